import { lastStartAtOrBefore } from '../partition-point'
import type { SearchSection } from '../content/types'
import {
  countPostings,
  decodeMeta,
  decodeStore,
  decodeTermShard,
  decodeWords,
  displayHash,
  lowerBound,
  readStoredSection,
  type StoreShard,
  type IndexMeta,
  type TermShard,
} from './index-format'
import { getDisplayKey, type SearchManifestEntry } from './manifest'

/**
 * A sharded search index opened for queries: the meta value is read at once, term shards, word
 * lists and display shards only when a query needs them, through `load` (the worker: KV, hash
 * check, gunzip, per-isolate memo; Node: files or memory). Consumers: rank.ts, worker/search,
 * build/search (relevance tests) and the bench.
 */

/** Reads the value under a KV key (gunzipped) and decodes it; the holder may keep the result. */
export type SearchValueLoader = <T>(key: string, decode: (bytes: Uint8Array) => T) => Promise<T>

/**
 * Reads the display values under several KV keys in ONE read (KV's bulk read: up to 100 keys,
 * text values, so a display value is base64 text, index-format.ts), gunzips and decodes each;
 * same order.
 */
export type SearchBatchLoader = <T>(
  keys: readonly string[],
  decode: (text: string) => T
) => Promise<T[]>

/** Most display values one query reads: KV's bulk read takes up to 100 keys. */
export const MAX_DISPLAY_VALUES = 100

/** An opened index: the ranking meta, the routing entry and the loaders of its other values. */
export interface SearchIndex {
  meta: IndexMeta
  entry: SearchManifestEntry
  load: SearchValueLoader
  loadBatch: SearchBatchLoader
  /**
   * A language's overlay (meta.overlay) is searched with this, its source: the English index of
   * the same version (overlay.ts). Its display values are read through the overlay's loadBatch.
   */
  source?: SearchIndex
}

/** One term of a shard. */
export interface TermRef {
  term: string
  shard: TermShard
  n: number
  /** Sections holding it. */
  count: number
}

/** Opens a version's index: reads and decodes its meta value. */
export async function openSearchIndex(
  entry: SearchManifestEntry,
  load: SearchValueLoader,
  loadBatch: SearchBatchLoader
): Promise<SearchIndex> {
  return { meta: await load(entry.meta, decodeMeta), entry, load, loadBatch }
}

/** The term shard that holds `term` if any does: the last whose first term is not above it. */
function routeTerm(entry: SearchManifestEntry, term: string): number {
  return lastStartAtOrBefore(entry.terms.length, (n) => entry.terms[n]!.first <= term)
}

const loadShard = (index: Pick<SearchIndex, 'entry' | 'load'>, n: number) =>
  index.load(index.entry.terms[n]!.key, decodeTermShard)

/** The term itself, or undefined when the index does not hold it. */
export async function findTerm(index: SearchIndex, term: string): Promise<TermRef | undefined> {
  const shard = await loadShard(index, routeTerm(index.entry, term))
  const n = lowerBound(shard.terms, term)
  return shard.terms[n] === term ? { term, shard, n, count: countPostings(shard, n) } : undefined
}

/** Most term shards one prefix reads (a prefix of two letters spans one or two). */
const MAX_PREFIX_SHARDS = 3

/**
 * Terms that start with `prefix` (the prefix itself excluded), the `max` held by the most
 * sections: a half-typed word reaches its common completions without visiting thousands.
 */
export async function findPrefixed(
  index: SearchIndex,
  prefix: string,
  max: number
): Promise<TermRef[]> {
  const found: TermRef[] = []
  const first = routeTerm(index.entry, prefix)
  const last = Math.min(index.entry.terms.length, first + MAX_PREFIX_SHARDS)
  for (let s = first; s < last; s++) {
    if (s > first && !index.entry.terms[s]!.first.startsWith(prefix)) break
    const shard = await loadShard(index, s)
    for (let n = lowerBound(shard.terms, prefix); n < shard.terms.length; n++) {
      const term = shard.terms[n]!
      if (!term.startsWith(prefix)) break
      if (term !== prefix) found.push({ term, shard, n, count: countPostings(shard, n) })
    }
  }
  return found.sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : 1)).slice(0, max)
}

/**
 * Reads at once every term shard the query's terms and prefixes route to (the manifest names
 * them all): one round of parallel KV reads instead of one per word; ranking then finds them
 * held. A prefix also reads the shards its completions may run into.
 */
export async function prefetchTerms(
  index: Pick<SearchIndex, 'entry' | 'load'>,
  terms: readonly string[],
  prefixes: readonly string[]
): Promise<void> {
  const shards = new Set(terms.map((term) => routeTerm(index.entry, term)))
  for (const prefix of prefixes) {
    const first = routeTerm(index.entry, prefix)
    const last = Math.min(index.entry.terms.length, first + MAX_PREFIX_SHARDS)
    for (let s = first; s < last; s++) {
      if (s > first && !index.entry.terms[s]!.first.startsWith(prefix)) break
      shards.add(s)
    }
  }
  await Promise.all([...shards].map((n) => loadShard(index, n)))
}

/** The index's Latin words that start with `letter` (typo correction), sorted. */
export async function listWords(index: SearchIndex, letter: string): Promise<string[]> {
  const key = index.entry.words[letter]
  return key ? index.load(key, decodeWords) : []
}

/** The display value holding section `doc`: the last whose first section is not above it. */
function displayOf({ displayFirst }: IndexMeta, doc: number): number {
  return lastStartAtOrBefore(displayFirst.length, (n) => displayFirst[n]! <= doc)
}

/**
 * The display data of sections of several indexes (an overlay and its source), each list in the
 * order asked, through ONE `loadBatch` (a few for more than 100 display values).
 */
export async function readSections(
  loadBatch: SearchBatchLoader,
  wanted: ReadonlyArray<{ index: SearchIndex; docs: readonly number[] }>
): Promise<SearchSection[][]> {
  const keys = new Map<string, StoreShard | undefined>()
  const keyOf = ({ index, docs }: (typeof wanted)[number]) =>
    docs.map((doc) =>
      getDisplayKey(index.entry.meta, displayHash(index.meta, displayOf(index.meta, doc)))
    )
  const routed = wanted.map(keyOf)
  for (const list of routed) for (const key of list) keys.set(key, undefined)
  const all = [...keys.keys()]
  // the API's 42 results need one read; a caller asking more than 100 sections, a few
  for (let at = 0; at < all.length; at += MAX_DISPLAY_VALUES) {
    const batch = all.slice(at, at + MAX_DISPLAY_VALUES)
    for (const [n, shard] of (await loadBatch(batch, decodeStore)).entries())
      keys.set(batch[n]!, shard)
  }
  return wanted.map(({ index, docs }, part) =>
    docs.map((doc, n) =>
      readStoredSection(
        keys.get(routed[part]![n]!)!,
        doc - index.meta.displayFirst[displayOf(index.meta, doc)]!
      )
    )
  )
}

/** Every display value's KV key of an opened index (the push, the bench). */
export function listDisplayKeys(entry: SearchManifestEntry, meta: IndexMeta): string[] {
  return Array.from(meta.displayFirst, (_, n) => getDisplayKey(entry.meta, displayHash(meta, n)))
}
