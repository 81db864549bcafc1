import { and, asc, eq, gt, lt, desc } from 'drizzle-orm'
import { COLLECTION_TABLES, contentInfo } from '../schema'
import type { Db } from '../client'

type PageCollection = 'docsv3' | 'docsv4' | 'index' | 'landing' | 'support'

/** One page of a page-type collection by path, or undefined. */
export async function getPageByPath(db: Db, collection: PageCollection, path: string) {
  const table = COLLECTION_TABLES[collection]
  const rows = await db.select().from(table).where(eq(table.path, path)).limit(1)
  return rows[0]
}

/** The pages right before and after a position (previous/next links). */
export async function getSiblings(db: Db, collection: PageCollection, position: number) {
  const table = COLLECTION_TABLES[collection]
  const columns = { title: table.title, path: table.path, navigation: table.navigation }
  const [prev, next] = await Promise.all([
    db.select(columns).from(table).where(and(lt(table.position, position))).orderBy(desc(table.position)).limit(1),
    db.select(columns).from(table).where(and(gt(table.position, position))).orderBy(asc(table.position)).limit(1),
  ])
  return { prev: prev[0], next: next[0] }
}

/** The content-version row of a collection (hash, build id, navigation tree). */
export async function getContentInfo(db: Db, collection: string) {
  const rows = await db.select().from(contentInfo).where(eq(contentInfo.collection, collection)).limit(1)
  return rows[0]
}
