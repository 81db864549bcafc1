import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * 404s on page routes, one row per path and UTC day (worker/db/queries/not-found.ts): no address,
 * no query string, no agent. Bounded: rows older than 30 days go, at most 1,000 new paths a day
 * are taken, and past 5,000 rows the oldest day's least-hit rows are evicted. The admin
 * 'Not found' screen lists the most-hit paths with suggested targets.
 */
export const notFoundHits = sqliteTable(
  'not_found_hits',
  {
    /** The page path as requested, query and trailing slash dropped. */
    path: text('path').notNull(),
    /** UTC day, `YYYY-MM-DD`. */
    day: text('day').notNull(),
    hits: integer('hits').notNull(),
    /** Last hit (ms since the epoch). */
    lastAt: integer('last_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.path, table.day] }),
    index('not_found_hits_day').on(table.day),
  ]
)
