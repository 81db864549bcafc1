import { and, eq } from 'drizzle-orm'
import type { DocsCollection } from '../../../src/shared/docs/versions'
import type { Db } from '../client'
import { BlogRowSchema, PageRowSchema, requireRow } from '../row-check'
import { COLLECTION_TABLES, contentDrafts } from '../schema'

/*
 * Drafts (`content_drafts`, written by build/content/drafts.ts), read ONLY by a loader whose
 * request is in preview mode (worker/preview/middleware.ts sets it; PageRequest.preview). Nothing
 * else queries this table, so no public answer can hold a draft. Consumers: worker/pages/docs.ts,
 * worker/pages/blog-post.ts.
 */

type PageRow = typeof COLLECTION_TABLES.docsv4.$inferSelect
type BlogRow = typeof COLLECTION_TABLES.blog.$inferSelect

/** The stored draft of a collection at a path, not yet validated. */
async function readDraft(db: Db, collection: string, path: string) {
  const rows = await db
    .select({ row: contentDrafts.row })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.collection, collection), eq(contentDrafts.path, path)))
    .limit(1)
  return rows[0]?.row
}

/** A draft docs page by path, shaped as its collection's row; malformed → 503. */
export async function getDraftPage(
  db: Db,
  collection: DocsCollection,
  path: string
): Promise<PageRow | undefined> {
  const row = await readDraft(db, collection, path)
  return row && requireRow(PageRowSchema, row as PageRow, `content_drafts/${collection}${path}`)
}

/** A draft blog post by path, shaped as a blog row; malformed → 503. */
export async function getDraftPost(db: Db, path: string): Promise<BlogRow | undefined> {
  const row = await readDraft(db, 'blog', path)
  return row && requireRow(BlogRowSchema, row as BlogRow, `content_drafts/blog${path}`)
}
