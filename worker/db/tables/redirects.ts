import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Redirect rules made in the admin area (the 'Not found' screen), served by the worker at once
 * without a build (worker/middleware/stored-redirects.ts) and exported into content.config.yml
 * by `npm run redirects:export`. `from` is an exact path or a prefix ending in `/**`
 * (src/shared/routing/redirect-rules.ts).
 */
export const redirectRules = sqliteTable('redirect_rules', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  from: text('from').notNull().unique(),
  to: text('to').notNull(),
  /** 301 (default) or 308. */
  status: integer('status').notNull(),
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
  /** GitHub login of who last saved it. */
  updatedBy: text('updated_by').notNull(),
})
