import { and, desc, eq } from 'drizzle-orm'
import type { ContentEntry } from '../../../src/shared/page-data'
import { COLLECTION_TABLES } from '../schema'
import type { Db } from '../client'
import { BlogEntrySchema, BlogRowSchema, keepValidRows, requireRow } from '../row-check'

/** Published blog posts, newest first (drafts are never listed). */
export async function listBlogPosts(db: Db): Promise<ContentEntry[]> {
  const table = COLLECTION_TABLES.blog
  const rows = await db
    .select({
      path: table.path,
      title: table.title,
      description: table.description,
      date: table.date,
      authors: table.authors,
      category: table.category,
    })
    .from(table)
    .where(eq(table.draft, false))
    .orderBy(desc(table.date))
  // a malformed row is skipped (and logged once), the list keeps serving
  return keepValidRows(BlogEntrySchema, rows, (row) => `blog${row.path}`).map((row) => ({
    ...row,
    authors: row.authors.map((author) => author.name),
  }))
}

/** A published blog post by path, or undefined (drafts are not served); malformed → 503. */
export async function getBlogPost(db: Db, path: string) {
  const table = COLLECTION_TABLES.blog
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.path, path), eq(table.draft, false)))
    .limit(1)
  return rows[0] && requireRow(BlogRowSchema, rows[0], `blog${path}`)
}
