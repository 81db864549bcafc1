import * as v from 'valibot'
import type { SearchVersion } from '../../src/shared/search/filter'
import {
  restoreSearchIndex,
  type SavedSearchIndex,
  type SearchIndex,
} from '../../src/shared/search/index-db'
import {
  SEARCH_MANIFEST_KEY,
  SearchManifestSchema,
  type SearchManifest,
  type SearchManifestEntry,
} from '../../src/shared/search/manifest'
import { createIsolateMemo } from '../isolate-memo'

/** The index cannot be served (manifest or values missing or corrupt): the API answers 503. */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError'
}

/** Seconds an edge location may cache the manifest read (KV's minimum). */
const MANIFEST_CACHE_TTL = 60
/**
 * How long this isolate keeps the parsed manifest (as worker/release.ts keeps release info): a
 * search costs no KV read, JSON.parse or schema check, and a new index is live within a minute
 * (KV's own edge cache of the read is as long). A missing or corrupt manifest is not kept.
 */
const MANIFEST_ISOLATE_TTL_MS = 60_000

/**
 * Restored indexes of this isolate, by version, tagged with the manifest hash: concurrent first
 * requests await the SAME restore; a failed restore is forgotten so the next request retries; a
 * newer hash of a version replaces the older index.
 */
const restored = createIsolateMemo<SearchIndex>({ shareInFlight: true })
const manifests = createIsolateMemo<SearchManifest>({ ttlMs: MANIFEST_ISOLATE_TTL_MS })
const stats = { restores: 0, lastRestoreMs: 0 }

/** The validated `search:manifest`, read from KV at most once a minute per isolate. */
export function readSearchManifest(kv: KVNamespace): Promise<SearchManifest> {
  return manifests.get('manifest', () => readManifestFromKv(kv))
}

async function readManifestFromKv(kv: KVNamespace): Promise<SearchManifest> {
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
 * The index of a docs version, restored from KV once per isolate and manifest hash. Pass the
 * manifest already read (the API keys its answer cache with the same hash); else it is read.
 */
export async function getSearchIndex(
  kv: KVNamespace,
  version: SearchVersion,
  manifest?: SearchManifest
): Promise<SearchIndex> {
  const entry = (manifest ?? (await readSearchManifest(kv))).versions[version]
  return restored.get(
    String(version),
    () =>
      restoreFromKv(kv, entry).catch((error: unknown) => {
        throw error instanceof SearchUnavailableError
          ? error
          : new SearchUnavailableError(
              `search index ${entry.keys[0]} could not be restored: ${String(error)}`
            )
      }),
    entry.hash
  )
}

/** Reads the shards, checks their hash, gunzips and restores the Orama index. */
async function restoreFromKv(kv: KVNamespace, entry: SearchManifestEntry): Promise<SearchIndex> {
  const started = performance.now()
  stats.restores++
  const shards = await Promise.all(entry.keys.map((key) => kv.get(key, 'arrayBuffer')))
  const missing = entry.keys.filter((_, n) => !shards[n])
  if (missing.length)
    throw new SearchUnavailableError(`search index value(s) missing from KV: ${missing.join(', ')}`)
  const gzipped = await new Blob(shards as ArrayBuffer[]).arrayBuffer()
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', gzipped))
  const hash = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, entry.hash.length)
  if (hash !== entry.hash)
    throw new SearchUnavailableError(
      `search index ${entry.keys[0]} is corrupt (hash ${hash}, expected ${entry.hash})`
    )
  const json = await new Response(
    new Blob([gzipped]).stream().pipeThrough(new DecompressionStream('gzip'))
  ).text()
  const index = restoreSearchIndex(JSON.parse(json) as SavedSearchIndex)
  stats.lastRestoreMs = performance.now() - started
  return index
}

/** How many restores this isolate started and how long the last one took (Server-Timing, tests). */
export function getSearchRestoreStats(): Readonly<typeof stats> {
  return { ...stats }
}

/** Forgets every restored index and the manifest (tests: the next request reads KV and restores again). */
export function resetSearchIndexCache(): void {
  restored.reset()
  manifests.reset()
}
