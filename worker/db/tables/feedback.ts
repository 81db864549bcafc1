import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

/**
 * 'Was this helpful?' votes on docs and blog pages (worker/api/feedback.ts), read by the admin
 * feedback analytics (worker/db/queries/feedback.ts). One row per page, visitor and UTC day: a
 * second vote the same day updates the row. The visitor is an HMAC of address, user agent and
 * day under a server secret, so no address or agent is stored and keys of different days cannot
 * be linked.
 */
export const feedback = sqliteTable(
  'feedback',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The page voted on (`/docs/4.x/…`, `/blog/…`). */
    path: text('path').notNull(),
    /** docsv4 | docsv3 | blog (src/shared/feedback/schema.ts). */
    collection: text('collection').notNull(),
    /** poor | confusing | good | great. */
    rating: text('rating').notNull(),
    /** Optional comment ('' when none). */
    comment: text('comment').notNull().default(''),
    /** Interface locale of the visitor. */
    locale: text('locale').notNull().default('en'),
    /** HMAC-SHA-256 (hex) of address, user agent and day: one vote per page per visitor per day. */
    visitor: text('visitor').notNull(),
    /** UTC day of the vote, `YYYY-MM-DD`. */
    day: text('day').notNull(),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('feedback_vote_once').on(table.path, table.visitor, table.day),
    index('feedback_created').on(table.createdAt),
  ]
)
