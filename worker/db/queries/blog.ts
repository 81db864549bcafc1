import { inLocale } from '../locale-rows'
import { and, desc, eq } from 'drizzle-orm'
import type { BlogPostSummary } from '../../../src/shared/page-data'
import { COLLECTION_TABLES } from '../schema'
import type { Db } from '../client'
import { BlogEntrySchema, BlogRowSchema, keepValidRows, requireRow } from '../row-check'

/**
 * Published blog posts, newest first (drafts are never listed); a malformed row is skipped and
 * logged once. Consumers: the blog list, an article's previous/next links.
 */
export async function listBlogPosts(db: Db): Promise<BlogPostSummary[]> {
  const table = COLLECTION_TABLES.blog
  const rows = await db
    .select({
      path: table.path,
      title: table.title,
      description: table.description,
      date: table.date,
      authors: table.authors,
      category: table.category,
      tags: table.tags,
      image: table.image,
    })
    .from(table)
    .where(and(eq(table.draft, false), inLocale(table)))
    .orderBy(desc(table.date), desc(table.path))
  return keepValidRows(BlogEntrySchema, rows, (row) => `blog${row.path}`).map(
    ({ image, ...row }) => ({ ...row, ...(image ? { image } : {}) })
  )
}

/** A published blog post by path, or undefined (drafts are not served); malformed → 503. */
export async function getBlogPost(db: Db, path: string) {
  const table = COLLECTION_TABLES.blog
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.path, path), eq(table.draft, false), inLocale(table)))
    .limit(1)
  return rows[0] && requireRow(BlogRowSchema, rows[0], `blog${path}`)
}
