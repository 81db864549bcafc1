import { eq, getTableColumns, inArray } from 'drizzle-orm'
import { COLLECTION_TABLES, contentInfo } from '../schema'
import type { Db } from '../client'
import { createIsolateMemo } from '../../isolate-memo'
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

/** A docs page row as a page reads it: every column but the markdown source. */
export type DocsPageRow = Omit<typeof COLLECTION_TABLES.docsv4.$inferSelect, 'raw'>

/** What a docs page reads besides its own row: the navigation of each version, existing paths. */
export interface DocsPageReads {
  page: DocsPageRow | undefined
  /** The navigation column of each collection with a `content_info` row (unchecked: validate it). */
  navigation: Map<string, NavigationItem[]>
  /** Per other version, which of its candidate paths are pages (the version switch). */
  existing: Set<string>[]
}

/**
 * The navigation tree of each docs collection, per isolate, under its content hash: a page reads
 * the hash (a few bytes) instead of the tree (kilobytes of JSON to transfer and parse, growing
 * with the site), so new content is a miss at once.
 */
const navigationMemo = createIsolateMemo<NavigationItem[] | undefined>()

/** The columns of a docs page row a page reads: all but the markdown source (`<page>.md`). */
function pageColumns(collection: DocsCollection) {
  const { raw: _raw, ...columns } = getTableColumns(COLLECTION_TABLES[collection])
  return columns
}

/**
 * A docs page row, the navigation of `collections` and which `candidates` exist in each other
 * version, in one D1 round trip (a batch) instead of one per query; a navigation tree this
 * isolate has not seen under its current hash costs one more read.
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
    db.select(pageColumns(collection)).from(table).where(eq(table.path, path)).limit(1),
    db
      .select({ collection: contentInfo.collection, hash: contentInfo.hash })
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
  const trees = await Promise.all(
    infos.map(({ collection: name, hash }) =>
      navigationMemo.get(name, () => readNavigation(db, name), hash)
    )
  )
  const navigation = new Map<string, NavigationItem[]>()
  // unchecked, as stored (a corrupt JSON reads as undefined): the loader validates it
  infos.forEach((info, index) => navigation.set(info.collection, trees[index] as NavigationItem[]))
  return {
    page: pages[0] && requireRow(PageRowSchema, pages[0], `${collection}${path}`),
    navigation,
    existing: found.map((rows) => new Set(rows.map((row) => row.path))),
  }
}

/** The navigation column of a collection (undefined: no row, or JSON that does not parse). */
async function readNavigation(db: Db, collection: string) {
  const rows = await db
    .select({ navigation: contentInfo.navigation })
    .from(contentInfo)
    .where(eq(contentInfo.collection, collection))
    .limit(1)
  return rows[0]?.navigation
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
