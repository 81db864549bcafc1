import { eq, getTableColumns, inArray, and } from 'drizzle-orm'
import { COLLECTION_TABLES, contentInfo } from '../schema'
import type { Db } from '../client'
import { createIsolateMemo } from '../../isolate-memo'
import { PageRowSchema, requireRow } from '../row-check'
import type { NavigationItem } from '../../../src/shared/content/navigation'
import type { DocsCollection } from '../../../src/shared/docs/versions'
import { inLocale, preferLocale, withFallback } from '../locale-rows'
import { localeCollectionKey } from '../../../src/shared/content/translation'
import type { Locale } from '../../../src/shared/i18n/locales'

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

/** What a docs page reads for its own path: the same while no docs collection's content changes. */
type PathReads = Omit<DocsPageReads, 'navigation'>

/**
 * How long an isolate reuses the docs content hashes it read from D1 (`content_info.hash`,
 * written with the collection's rows by one deploy step). A content deploy shows in every isolate
 * within this time; until then a page renders from the rows kept under the hashes it knows.
 */
export const DOCS_CONTENT_TTL_MS = 30_000

/** What an isolate keeps of docs page rows: some 100 pages of 40 KB, its most read ones. */
const DOCS_ROWS_BYTES = 8 * 1024 * 1024
/** Per docs collection list: its content hashes, as `collection:hash` pairs. */
const hashesMemo = createIsolateMemo<{ collection: string; hash: string }[]>({
  ttlMs: DOCS_CONTENT_TTL_MS,
})
/*
 * Both kept per isolate under content hashes: a page reads no D1 at all while the hashes are
 * fresh and the isolate has read its row (tens of kilobytes to transfer, parse and check) and its
 * navigation tree (growing with the site) under them; new content is a miss.
 */
const navigationMemo = createIsolateMemo<NavigationItem[] | undefined>()
/**
 * Rows by path, under the hashes of every docs collection (the version switch's candidates are
 * another version's paths), within a byte budget: an isolate keeps its most read pages.
 */
const pathMemo = createIsolateMemo<PathReads>({
  maxBytes: DOCS_ROWS_BYTES,
  sizeOf: bytesOfPathReads,
  maxEntries: 1024,
})

/** About the bytes of a row's strings (UTF-16, 2 bytes a unit; its body is most of it). */
function bytesOfPathReads({ page }: PathReads): number {
  if (!page) return 128
  return 2 * (page.body.length + page.title.length + page.description.length + 2048)
}

/** The columns of a docs page row a page reads: all but the markdown source (`<page>.md`). */
function pageColumns(collection: DocsCollection) {
  const { raw: _raw, ...columns } = getTableColumns(COLLECTION_TABLES[collection])
  return columns
}

/**
 * A docs page row, the navigation of `collections` and which `candidates` exist in each other
 * version. No D1 read when this isolate has read the page under the content hashes it knows
 * (read again after {@link DOCS_CONTENT_TTL_MS}); otherwise a batch of the row and the
 * candidates (and the navigation tree of a hash not seen yet). In another language than
 * English: the page's translation, else its English row (`locale` says which), and the
 * navigation in that language (`content_info` `<collection>@<locale>`, else English).
 */
export async function readDocsPage(
  db: Db,
  collection: DocsCollection,
  path: string,
  collections: DocsCollection[],
  candidates: { collection: DocsCollection; paths: string[] }[],
  locale: Locale = 'en'
): Promise<DocsPageReads> {
  const infos = await hashesMemo.get(collections.join(','), () =>
    db
      .select({ collection: contentInfo.collection, hash: contentInfo.hash })
      .from(contentInfo)
      .where(inArray(contentInfo.collection, collections))
  )
  const version = infos
    .map((info) => `${info.collection}:${info.hash}`)
    .sort()
    .join('|')
  const [reads, trees] = await Promise.all([
    pathMemo.get(
      `${locale}|${collection}${path}`,
      () => readPath(db, collection, path, candidates, locale),
      version
    ),
    Promise.all(
      infos.map(({ collection: name, hash }) =>
        navigationMemo.get(
          localeCollectionKey(name, locale),
          () => readNavigation(db, name, locale),
          hash
        )
      )
    ),
  ])
  const navigation = new Map<string, NavigationItem[]>()
  // unchecked, as stored (a corrupt JSON reads as undefined): the loader validates it
  infos.forEach((info, index) => navigation.set(info.collection, trees[index] as NavigationItem[]))
  return { ...reads, navigation }
}

/** The row (checked: a malformed one throws a 503 and is not kept) and the candidates, one batch. */
async function readPath(
  db: Db,
  collection: DocsCollection,
  path: string,
  candidates: { collection: DocsCollection; paths: string[] }[],
  locale: Locale
): Promise<PathReads> {
  const table = COLLECTION_TABLES[collection]
  const [pages, ...found] = await db.batch([
    db
      .select(pageColumns(collection))
      .from(table)
      .where(and(eq(table.path, path), withFallback(table, locale)))
      .orderBy(preferLocale(table, locale))
      .limit(1),
    ...candidates.map(({ collection: other, paths }) => {
      const otherTable = COLLECTION_TABLES[other]
      return db
        .select({ path: otherTable.path })
        .from(otherTable)
        .where(and(inArray(otherTable.path, paths.length ? paths : ['']), inLocale(otherTable)))
    }),
  ])
  return {
    page: pages[0] && requireRow(PageRowSchema, pages[0], `${collection}${path}`),
    existing: found.map((rows) => new Set(rows.map((row) => row.path))),
  }
}

/**
 * The navigation column of a collection in a language (undefined: no row, or JSON that does not
 * parse); a language without a tree of its own reads the English one.
 */
async function readNavigation(db: Db, collection: string, locale: Locale) {
  const keys = [localeCollectionKey(collection, locale), collection]
  const rows = await db
    .select({ collection: contentInfo.collection, navigation: contentInfo.navigation })
    .from(contentInfo)
    .where(inArray(contentInfo.collection, [...new Set(keys)]))
  return (rows.find((row) => row.collection === keys[0]) ?? rows[0])?.navigation
}

/**
 * One collection's navigation tree in a language (the aside's lazy levels): the same tree object
 * a docs page of this isolate reads, under the same content hash and TTL, so its index
 * (navigation-index.ts) is built once. `tree` as stored (unchecked, undefined when its JSON is
 * corrupt); undefined when the collection has no `content_info` row.
 */
export async function readDocsNavigation(
  db: Db,
  collection: string,
  locale: Locale
): Promise<{ tree: NavigationItem[] | undefined } | undefined> {
  const [info] = await hashesMemo.get(collection, () =>
    db
      .select({ collection: contentInfo.collection, hash: contentInfo.hash })
      .from(contentInfo)
      .where(eq(contentInfo.collection, collection))
  )
  if (!info) return undefined
  const tree = await navigationMemo.get(
    localeCollectionKey(collection, locale),
    () => readNavigation(db, collection, locale),
    info.hash
  )
  return { tree }
}

/** Forgets the content hashes this isolate read (tests that change `content_info`). */
export function resetDocsContentHashes(): void {
  hashesMemo.reset()
}
