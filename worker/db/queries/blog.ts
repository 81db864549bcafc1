import { pickLocale, preferLocale, withFallback } from '../locale-rows'
import type { Locale } from '../../../src/shared/i18n/locales'
import { and, desc, eq } from 'drizzle-orm'
import type { BlogPostSummary } from '../../../src/shared/page-data'
import { COLLECTION_TABLES } from '../schema'
import type { Db } from '../client'
import { BlogEntrySchema, BlogRowSchema, keepValidRows, requireRow } from '../row-check'

/**
 * Published blog posts, newest first (drafts are never listed); a malformed row is skipped and
 * logged once. In another language than English: each post's translation, else its English row.
 * Consumers: the blog list, an article's previous/next links, the feeds.
 */
export async function listBlogPosts(db: Db, locale: Locale = 'en'): Promise<BlogPostSummary[]> {
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
      locale: table.locale,
    })
    .from(table)
    .where(and(eq(table.draft, false), withFallback(table, locale)))
    .orderBy(desc(table.date), desc(table.path))
  const picked = pickLocale(rows, locale, (row) => row.path)
  return keepValidRows(BlogEntrySchema, picked, (row) => `blog${row.path}`).map(
    ({ image, locale: _locale, ...row }) => ({ ...row, ...(image ? { image } : {}) })
  )
}

/**
 * A published blog post by path, or undefined (drafts are not served); malformed → 503. In
 * another language: its translation, else the English row (its `locale` says which).
 */
export async function getBlogPost(db: Db, path: string, locale: Locale = 'en') {
  const table = COLLECTION_TABLES.blog
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.path, path), eq(table.draft, false), withFallback(table, locale)))
    .orderBy(preferLocale(table, locale))
    .limit(1)
  return rows[0] && requireRow(BlogRowSchema, rows[0], `blog${path}`)
}
