import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * The current preview key generation (one row, id 1): every preview token carries it
 * (src/shared/preview/token.ts) and only tokens of the current generation open preview mode.
 * 'Revoke all preview links' on the admin Drafts screen writes a new random generation, which
 * revokes every link made before; the Worker secret PREVIEW_SECRET itself never changes. No row:
 * generation '' (no rotation yet).
 */
export const previewKey = sqliteTable('preview_key', {
  id: integer('id').primaryKey(),
  /** Random hex, the `gen` claim of every valid token. */
  generation: text('generation').notNull(),
  rotatedAt: integer('rotated_at').notNull(),
  /** GitHub login of who rotated it. */
  rotatedBy: text('rotated_by').notNull(),
})
