import * as v from 'valibot'
import { SEARCH_VERSIONS, type SearchVersion } from './filter'
import type { TranslationLocale } from '../content/translation'
import type { Locale } from '../i18n/locales'

/**
 * Where the search indexes live in KV. Consumers: the build (build/search writes the values and
 * this manifest), build/publish/local.ts and the worker tests (push them), the worker (worker/search
 * reads the manifest, then only the values a query touches).
 *
 * Every value is content-addressed, `search:v4:<sha256 prefix of its gzipped bytes>`: the
 * worker checks a value against its own key. The manifest routes a query to them (the first
 * term of each term shard, one word list per letter; the meta value routes to the display
 * values) and is written last, so a reader never sees a manifest naming missing values.
 */
export const SEARCH_MANIFEST_KEY = 'search:manifest'
/** Largest KV value the build writes (KV allows 25 MiB; an isolate should never gunzip more). */
export const MAX_SEARCH_VALUE_BYTES = 5 * 1024 * 1024

/**
 * What an isolate keeps of the values it read (term shards, word lists, display values), by
 * bytes, least recently used dropped first: `stored`, the values as KV holds them (gzip, hash
 * checked), so a value read once is never read from KV again while it fits; `decoded`, the values
 * ready for use, counted as DECODED_SIZE_FACTOR times their gunzipped bytes (strings and arrays
 * cost more than the bytes). A value held only `stored` is gunzipped again when a query needs it.
 * At 1,000 pages a version's whole index fits in `stored`; at 10,000 (about 17 MB gzip) most of
 * it. With the meta values (about 2 MB decoded at 10,000 pages) an isolate keeps under 32 MB of
 * search data, within the 40 MB heap goal and a Worker's 128 MB.
 * Consumers: worker/search/load-index.ts and the Node reader of build/search (bench, tests).
 */
export const SEARCH_ISOLATE_BYTES = {
  stored: 16 * 1024 * 1024,
  decoded: 12 * 1024 * 1024,
} as const

/** Estimate of a decoded value's heap bytes from its gunzipped bytes (see SEARCH_ISOLATE_BYTES). */
export const DECODED_SIZE_FACTOR = 2

/**
 * KV key of a search index value: `search:v<major>:<hash>`, `search:v<major>-<locale>:<hash>`
 * for a translation language's index.
 */
export function getSearchIndexKey(
  version: SearchVersion,
  hash: string,
  locale?: TranslationLocale
): string {
  return `search:v${version}${locale ? `-${locale}` : ''}:${hash}`
}

const HASH_RE = /^[0-9a-f]{8,64}$/
const KEY_RE = /^search:v\d+(?:-[A-Za-z]{2}(?:-[A-Za-z]{2})?)?:[0-9a-f]{8,64}$/
const KeySchema = v.pipe(v.string(), v.regex(KEY_RE))

const VersionEntrySchema = v.object({
  /** Hash over the hashes of the version's values: the index's identity (answer cache key). */
  hash: v.pipe(v.string(), v.regex(HASH_RE)),
  sections: v.number(),
  /** Size of all the version's values, raw and gzipped. */
  rawBytes: v.number(),
  gzipBytes: v.number(),
  /** What ranking knows of every section (index-format.ts IndexMeta). */
  meta: KeySchema,
  /** Term shards in term order, each with its first term. */
  terms: v.pipe(v.array(v.object({ first: v.string(), key: KeySchema })), v.minLength(1)),
  /** Latin word lists for typo correction, by first letter. */
  words: v.record(v.string(), KeySchema),
  /** Display values (their routing is in the meta value, index-format.ts). */
  displayCount: v.number(),
})

/** One index per docs version, by major (every version of src/shared/docs/versions.ts). */
const VersionsSchema = v.object(
  Object.fromEntries(SEARCH_VERSIONS.map((major) => [major, VersionEntrySchema])) as Record<
    SearchVersion,
    typeof VersionEntrySchema
  >
)

/** `search:manifest` (and dist/search/manifest.json). */
export const SearchManifestSchema = v.object({
  /** Hash over every index's hash. */
  hash: v.pipe(v.string(), v.regex(HASH_RE)),
  /** The English indexes (the sources). */
  versions: VersionsSchema,
  /**
   * Each translation language's indexes, overlays of the English ones (overlay.ts): only its
   * translated pages, in that language; a search reads the overlay and the English index of the
   * same version together, the English pages not translated labelled `lang: 'en'`.
   */
  locales: v.optional(v.partial(v.object({ 'zh-CN': VersionsSchema })), {}),
})
export type SearchManifest = v.InferOutput<typeof SearchManifestSchema>
export type SearchManifestEntry = SearchManifest['versions'][SearchVersion]

/**
 * The indexes a search of a docs version in a language reads: the language's overlay and then
 * its source, the English index (overlay.ts), or the English index alone when the language has
 * none (a build without translations). Consumers: the search API (its answer key names every
 * hash), the MCP `search_docs` tool, the worker's and Node's readers of the index.
 */
export function searchIndexEntries(
  manifest: SearchManifest,
  version: SearchVersion,
  locale: Locale = 'en'
): [SearchManifestEntry] | [overlay: SearchManifestEntry, source: SearchManifestEntry] {
  const overlay = locale !== 'en' ? manifest.locales?.[locale]?.[version] : undefined
  return overlay ? [overlay, manifest.versions[version]] : [manifest.versions[version]]
}

/**
 * The KV keys a version's entry names (meta first), display values aside: their keys are in the
 * meta value (index-db.ts listDisplayKeys).
 */
export function listSearchIndexKeys(entry: SearchManifestEntry): string[] {
  return [entry.meta, ...entry.terms.map((shard) => shard.key), ...Object.values(entry.words)]
}

/** The KV key of a display value of the version whose meta value is under `metaKey`. */
export function getDisplayKey(metaKey: string, hash: string): string {
  return `${metaKey.slice(0, metaKey.lastIndexOf(':') + 1)}${hash}`
}
