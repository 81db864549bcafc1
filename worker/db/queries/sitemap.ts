import { eq, sql, and } from 'drizzle-orm'
import { DOCS_VERSIONS } from '../../../src/shared/docs/versions'
import type { Db } from '../client'
import { COLLECTION_TABLES, contentInfo, modules } from '../schema'
import { inLocale } from '../locale-rows'

/** The page collections served as pages (the content route and the docs route). */
const PAGE_COLLECTIONS = ['index', 'landing', 'support', 'deploy'] as const

/** One indexable URL as stored: its path, the collection it came from and its content date. */
export interface IndexableRow {
  path: string
  collection: string
  /** `meta.updatedAt` of the page, a blog post's date or a module's latest release. */
  date: string | null
}

/**
 * Every page a crawler may index, as paths with their content dates: the page collections, both
 * docs versions, published blog posts (never drafts), the newsletter's issues and every module. Only narrow columns are
 * read, so 10,000 docs pages are a few hundred KB.
 */
export async function listIndexableRows(db: Db): Promise<IndexableRow[]> {
  const pageQueries = [...PAGE_COLLECTIONS, ...DOCS_VERSIONS.map((v) => v.collection)].map(
    async (collection) => {
      const table = COLLECTION_TABLES[collection]
      const rows = await db
        .select({
          path: table.path,
          date: sql<string | null>`json_extract(${table.meta}, '$.updatedAt')`,
        })
        .from(table)
        .where(inLocale(table))
        .orderBy(table.position)
      return rows.map((row) => ({ ...row, collection }))
    }
  )
  const blog = COLLECTION_TABLES.blog
  const blogQuery = db
    .select({ path: blog.path, date: blog.date })
    .from(blog)
    .where(and(eq(blog.draft, false), inLocale(blog)))
    .orderBy(sql`${blog.date} DESC`)
    .then((rows) => rows.map((row) => ({ ...row, collection: 'blog' })))
  const newsletter = COLLECTION_TABLES.newsletter
  const newsletterQuery = db
    .select({ path: newsletter.path, date: newsletter.date })
    .from(newsletter)
    .where(inLocale(newsletter))
    .orderBy(sql`${newsletter.date} DESC`)
    .then((rows) => rows.map((row) => ({ ...row, collection: 'newsletter' })))
  const moduleQuery = db
    .select({ name: modules.name, date: modules.publishedAt })
    .from(modules)
    .orderBy(modules.name)
    .then((rows) =>
      rows.map((row) => ({ path: `/modules/${row.name}`, date: row.date, collection: 'modules' }))
    )
  const lists = await Promise.all([...pageQueries, blogQuery, newsletterQuery, moduleQuery])
  return lists.flat()
}

/**
 * The version of everything the sitemap and feeds read: every collection's content hash, so a new
 * content load is a new sitemap (modules change with the content load too).
 */
export async function getIndexableVersion(db: Db): Promise<string> {
  const rows = await db
    .select({ collection: contentInfo.collection, hash: contentInfo.hash })
    .from(contentInfo)
    .orderBy(contentInfo.collection)
  return rows.map((row) => `${row.collection}:${row.hash}`).join(',')
}
