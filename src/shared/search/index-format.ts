import { partitionPoint } from '../partition-point'
import type { SearchSection } from '../content/types'
import { ByteReader, ByteWriter } from './codec'
import { decodeUtf8, encodeUtf8 } from './utf8'

/*
 * The values of a sharded search index (one set per docs version), each one KV value under
 * `search:v<major>:<sha256 of the value>` (manifest.ts routes to meta, terms and words), gzipped:
 * - meta: what ranking needs of EVERY section (level, title and body length, page, page prior)
 *   and the routing of the display values (first section and hash of each: thousands of them at
 *   10,000 pages, too many for the manifest every request parses);
 * - term shards: a range of the sorted terms, each with its postings (section, field hits);
 * - words: the Latin words starting with one letter (typo correction reads one letter's list);
 * - display: what display needs (id, titles, level, text) for a few sections, gzipped then
 *   base64 (KV's bulk read, one read for every display value of a query, returns text).
 * Written by build/search/write-index.ts, read by index-db.ts in the worker and in Node.
 */

const FORMAT = 4

/** Field hits of one section for one term, packed in a varint: body count << 2 | titles | title. */
export const IN_TITLE = 1
export const IN_TITLES = 2

/** What ranking knows of every section, by section number. */
export interface IndexMeta {
  docCount: number
  /** Heading level (1 = the page's first section). */
  levels: Uint8Array
  /** Tokens of the section title (an exact title has as many as the query). */
  titleTokens: Uint8Array
  /** Tokens of the body (BM25 length normalisation). */
  contentTokens: Uint32Array
  averageContentTokens: number
  /** Page number of each section (a page's sections are consecutive). */
  pageOf: Uint32Array
  pageCount: number
  /** Ranking weight of each page, 0..1 (migration pages less than the guides they mirror). */
  pagePrior: Float32Array
  /** First section of each display value, ascending. */
  displayFirst: Uint32Array
  /** Hashes of the display values, 8 bytes each (displayHash: as hex, when a query needs one). */
  displayHashes: Uint8Array
  /** Present in a language's overlay (see OverlayPages): searched with its source index. */
  overlay?: OverlayPages<Uint32Array>
}

/**
 * What a language's overlay says of the pages of its source index (English, same version), by
 * their page numbers there, ascending: `translated`, the pages it holds a translation of (their
 * English sections are left out of its searches); `native`, pages written in the language already
 * (their English sections are not labelled as foreign). Written after the display routing, so a
 * meta value without it (an English index) is read as before.
 */
export interface OverlayPages<L extends ArrayLike<number> = readonly number[]> {
  translated: L
  native: L
}

/** Input of encodeMeta: per section, and the section count of each page in order. */
export interface MetaInput {
  levels: number[]
  titleTokens: number[]
  contentTokens: number[]
  pageSizes: number[]
  /** Percent, 0..100, per page. */
  pagePriors: number[]
  /** Display values in section order: first section, hash (16 hex digits). */
  display: Array<{ first: number; hash: string }>
  overlay?: OverlayPages
}

/** Bytes of a display value's hash in the meta value (16 hex digits). */
const HASH_BYTES = 8
const HEX_RE = /^[0-9a-f]{16}$/

/** A decoded term shard: sorted terms and, per term, where its postings are. */
export interface TermShard {
  terms: string[]
  starts: Uint32Array
  bytes: Uint8Array
}

/** One posting list, flat: section, packed hits, section, packed hits, ... in section order. */
export type Postings = number[]

export function encodeMeta(input: MetaInput): Uint8Array {
  const writer = new ByteWriter().uint(FORMAT).uint(input.levels.length)
  writer.block(Uint8Array.from(input.levels)).block(Uint8Array.from(input.titleTokens, clamp255))
  for (const count of input.contentTokens) writer.uint(count)
  writer.uint(input.pageSizes.length)
  for (const size of input.pageSizes) writer.uint(size)
  writer.block(Uint8Array.from(input.pagePriors)).uint(input.display.length)
  const hashes = new Uint8Array(input.display.length * HASH_BYTES)
  for (const [n, { first, hash }] of input.display.entries()) {
    if (!HEX_RE.test(hash)) throw new Error(`display value hash ${hash} is not 16 hex digits`)
    writer.uint(first - (n ? input.display[n - 1]!.first : 0))
    for (let at = 0; at < HASH_BYTES; at++)
      hashes[n * HASH_BYTES + at] = parseInt(hash.slice(at * 2, at * 2 + 2), 16)
  }
  writer.block(hashes)
  if (input.overlay)
    for (const list of [input.overlay.translated, input.overlay.native]) {
      writer.uint(list.length)
      for (const [n, page] of list.entries()) writer.uint(page - (n ? list[n - 1]! : 0))
    }
  return writer.finish()
}

/** An ascending list of page numbers as written by encodeMeta (deltas). */
function readPages(reader: ByteReader): Uint32Array {
  const pages = new Uint32Array(reader.uint())
  for (let n = 0, page = 0; n < pages.length; n++) pages[n] = page += reader.uint()
  return pages
}

/** Hash of display value `n` (its KV key is `search:v<major>:<hash>`), 16 hex digits. */
export function displayHash(meta: IndexMeta, n: number): string {
  let hex = ''
  for (let at = n * HASH_BYTES; at < (n + 1) * HASH_BYTES; at++)
    hex += meta.displayHashes[at]!.toString(16).padStart(2, '0')
  return hex
}

const clamp255 = (value: number) => Math.min(255, value)

