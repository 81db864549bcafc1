import * as v from 'valibot'
import { SEARCH_VERSIONS, type SearchVersion } from './filter'

/**
 * Where the search indexes live in KV. Consumers: the build (build/search writes the shards and
 * this manifest), build/local.ts and the worker tests (push them), the worker (worker/search
 * reads the manifest, then the shards it names).
 *
 * Keys follow `prefix:version:hash`: one value `search:v4:<hash>`, or shards
 * `search:v4:<hash>:0`, `:1`, ... when the gzipped index would pass MAX_SEARCH_VALUE_BYTES.
 * The manifest is written last, so a reader never sees a manifest naming missing values.
 */
export const SEARCH_MANIFEST_KEY = 'search:manifest'
/** Largest KV value written (KV allows 25 MiB; 20 MiB leaves headroom). */
export const MAX_SEARCH_VALUE_BYTES = 20 * 1024 * 1024

/** KV key of a version's index (or of shard `n` of it). */
export function getSearchIndexKey(version: SearchVersion, hash: string, shard?: number): string {
  return shard === undefined ? `search:v${version}:${hash}` : `search:v${version}:${hash}:${shard}`
}

const HASH_RE = /^[0-9a-f]{8,64}$/
const KEY_RE = /^search:v\d+:[0-9a-f]{8,64}(:\d+)?$/

const VersionEntrySchema = v.object({
  /** sha256 (hex prefix) of the gzipped index. */
  hash: v.pipe(v.string(), v.regex(HASH_RE)),
  /** KV keys of the shards, in order (one key when unsharded). */
  keys: v.pipe(v.array(v.pipe(v.string(), v.regex(KEY_RE))), v.minLength(1)),
  /** File of each shard under dist/search/, same order as `keys`. */
  files: v.array(v.string()),
  sections: v.number(),
  /** Size of the serialized index (JSON) and of its gzip. */
  rawBytes: v.number(),
  gzipBytes: v.number(),
})

/** `search:manifest` (and dist/search/manifest.json). */
export const SearchManifestSchema = v.object({
  /** Hash over every version's hash: the per-isolate cache key of the worker. */
  hash: v.pipe(v.string(), v.regex(HASH_RE)),
  /** One entry per docs version, by major (every version of src/shared/docs/versions.ts). */
  versions: v.object(
    Object.fromEntries(SEARCH_VERSIONS.map((major) => [major, VersionEntrySchema])) as Record<
      SearchVersion,
      typeof VersionEntrySchema
    >
  ),
})
export type SearchManifest = v.InferOutput<typeof SearchManifestSchema>
export type SearchManifestEntry = SearchManifest['versions'][SearchVersion]
