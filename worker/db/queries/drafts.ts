import { and, asc, eq, sql } from 'drizzle-orm'
import type { DraftRow } from '../../../src/shared/admin/types'
import type { DocsCollection } from '../../../src/shared/docs/versions'
import type { Db } from '../client'
import { BlogRowSchema, PageRowSchema, requireRow } from '../row-check'
import { COLLECTION_TABLES, contentDrafts, contentInfo } from '../schema'

/*
 * Drafts (`content_drafts`, written by build/content/drafts.ts), read ONLY by a loader whose
 * request is in preview mode (worker/preview/middleware.ts sets it; PageRequest.preview) and by
 * the admin Drafts screen (behind a session). Nothing else queries this table, so no public
 * answer can hold a draft. Consumers: worker/pages/docs.ts, worker/pages/blog-post.ts,
 * worker/pages/admin-drafts.ts.
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

/**
 * Every draft for the admin Drafts screen: title, collection, path and last change (the page's
 * own `updatedAt` when it gives one, else when its collection's content was last loaded: an
 * edited draft changes the collection's hash, so that load holds the edit).
 */
export async function listDrafts(db: Db): Promise<DraftRow[]> {
  const rows = await db
    .select({
      collection: contentDrafts.collection,
      path: contentDrafts.path,
      title: sql<string | null>`json_extract(${contentDrafts.row}, '$.title')`,
      updatedAt: sql<string | null>`json_extract(${contentDrafts.row}, '$.meta.updatedAt')`,
      builtAt: contentInfo.builtAt,
    })
    .from(contentDrafts)
    .leftJoin(contentInfo, eq(contentInfo.collection, contentDrafts.collection))
    .orderBy(asc(contentDrafts.collection), asc(contentDrafts.path))
  return rows.map((row) => ({
    collection: row.collection,
    path: row.path,
    title: typeof row.title === 'string' && row.title ? row.title : row.path,
    changedAt: row.updatedAt ?? row.builtAt ?? null,
  }))
}
