import { createHash } from 'node:crypto'
import { getTableColumns, getTableName } from 'drizzle-orm'
import { iconClasses } from '../../src/shared/icons/icon-classes'
import { localeCollectionKey } from '../../src/shared/content/translation'
import { hashSources, contentScope } from '../cache/sources'
import { cacheKey, NO_CACHE, openCache, type CacheScope } from '../cache/store'
import { rowStatements, spilledIcons } from './row-statements'
import { RowIndex } from './row-index'
import { COLLECTION_TABLES } from '../../worker/db/schema'
import type { CollectedCollection } from './collect'
import { draftStatements } from './drafts'
import { collectionStatements, contentInfoStatements } from './sql'
import { CollectionSqlFiles, encodeStatement, type SqlOutput } from './sql-files'

/**
 * A collected collection turned into its SQL: in memory (tests, callers without an output
 * folder) or streamed to its files (the build), with the same statements and hash either way.
 * Consumer: build/content/index.ts.
 */

/** One collection ready to write: its SQL and content hash. */
export interface BuiltCollection extends CollectedCollection {
  /** The collection's public statements (its table; also the sql_dump). */
  statements: string[]
  /** Its drafts into `content_drafts`: D1 only, never in the dump. */
  draftStatements: string[]
  /** sha256 of the statements, 12 hex chars; the `v` of the sql_dump URL. */
  hash: string
  /**
   * With `sqlOutput`: the files the statements were streamed to (then `statements` and
   * `draftStatements` are empty); the write step appends content_info and closes them.
   */
  sqlFiles?: CollectionSqlFiles
  /** Rows whose statements came from the cache (streamCollection). */
  keptRows?: number
}

/** A collection's statements as arrays, hashed (tests and callers without `sqlOutput`). */
export function collectionInMemory(collected: CollectedCollection): BuiltCollection {
  const table = COLLECTION_TABLES[collected.definition.name]
  const statements = collectionStatements(table, allRows(collected))
  const drafts = draftStatements(collected.definition.name, table, collected.drafts)
  const digest = createHash('sha256')
  // drafts count: an edited draft changes the hash, so the deploy runs the collection's SQL
  // as sql-files.ts hashes them: the JSON of each statement, one a line
  for (const [index, statement] of [...statements, ...drafts].entries()) {
    if (index) digest.update('\n')
    digest.update(encodeStatement(statement))
  }
  const hash = digest.digest('hex').slice(0, 12)
  return { ...collected, statements, draftStatements: drafts, hash }
}

/**
 * The same statements streamed to the SQL files row by row (sql-files.ts): the same bytes and
 * hash as {@link collectionInMemory} without holding them.
 */
export async function streamCollection(
  collected: CollectedCollection,
  output: SqlOutput,
  cache: CacheScope = NO_CACHE
): Promise<BuiltCollection> {
  const name = collected.definition.name
  const table = COLLECTION_TABLES[name]
  const files = new CollectionSqlFiles(name, output)
  const [wipe] = collectionStatements(table, [])
  await files.addPublic(wipe!)
  const key = Object.entries(getTableColumns(table)).find(([, column]) => column.primary)!
  const index = new RowIndex(getTableName(table), key[1].name)
  let keptRows = 0
  for (const row of allRows(collected)) {
    const { statements, digest, kept } = rowStatements(table, row, cache)
    if (kept) keptRows++
    index.add(String(row[key[0]]), statements, digest)
    for (const statement of statements) await files.addPublic(statement)
  }
  await index.write(output.dir, name)
  for (const statement of draftStatements(collected.definition.name, table, collected.drafts))
    await files.addPrivate(statement)
  const hash = await files.finishContent()
  return {
    ...collected,
    statements: [],
    draftStatements: [],
    hash,
    sqlFiles: files,
    keptRows,
  }
}

/** The sql step's line: rows written and how many came from the cache. */
export function sqlDetail(sql: ContentSql): string {
  return `${[...sql.rowCounts.values()].reduce((sum, rows) => sum + rows, 0)} rows, ${sql.keptRows} kept`
}

/** A collection's rows of every language: the sources first, then each translation's. */
function allRows(collected: CollectedCollection): Record<string, unknown>[] {
  return [...collected.rows, ...collected.translations.flatMap((locale) => locale.rows)]
}

/**
 * The `content_info` rows of a collection: its own, and for a page collection one per
 * translation language with that language's navigation (`docsv4@zh-CN`), the same hash.
 */
