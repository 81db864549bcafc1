import { gunzipSync } from 'fflate'
import * as v from 'valibot'
import type { SearchVersion } from '../../src/shared/search/filter'
import type { Locale } from '../../src/shared/i18n/locales'
import {
  openSearchIndex,
  type SearchBatchLoader,
  type SearchIndex,
  type SearchValueLoader,
} from '../../src/shared/search/index-db'
import {
  DECODED_SIZE_FACTOR,
  SEARCH_ISOLATE_BYTES,
  SEARCH_MANIFEST_KEY,
  SearchManifestSchema,
  type SearchManifest,
  type SearchManifestEntry,
  searchIndexEntries,
} from '../../src/shared/search/manifest'
import { prefetchQuery } from '../../src/shared/search/query-terms'
import { createIsolateMemo, type IsolateMemo } from '../isolate-memo'
import { SearchTiming } from './search-timing'
import { checkHash, decodeBase64, SearchUnavailableError } from './value-check'

export { SearchUnavailableError }

/** Seconds an edge location may cache the manifest read (KV's minimum). */
const MANIFEST_CACHE_TTL = 60
/**
 * How long this isolate keeps the parsed manifest (as worker/release.ts keeps release info): a
 * search costs no KV read, JSON.parse or schema check, and a new index is live within a minute
 * (KV's own edge cache of the read is as long). A missing or corrupt manifest is not kept.
 */
const MANIFEST_ISOLATE_TTL_MS = 60_000

/**
 * Opened indexes of this isolate, by version, tagged with the manifest hash: concurrent first
 * requests await the SAME open; a failed open is forgotten so the next request retries; a newer
 * hash of a version replaces the older index. Opening reads only the version's meta value.
 */
const opened = createIsolateMemo<SearchIndex>({ shareInFlight: true })
/**
 * The values this isolate read, by KV key, bounded by bytes (manifest.ts SEARCH_ISOLATE_BYTES):
 * `stored` as KV holds them (gzip, hash checked once), `decoded` ready for use (with the bytes
 * they count). A query finds a hot value decoded, a colder one stored (gunzipped again, no KV
 * read), and reads from KV only what neither holds. Keys are content hashes, so a value never
 * goes stale.
 */
const stored = createIsolateMemo<Uint8Array<ArrayBuffer>>({
  shareInFlight: true,
  maxBytes: SEARCH_ISOLATE_BYTES.stored,
  sizeOf: (gzipped) => gzipped.byteLength,
})
interface Decoded {
  value: unknown
  bytes: number
}
const decoded = createIsolateMemo<Decoded>({
  shareInFlight: true,
  maxBytes: SEARCH_ISOLATE_BYTES.decoded,
  sizeOf: (held) => held.bytes,
})
const manifests = createIsolateMemo<SearchManifest>({ ttlMs: MANIFEST_ISOLATE_TTL_MS })
/**
 * What this isolate did: indexes opened, the last open's time, KV reads (manifest included; a
 * bulk read is one) and among them display reads, values read from KV, gunzips (a held value
 * gunzipped again counts) and the bytes they gave (workerd gives no heap figure: the memos' byte
 * counts bound what is held).
 */
const stats = {
  restores: 0,
  lastRestoreMs: 0,
  kvReads: 0,
  displayReads: 0,
  valuesRead: 0,
  bytesRead: 0,
  gunzips: 0,
}

/** The validated `search:manifest`, read from KV at most once a minute per isolate. */
export function readSearchManifest(kv: KVNamespace): Promise<SearchManifest> {
  return manifests.get('manifest', () => readManifestFromKv(kv))
}

async function readManifestFromKv(kv: KVNamespace): Promise<SearchManifest> {
  stats.kvReads++
  const text = await kv.get(SEARCH_MANIFEST_KEY, { cacheTtl: MANIFEST_CACHE_TTL })
  if (text === null)
    throw new SearchUnavailableError(
      `the search index has not been published (KV key "${SEARCH_MANIFEST_KEY}" is missing)`
    )
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new SearchUnavailableError(`KV key "${SEARCH_MANIFEST_KEY}" is not JSON`)
  }
  const parsed = v.safeParse(SearchManifestSchema, json)
  if (!parsed.success)
    throw new SearchUnavailableError(
      `KV key "${SEARCH_MANIFEST_KEY}" is not a search manifest: ${parsed.issues[0].message}`
    )
  return parsed.output
}

/**
 * The index of a docs version in a language, opened once per isolate and manifest hash (its
 * other values are read when a query needs them): a language's overlay comes with its source,
 * the English index, opened alongside (manifest.ts searchIndexEntries). Pass the manifest already
 * read (the API keys its answer cache with the same hashes); else it is read. The index returned
 * reads through this request's `kv` and counts what it reads in `timing` (the values it decodes
 * are shared by the isolate).
 */
export async function getSearchIndex(
  kv: KVNamespace,
  version: SearchVersion,
  manifest?: SearchManifest,
  timing = new SearchTiming(),
  locale: Locale = 'en'
): Promise<SearchIndex> {
  const entries = searchIndexEntries(manifest ?? (await readSearchManifest(kv)), version, locale)
  const load = createKvLoader(kv, timing)
  const loadBatch = createKvBatchLoader(kv, timing)
  const open = (entry: SearchManifestEntry, name: string) =>
    opened.get(
      `${name}:${version}`,
      async () => {
        const started = performance.now()
        stats.restores++
        const index = await openSearchIndex(entry, load, loadBatch)
        stats.lastRestoreMs = performance.now() - started
        return index
      },
      entry.hash
    )
  const [index, source] = await Promise.all([
    open(entries[0], locale),
    entries[1] && open(entries[1], 'en'),
  ])
  return {
    ...index,
    load,
    loadBatch,
    ...(source ? { source: { ...source, load, loadBatch } } : {}),
  }
}

