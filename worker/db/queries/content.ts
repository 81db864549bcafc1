import { inLocale } from '../locale-rows'
import { eq, inArray, and } from 'drizzle-orm'
import { COLLECTION_TABLES, contentInfo } from '../schema'
import type { Db } from '../client'
import { PageRowSchema, requireRow } from '../row-check'
import type { DocsCollection } from '../../../src/shared/docs/versions'

type PageCollection = DocsCollection | 'index' | 'landing' | 'support' | 'deploy'

/** One page of a page-type collection by path, or undefined; a malformed row throws a 503. */
export async function getPageByPath(db: Db, collection: PageCollection, path: string) {
  const table = COLLECTION_TABLES[collection]
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.path, path), inLocale(table)))
    .limit(1)
  return rows[0] && requireRow(PageRowSchema, rows[0], `${collection}${path}`)
}

/** Which of the given paths are pages of the collection (version fallback). */
export async function listExistingPaths(
  db: Db,
  collection: PageCollection,
  paths: string[]
): Promise<Set<string>> {
  if (!paths.length) return new Set()
  const table = COLLECTION_TABLES[collection]
  const rows = await db
    .select({ path: table.path })
    .from(table)
    .where(and(inArray(table.path, paths), inLocale(table)))
  return new Set(rows.map((row) => row.path))
}

/**
 * True when any content has been loaded into D1 (a `content_info` row exists): an empty database
 * answers 503 'content not loaded', not a 404 for every page.
 */
export async function isContentLoaded(db: Db): Promise<boolean> {
  const rows = await db.select({ collection: contentInfo.collection }).from(contentInfo).limit(1)
  return rows.length > 0
}

/** The content-version row of a collection (hash, build id, navigation tree). */
export async function getContentInfo(db: Db, collection: string) {
  const rows = await db
    .select()
    .from(contentInfo)
    .where(eq(contentInfo.collection, collection))
    .limit(1)
  return rows[0]
}