function contentInfoRows(
  collection: BuiltCollection,
  build: { buildId: string; builtAt: number; rowCounts: ReadonlyMap<string, number> }
): string[] {
  const name = collection.definition.name
  const info = (key: string, navigation: BuiltCollection['navigation']) =>
    contentInfoStatements({
      collection: key,
      hash: collection.hash,
      buildId: build.buildId,
      rows: build.rowCounts.get(key) ?? 0,
      navigation,
      builtAt: new Date(build.builtAt).toISOString(),
    })
  const translated =
    collection.definition.kind === 'page'
      ? collection.translations.flatMap((locale) =>
          info(localeCollectionKey(name, locale.locale), locale.navigation)
        )
      : []
  return [...info(name, collection.navigation), ...translated]
}

/**
 * Ends each streamed collection's files with its `content_info` statements (hash, build id, row
 * count, navigation tree: known in the write step) and closes them. Drafts went to D1's files
 * (preview mode) but never into the dump.
 */
export async function closeCollectionFiles(
  collections: readonly BuiltCollection[],
  build: { buildId: string; builtAt: number; rowCounts: ReadonlyMap<string, number> }
): Promise<void> {
  for (const collection of collections)
    await collection.sqlFiles!.close(contentInfoRows(collection, build))
}

/** What the statements depend on besides the rows and the compiler: the tables' definitions. */
const TABLE_SOURCES = ['worker/db/schema.ts', 'worker/db/json-column.ts', 'worker/db/tables/*.ts']

/**
 * The cache scope of the content's statements (`sql/<content folder>`), under the compiler's
 * fingerprint and the tables' definitions (the SQL writer itself is in build/content, which the
 * fingerprint covers).
 */
export async function openSqlCache(
  root: string,
  contentDir: string,
  fingerprint: string
): Promise<CacheScope> {
  const tables = await hashSources(root, TABLE_SOURCES)
  return openCache(root, `sql/${contentScope(contentDir)}`, cacheKey(fingerprint, tables))
}

/** What the SQL step leaves of the content: the collections' SQL files, their sizes and icons. */
export interface ContentSql {
  collections: BuiltCollection[]
  /** Rows per collection (content_info's count, written in the write step). */
  rowCounts: Map<string, number>
  /** The icon classes of each collection's rows and navigation (the per-route icon sheets). */
  collectionIcons: Record<string, string[]>
  /** All of them, as one text for the CSS generator. */
  icons: string
  /** Rows whose statements came from the cache. */
  keptRows: number
}

/**
 * Streams every collection's SQL to its files (streamCollection), notes each one's icon classes,
 * then lets the rows go: only their statements are needed from here on, and at 10,000 pages the
 * rows are hundreds of MB the search step's copy of the sections must not sit beside.
 */
export async function writeContentSql(
  collected: CollectedCollection[],
  output: SqlOutput,
  cache: CacheScope
): Promise<ContentSql> {
  const collections: BuiltCollection[] = []
  for (const collection of collected)
    collections.push(await streamCollection(collection, output, cache))
  cache.close(true)
  const collectionIcons = Object.fromEntries(
    collections.map((c) => [c.definition.name, iconClasses(contentTexts(c))])
  )
  const rowCounts = new Map(
    collections.flatMap((c) => [
      [c.definition.name, c.rows.length] as const,
      ...c.translations.map(
        (locale) =>
          [localeCollectionKey(c.definition.name, locale.locale), locale.rows.length] as const
      ),
    ])
  )
  for (const collection of [...collected, ...collections]) {
    collection.rows = []
    collection.drafts = []
    for (const locale of collection.translations) locale.rows = []
  }
  // the search step takes the sections from the content step's collections (and empties
  // them); these copies held them to the end of the build (350 MB at 10,000 pages)
  for (const collection of collections) collection.searchParts = []
  const icons = [...new Set(Object.values(collectionIcons).flat())].sort().join(' ')
  const keptRows = collections.reduce((sum, c) => sum + (c.keptRows ?? 0), 0)
  return { collections, rowCounts, collectionIcons, icons, keptRows }
}

/** The texts of a collection that may hold icon classes: rendered bodies and frontmatter. */
function* contentTexts(collection: CollectedCollection) {
  yield JSON.stringify(collection.navigation)
  for (const locale of collection.translations) yield JSON.stringify(locale.navigation)
  for (const row of [...allRows(collection), ...collection.drafts]) {
    const { body, raw: _raw, toc: _toc, ...rest } = row
    // a spilled row's body went to the sql cache, its icon classes noted (row-statements.ts)
    if (typeof body === 'string') yield body
    else yield spilledIcons(row) ?? ''
    yield JSON.stringify(rest)
  }
}
