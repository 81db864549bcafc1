import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Fixed-window counters of worker/rate-limit.ts, used when no Workers Rate Limiting binding is
 * configured (local development and tests). Keys hold a hash of the client address, never the
 * address itself.
 */
export const rateLimits = sqliteTable('rate_limits', {
  /** `<scope>:<sha-256 of the subject>`. */
  key: text('key').primaryKey(),
  /** Start of the current window (ms since epoch, a multiple of the period). */
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
})
