import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import * as v from 'valibot'
import type { SearchVersion } from '../../src/shared/search/filter'
import {
  listDisplayKeys,
  openSearchIndex,
  type SearchIndex,
} from '../../src/shared/search/index-db'
import { decodeMeta } from '../../src/shared/search/index-format'
import {
  listSearchIndexKeys,
  SEARCH_VALUES_PER_ISOLATE,
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

/**
 * Opens an index whose gzipped values come from `read`, each decoded once and kept as the
 * worker keeps them (the SEARCH_VALUES_PER_ISOLATE most recently used of each kind), so the
 * bench's memory figure is the worker's.
 */
export function openWithReader(
  entry: SearchManifestEntry,
  read: (key: string) => Promise<Uint8Array>
): Promise<SearchIndex> {
  const byKind = new Map<(value: never) => unknown, Map<string, unknown>>()
  const load = async <T>(
    key: string,
    decode: (value: Uint8Array) => T,
    decodeText?: (text: string) => T
  ) => {
    const kind = decodeText ?? decode
    let decoded = byKind.get(kind)
    if (!decoded) byKind.set(kind, (decoded = new Map()))
    let value = decoded.get(key)
    if (value === undefined) {
      const stored = await read(key)
      // a display value is its gzip as base64 text, the others gzip (index.ts)
      value = decodeText
        ? decodeText(
            gunzipSync(Buffer.from(Buffer.from(stored).toString('latin1'), 'base64')).toString()
          )
        : decode(gunzipSync(stored))
    }
    decoded.delete(key)
    decoded.set(key, value)
    for (const oldest of decoded.keys()) {
      if (decoded.size <= SEARCH_VALUES_PER_ISOLATE) break
      decoded.delete(oldest)
    }
    return value as T
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

/** One version's built index from dist/, opened in Node (values read from files when needed). */
export async function loadBuiltIndex(
  distDir: string,
  version: SearchVersion
): Promise<SearchIndex> {
  const { versions } = await readSearchManifest(distDir)
  return openWithReader(versions[version], (key) => readIndexValue(distDir, key))
}

/** An index built in memory (tests, bench), opened like the worker opens one. */
export function openBuiltIndex({ entry, values }: BuiltIndex): Promise<SearchIndex> {
  return openWithReader(entry, async (key) => {
    const value = values.get(key)
    if (!value) throw new Error(`no search value ${key}`)
    return value
  })
}
