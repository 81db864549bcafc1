import { eq, inArray } from 'drizzle-orm'
import { COLLECTION_TABLES, contentInfo } from '../schema'
import type { Db } from '../client'
import { PageRowSchema, requireRow } from '../row-check'
import type { NavigationItem } from '../../../src/shared/content/navigation'
import type { DocsCollection } from '../../../src/shared/docs/versions'

type PageCollection = DocsCollection | 'index' | 'landing' | 'support' | 'deploy'

/** One page of a page-type collection by path, or undefined; a malformed row throws a 503. */
export async function getPageByPath(db: Db, collection: PageCollection, path: string) {
  const table = COLLECTION_TABLES[collection]
  const rows = await db.select().from(table).where(eq(table.path, path)).limit(1)
  return rows[0] && requireRow(PageRowSchema, rows[0], `${collection}${path}`)
}

/** What a docs page reads besides its own row: the navigation of each version, existing paths. */
export interface DocsPageReads {
  page: Awaited<ReturnType<typeof getPageByPath>>
  /** The navigation column of each collection with a `content_info` row (unchecked: validate it). */
  navigation: Map<string, NavigationItem[]>
  /** Per other version, which of its candidate paths are pages (the version switch). */
  existing: Set<string>[]
}

/**
 * A docs page row, the navigation of `collections` and which `candidates` exist in each other
 * version, in one D1 round trip (a batch) instead of one per query.
 */
export async function readDocsPage(
  db: Db,
  collection: DocsCollection,
  path: string,
  collections: DocsCollection[],
  candidates: { collection: DocsCollection; paths: string[] }[]
): Promise<DocsPageReads> {
  const table = COLLECTION_TABLES[collection]
  const [pages, infos, ...found] = await db.batch([
    db.select().from(table).where(eq(table.path, path)).limit(1),
    db
      .select({ collection: contentInfo.collection, navigation: contentInfo.navigation })
      .from(contentInfo)
      .where(inArray(contentInfo.collection, collections)),
    ...candidates.map(({ collection: other, paths }) => {
      const otherTable = COLLECTION_TABLES[other]
      return db
        .select({ path: otherTable.path })
        .from(otherTable)
        .where(inArray(otherTable.path, paths.length ? paths : ['']))
    }),
  ])
  return {
    page: pages[0] && requireRow(PageRowSchema, pages[0], `${collection}${path}`),
    navigation: new Map(infos.map((info) => [info.collection, info.navigation])),
    existing: found.map((rows) => new Set(rows.map((row) => row.path))),
  }
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
