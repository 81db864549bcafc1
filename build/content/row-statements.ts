import { iconClasses } from '../../src/shared/icons/icon-classes'
import { COLLECTION_TABLES } from '../../worker/db/schema'
import { cacheKey, NO_CACHE, type CacheScope } from '../cache/store'
import { READ_MORE_TITLE_ATTR } from './components/ReadMore'
import { forgetRowKey, rowKey, rowKeyOf } from './row-keys'
import { insertStatements } from './sql'
import { DIGEST_BYTES, rowDigest } from './row-index'
import { encodeStatement } from './sql-files'

/**
 * A page row's SQL statements, as the files hold them, kept in the `sql` cache scope by the
 * row's key (row-keys.ts): read back for an unchanged row, encoded once for a new one. A page row
 * is spilled there as soon as the content step makes it ({@link spillRow}): its statements go to
 * the scope's pack file on disk and the row lets go of its body, source and table of contents,
 * so the content step no longer holds every page's HTML and markdown until the sql step (about
 * 500 MB of the main thread's heap at 10,000 pages of the peers' corpus, the build's peak).
 * Consumers: build/content/collect.ts, collect-translations.ts (spill), collection-sql.ts (write).
 */

type Table = (typeof COLLECTION_TABLES)[keyof typeof COLLECTION_TABLES]

/** What a spilled row left behind: its statements' key, whether they were kept, its icons. */
interface Spilled {
  key: string
  /** The statements were in the cache already (the last build's), not encoded in this one. */
  kept: boolean
  /** The icon classes of its body (the per-route icon sheets: collection-sql.ts contentTexts). */
  icons: string
}

const spilled = new WeakMap<object, Spilled>()

/** A row's statements and their digest (row-index.ts `rowDigest`), as the sql step writes them. */
export interface RowStatements {
  statements: Buffer[]
  digest: string
}

/**
 * Statements as one entry: their digest (its {@link DIGEST_BYTES} characters: the row index's
 * hash of the row, kept so an unchanged row is not hashed again), then each statement's length
 * (4 bytes) and bytes.
 */
function packStatements(statements: Buffer[]): Buffer {
  const digest = rowDigest(statements)
  const parts: Buffer[] = [Buffer.from(digest, 'latin1')]
  for (const statement of statements) {
    const length = Buffer.allocUnsafe(4)
    length.writeUInt32LE(statement.length)
    parts.push(length, statement)
  }
  return Buffer.concat(parts)
}

function unpackStatements(entry: Buffer): RowStatements {
  const statements: Buffer[] = []
  for (let at = DIGEST_BYTES; at < entry.length;) {
    const length = entry.readUInt32LE(at)
    statements.push(entry.subarray(at + 4, at + 4 + length))
    at += 4 + length
  }
  return { statements, digest: entry.toString('latin1', 0, DIGEST_BYTES) }
}

/**
 * Spills a page row made by the content step (see above): unless its body waits for read-more
 * titles (read-more.ts rewrites it once every page is known) or the cache is off or failed to
 * keep it, its statements are made sure to be in `cache` and the row loses `body`, `raw` and
 * `toc`. What the later steps read of a row (title, path, navigation, translation state, the
 * icon classes of the rest) stays. Returns true when spilled.
 */
export function spillRow(
  collection: string,
  row: Record<string, unknown>,
  cache: CacheScope
): boolean {
  if (cache === NO_CACHE || row.draft === true || typeof row.redirect === 'string') return false
  const body = row.body
  if (typeof body !== 'string' || body.includes(READ_MORE_TITLE_ATTR)) return false
  const key = rowKeyOf(row)
  if (key === undefined) return false
  const entry = cacheKey(key)
  const kept = cache.holds(entry)
  if (!kept)
    cache.put(
      entry,
      packStatements(insertStatements(tableOf(collection), row).map(encodeStatement))
    )
  // a failed write (disk full) keeps the row whole: its statements are encoded in the sql step
  if (!cache.holds(entry)) return false
  spilled.set(row, { key: entry, kept, icons: ownCopy(iconClasses([body]).join(' ')) })
  // the key's note holds the body too: without this, every spilled body stayed alive
  forgetRowKey(row)
  delete row.body
  delete row.raw
  delete row.toc
  return true
}

/**
 * Marks a row made without its body (content/known-row.ts: an unchanged page) as spilled, when
 * `cache` holds its statements from the last build (under {@link rowKey} of the compile's key,
 * the row's stem and position); false when it does not (then the row is made from its compile).
 */
export function spillKnownRow(
  row: Record<string, unknown>,
  pageKey: string,
  icons: string,
  cache: CacheScope
): boolean {
  const key = cacheKey(rowKey(pageKey, row.stem, row.position))
  if (!cache.holds(key)) return false
  spilled.set(row, { key, kept: true, icons })
  return true
}

/**
 * A string of its own: V8 gives a match of 13 characters or more (an icon class) as a slice of
 * the text it was found in, which keeps that whole text alive; the icons of a spilled row kept
 * its body (350 MB at 10,000 pages). JSON.parse makes new strings.
 */
function ownCopy(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string
}

/** The icon classes of a spilled row's body, as one text; undefined for a row kept whole. */
export function spilledIcons(row: Record<string, unknown>): string | undefined {
  return spilled.get(row)?.icons
}

/**
 * A row's statements as the files hold them: a spilled row's from the cache, an unchanged page
 * row's (row-keys.ts) the bytes its last build wrote, else encoded now (SQL quoting, UTF-8, JSON
 * escaping: a fifth of a one-file rebuild at 1,000 pages, a third at 10,000) and kept.
 */
export function rowStatements(
  table: Table,
  row: Record<string, unknown>,
  cache: CacheScope
): RowStatements & { kept: boolean } {
  const spill = spilled.get(row)
  if (spill) {
    const entry = cache.get(spill.key)
    // the scope keeps its packs' files open once read or written: an entry it has is readable
    if (!entry)
      throw new Error(`the statements of ${String(row.id)} went missing from the sql cache`)
    return { ...unpackStatements(entry), kept: spill.kept }
  }
  const key = rowKeyOf(row)
  const kept = key === undefined ? undefined : cache.get(cacheKey(key))
  if (kept) return { ...unpackStatements(kept), kept: true }
  const statements = insertStatements(table, row).map(encodeStatement)
  if (key !== undefined) cache.put(cacheKey(key), packStatements(statements))
  return { statements, digest: rowDigest(statements), kept: false }
}

function tableOf(collection: string): Table {
  return COLLECTION_TABLES[collection as keyof typeof COLLECTION_TABLES]
}
