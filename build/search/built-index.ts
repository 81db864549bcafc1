import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import * as v from 'valibot'
import type { Locale } from '../../src/shared/i18n/locales'
import type { SearchVersion } from '../../src/shared/search/filter'
import {
  listDisplayKeys,
  openSearchIndex,
  type SearchIndex,
} from '../../src/shared/search/index-db'
import { decodeMeta } from '../../src/shared/search/index-format'
import {
  DECODED_SIZE_FACTOR,
  listSearchIndexKeys,
  SEARCH_ISOLATE_BYTES,
  searchIndexEntries,
  SearchManifestSchema,
  type SearchManifest,
  type SearchManifestEntry,
} from '../../src/shared/search/manifest'
import { getSearchFileName, type BuiltIndex } from './index'

/**
 * Reading the search index the build wrote to `<distDir>/search`, or one built in memory.
 * Consumers: the KV push (./push.ts), the relevance tests, the search benchmark.
 */

/** Reads and validates `<distDir>/search/manifest.json`. */
export async function readSearchManifest(distDir: string): Promise<SearchManifest> {
  const file = join(distDir, 'search', 'manifest.json')
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file} is missing: run \`npm run build\``)
  })
  const parsed = v.safeParse(SearchManifestSchema, JSON.parse(text))
  if (!parsed.success)
    throw new Error(
      `${file}: not a search manifest (${parsed.issues[0].message}); run \`npm run build\``
    )
  return parsed.output
}

/** The gzipped value of a KV key, as the build wrote it. */
export function readIndexValue(distDir: string, key: string): Promise<Buffer> {
  return readFile(join(distDir, 'search', getSearchFileName(key)))
}

const notBytes = (): never => {
  throw new Error('a display value is text')
}

/** A least-recently-used map bounded by the bytes of its values (as the worker's memos). */
function createByteLru<V>(budget: number) {
  const held = new Map<string, { value: V; bytes: number }>()
  let total = 0
  return {
    get(key: string): V | undefined {
      const entry = held.get(key)
      if (!entry) return undefined
      held.delete(key)
      held.set(key, entry)
      return entry.value
    },
    set(key: string, value: V, bytes: number) {
      held.set(key, { value, bytes })
      total += bytes
      for (const [oldest, entry] of held) {
        if (total <= budget) break
        held.delete(oldest)
        total -= entry.bytes
      }
    },
  }
}

/**
 * Opens an index whose gzipped values come from `read`, kept as the worker keeps them (manifest.ts
 * SEARCH_ISOLATE_BYTES: the gzip of what was read, and what was decoded, each bounded by bytes),
 * so the bench's memory figure is the worker's.
 */
export function openWithReader(
  entry: SearchManifestEntry,
  read: (key: string) => Promise<Uint8Array>
): Promise<SearchIndex> {
  const stored = createByteLru<Uint8Array>(SEARCH_ISOLATE_BYTES.stored)
  const decoded = createByteLru<unknown>(SEARCH_ISOLATE_BYTES.decoded)
  const load = async <T>(
    key: string,
    decode: (value: Uint8Array) => T,
    decodeText?: (text: string) => T
  ) => {
    const held = decoded.get(key)
    if (held !== undefined) return held as T
    let gzipped = stored.get(key)
    if (!gzipped) {
      const value = await read(key)
      // a display value is its gzip as base64 text, the others gzip (index.ts)
      // a copy of its own size, as the worker holds it (a small Buffer may share a larger slab)
      gzipped = Uint8Array.from(
        decodeText ? Buffer.from(Buffer.from(value).toString('latin1'), 'base64') : value
      )
      stored.set(key, gzipped, gzipped.byteLength)
    }
    const bytes = gunzipSync(gzipped)
    const value = decodeText ? decodeText(bytes.toString()) : decode(bytes)
    decoded.set(key, value, bytes.byteLength * DECODED_SIZE_FACTOR)
    return value
  }
  return openSearchIndex(
    entry,
    (key, decode) => load(key, decode),
    (keys, decodeText) => Promise.all(keys.map((key) => load(key, notBytes, decodeText)))
  )
}

/**
 * Every KV key of a version's built index: the keys its entry names, then the display values'
 * (named by its meta value). `read` gives a key's stored value.
 */
export async function listBuiltIndexKeys(
  entry: SearchManifestEntry,
  read: (key: string) => Promise<Uint8Array>
): Promise<string[]> {
  const meta = decodeMeta(gunzipSync(await read(entry.meta)))
  return [...listSearchIndexKeys(entry), ...listDisplayKeys(entry, meta)]
}

/**
 * One version's built index from dist/ in a language (English by default), opened in Node
 * (values read from files when needed): a language's overlay with its source, the English index
 * (manifest.ts searchIndexEntries).
 */
export async function loadBuiltIndex(
  distDir: string,
  version: SearchVersion,
  locale?: Locale
): Promise<SearchIndex> {
  const manifest = await readSearchManifest(distDir)
  const read = (key: string) => readIndexValue(distDir, key)
  const [entry, source] = searchIndexEntries(manifest, version, locale)
  return withSource(
    await openWithReader(entry, read),
    source && (await openWithReader(source, read))
  )
}

/** An overlay searched with its source (index-db.ts SearchIndex.source), or the index alone. */
function withSource(index: SearchIndex, source: SearchIndex | undefined): SearchIndex {
  return source ? { ...index, source } : index
}

/**
 * An index built in memory (tests, bench), opened like the worker opens one; a language's
 * overlay with its `source`, the English index of the same version.
 */
export async function openBuiltIndex(
  { entry, values }: Pick<BuiltIndex, 'entry' | 'values'>,
  source?: Pick<BuiltIndex, 'entry' | 'values'>
): Promise<SearchIndex> {
  // the overlay reads its source's display values too (one batch per query: rank.ts)
  const read = async (key: string) => {
    const value = values.get(key) ?? source?.values.get(key)
    if (!value) throw new Error(`no search value ${key}`)
    return value
  }
  return withSource(
    await openWithReader(entry, read),
    source && (await openWithReader(source.entry, read))
  )
}
