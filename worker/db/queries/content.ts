import { eq, inArray } from 'drizzle-orm'
import { COLLECTION_TABLES, contentInfo } from '../schema'
import type { Db } from '../client'
import type { DocsCollection } from '../../../src/shared/docs/versions'

type PageCollection = DocsCollection | 'index' | 'landing' | 'support' | 'deploy'

/** One page of a page-type collection by path, or undefined. */
export async function getPageByPath(db: Db, collection: PageCollection, path: string) {
  const table = COLLECTION_TABLES[collection]
  const rows = await db.select().from(table).where(eq(table.path, path)).limit(1)
  return rows[0]
}

/** Which of the given paths are pages of the collection (version fallback). */
export async function listExistingPaths(
  db: Db,
  collection: PageCollection,
  paths: string[]
): Promise<Set<string>> {
  if (!paths.length) return new Set()
  const table = COLLECTION_TABLES[collection]
  const rows = await db.select({ path: table.path }).from(table).where(inArray(table.path, paths))
  return new Set(rows.map((row) => row.path))
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