/**
 * Reads the term shards of `query` in every index a search reads (query-terms.ts prefetchQuery),
 * to run alongside getSearchIndex: an isolate's first search reads the meta values and the term
 * shards at once.
 */
export async function prefetchSearchTerms(
  kv: KVNamespace,
  entries: readonly SearchManifestEntry[],
  query: string,
  timing: SearchTiming
): Promise<void> {
  const load = createKvLoader(kv, timing)
  await Promise.all(entries.map((entry) => prefetchQuery({ entry, load }, query)))
}

/**
 * A value decoded: the one this isolate holds, else its stored bytes (held, or read from KV by
 * `read`) gunzipped and decoded, and kept. Any failure is the index being unavailable (503).
 */
function getDecoded<T>(
  key: string,
  decode: (bytes: Uint8Array) => T,
  read: () => Promise<Uint8Array<ArrayBuffer>>,
  timing: SearchTiming
): Promise<T> {
  return decoded
    .get(key, async () => {
      const gzipped = await stored.get(key, read)
      return timing.decode(async () => {
        stats.gunzips++
        // fflate, synchronous: a query's few dozen small values gunzip about 4× faster than
        // through one DecompressionStream each (a stream per value, several turns of the loop)
        const bytes = gunzipSync(gzipped)
        stats.bytesRead += bytes.byteLength
        return { value: decode(bytes), bytes: bytes.byteLength * DECODED_SIZE_FACTOR }
      })
    })
    .then((held) => held.value as T, unreadable(key))
}

/** Reads values from KV once per isolate (while it holds them); see getDecoded. */
function createKvLoader(kv: KVNamespace, timing: SearchTiming): SearchValueLoader {
  return <T>(key: string, decode: (bytes: Uint8Array) => T) =>
    getDecoded(key, decode, () => readValue(kv, key, timing), timing)
}

const unreadable = (key: string) => (error: unknown) => {
  throw error instanceof SearchUnavailableError
    ? error
    : new SearchUnavailableError(`search index value ${key} is unreadable: ${String(error)}`)
}

/**
 * Reads display values with ONE KV read per call (a bulk read of the keys this isolate holds
 * neither decoded nor stored): a query's results cost at most one read whatever the number of
 * display values they lie in. A display value is the base64 of its gzip (bulk reads return text).
 */
function createKvBatchLoader(kv: KVNamespace, timing: SearchTiming): SearchBatchLoader {
  return <T>(keys: readonly string[], decode: (text: string) => T) => {
    const missing: string[] = []
    let read: Promise<Map<string, Promise<Uint8Array<ArrayBuffer>>>> | undefined
    // the memos call their loaders synchronously, so `missing` is complete when the read starts
    const readMissing = () =>
      (read ??= Promise.resolve().then(() => {
        stats.kvReads++
        stats.displayReads++
        return timing.read(
          () => kv.get(missing, 'text'),
          async (texts) => {
            const checked = new Map(
              missing.map((key) => [key, checkDisplay(key, texts.get(key), timing)])
            )
            await Promise.allSettled(checked.values())
            return checked
          }
        )
      }))
    const decodeText = (bytes: Uint8Array) => decode(new TextDecoder().decode(bytes))
    return Promise.all(
      keys.map((key) =>
        getDecoded(
          key,
          decodeText,
          async () => {
            missing.push(key)
            return (await readMissing()).get(key)!
          },
          timing
        )
      )
    )
  }
}

/** A display value as the bulk read returned it: present, hash-checked, its gzip. */
async function checkDisplay(
  key: string,
  text: string | null | undefined,
  timing: SearchTiming
): Promise<Uint8Array<ArrayBuffer>> {
  if (text == null) throw new SearchUnavailableError(`search index value missing from KV: ${key}`)
  timing.kvBytes += text.length
  await checkHash(key, new TextEncoder().encode(text))
  stats.valuesRead++
  return decodeBase64(text)
}

/** A value from KV: present, its sha256 the hash its key names (still gzipped). */
function readValue(
  kv: KVNamespace,
  key: string,
  timing: SearchTiming
): Promise<Uint8Array<ArrayBuffer>> {
  stats.kvReads++
  return timing.read(
    () => kv.get(key, 'arrayBuffer'),
    async (gzipped) => {
      if (!gzipped) throw new SearchUnavailableError(`search index value missing from KV: ${key}`)
      timing.kvBytes += gzipped.byteLength
      await checkHash(key, gzipped)
      stats.valuesRead++
      return new Uint8Array(gzipped)
    }
  )
}

/**
 * Indexes opened by this isolate, how long the last open took, values read from KV and gunzipped,
 * and the bytes it holds of them, stored and decoded (tests).
 */
export function getSearchRestoreStats(): Readonly<
  typeof stats & { storedBytes: number; decodedBytes: number }
> {
  return { ...stats, storedBytes: stored.size().bytes, decodedBytes: decoded.size().bytes }
}

/** Forgets every opened index, value and the manifest (tests: the next request reads KV again). */
export function resetSearchIndexCache(): void {
  opened.reset()
  stored.reset()
  decoded.reset()
  manifests.reset()
}