export function decodeMeta(bytes: Uint8Array): IndexMeta {
  const reader = new ByteReader(bytes)
  if (reader.uint() !== FORMAT) throw new Error(`not a search index meta value (format ${FORMAT})`)
  const docCount = reader.uint()
  const levels = reader.block().slice()
  const titleTokens = reader.block().slice()
  const contentTokens = new Uint32Array(docCount)
  let total = 0
  for (let doc = 0; doc < docCount; doc++) total += contentTokens[doc] = reader.uint()
  const pageCount = reader.uint()
  const pageOf = new Uint32Array(docCount)
  for (let page = 0, doc = 0; page < pageCount; page++)
    for (let size = reader.uint(); size > 0; size--) pageOf[doc++] = page
  const pagePrior = Float32Array.from(reader.block(), (percent) => percent / 100)
  const displayCount = reader.uint()
  const displayFirst = new Uint32Array(displayCount)
  for (let n = 0, first = 0; n < displayCount; n++) displayFirst[n] = first += reader.uint()
  const displayHashes = reader.block().slice()
  const overlay =
    reader.offset < bytes.length
      ? { translated: readPages(reader), native: readPages(reader) }
      : undefined
  if (
    levels.length !== docCount ||
    pagePrior.length !== pageCount ||
    displayHashes.length !== displayCount * HASH_BYTES
  )
    throw new Error('search index meta value is inconsistent')
  const averageContentTokens = docCount ? Math.max(1, total / docCount) : 1
  return {
    docCount,
    levels,
    titleTokens,
    contentTokens,
    averageContentTokens,
    pageOf,
    pageCount,
    pagePrior,
    displayFirst,
    displayHashes,
    ...(overlay ? { overlay } : {}),
  }
}

/** A term shard: terms sorted, each with its postings (section numbers ascending). */
export function encodeTermShard(
  entries: ReadonlyArray<[term: string, postings: ArrayLike<number>]>
): Uint8Array {
  const writer = new ByteWriter().uint(FORMAT).uint(entries.length)
  writer.string(entries.map(([term]) => term).join('\n'))
  for (const [, postings] of entries) {
    const list = new ByteWriter().uint(postings.length / 2)
    for (let n = 0, last = 0; n < postings.length; n += 2) {
      list.uint(postings[n]! - last).uint(postings[n + 1]!)
      last = postings[n]!
    }
    writer.block(list.finish())
  }
  return writer.finish()
}

export function decodeTermShard(bytes: Uint8Array): TermShard {
  const reader = new ByteReader(bytes)
  if (reader.uint() !== FORMAT) throw new Error(`not a search term shard (format ${FORMAT})`)
  const count = reader.uint()
  const terms = count ? reader.string().split('\n') : (reader.string(), [])
  const starts = new Uint32Array(count + 1)
  for (let n = 0; n < count; n++) {
    const length = reader.uint()
    starts[n] = reader.offset
    reader.offset += length
  }
  starts[count] = reader.offset
  if (terms.length !== count || reader.offset > bytes.length)
    throw new Error('search term shard is inconsistent')
  return { terms, starts, bytes }
}

/** Index of the first term of the shard not below `term` (binary search). */
export function lowerBound(terms: readonly string[], term: string): number {
  return partitionPoint(terms.length, (n) => terms[n]! < term)
}

/** Sections holding the shard's term `n` (how many: the cheap document frequency). */
export function countPostings(shard: TermShard, n: number): number {
  return new ByteReader(shard.bytes, shard.starts[n]).uint()
}

/**
 * A display value is text before gzip (the build then stores it base64, see above): sections
 * are separated by RS, fields by US, parent headings by GS (control characters the build removes
 * from the text). Each section stays one string until a result needs it.
 */
const RS = '\x1e'
const US = '\x1f'
const GS = '\x1d'
const SEPARATORS_RE = /[\x1d-\x1f]/g
const DISPLAY_HEADER = `aster-search-display ${FORMAT}`

/** A decoded display shard: each section stays one string until a result needs it. */
export interface StoreShard {
  records: string[]
}

const clean = (text: string) => text.replace(SEPARATORS_RE, ' ')

/** Display data of a range of sections: id, title, parent headings, level, text, language. */
export function encodeStore(sections: readonly SearchSection[]): string {
  const records = sections.map((section) =>
    [
      clean(section.id),
      clean(section.title),
      section.titles.map(clean).join(GS),
      String(section.level),
      clean(section.content),
      section.lang ?? '',
    ].join(US)
  )
  return [DISPLAY_HEADER, ...records].join(RS)
}

/** Cuts a display value into its sections (each decoded when a result needs it). */
export function decodeStore(text: string): StoreShard {
  const [header, ...records] = text.split(RS)
  if (header !== DISPLAY_HEADER) throw new Error(`not a search display value (format ${FORMAT})`)
  return { records }
}

/** Section `n` of a display shard. */
export function readStoredSection(shard: StoreShard, n: number): SearchSection {
  const record = shard.records[n]
  if (record === undefined) throw new RangeError(`display shard holds no section ${n}`)
  const [id = '', title = '', titles = '', level = '', content = '', lang = ''] = record.split(US)
  const section = {
    id,
    title,
    titles: titles ? titles.split(GS) : [],
    level: Number(level),
    content,
  }
  return lang ? { ...section, lang } : section
}

/** The Latin words of one letter, newline-separated and sorted. */
export const encodeWords = (words: readonly string[]) => encodeUtf8(words.join('\n'))
export const decodeWords = (bytes: Uint8Array) => {
  const text = decodeUtf8(bytes)
  return text ? text.split('\n') : []
}
