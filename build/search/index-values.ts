import type { SearchVersion } from '../../src/shared/search/filter'
import { getSearchIndexKey, MAX_SEARCH_VALUE_BYTES } from '../../src/shared/search/manifest'
import type { TranslationLocale } from '../../src/shared/content/translation'
import { shortHash as hash } from '../short-hash'

/**
 * Called once per new KV key of an index with its value (or, for a value the last build wrote,
 * what makes it again, should its kept file be gone) and, with the memo, the hash its raw bytes
 * are kept by and whether the memo had it (index.ts writes or links the file).
 */
export type OnValue = (
  key: string,
  value: Uint8Array | (() => Uint8Array),
  kept?: { rawHash: string; found: boolean }
) => void

/** What the next build notes of a value (postings.ts TermRun, StoreRun): enough to keep it unread. */
export interface NotedValue {
  /** The KV key's last part: the hash of the gzipped value. */
  hash: string
  gzipBytes: number
  rawBytes: number
  /** The memo's hash of its raw bytes ('' without a memo). */
  rawHash: string
}

/**
 * The values of one index as index.ts makes them: each KV key in the order first put (the
 * entry's hash is over that order), its gzipped length and, unless it was kept from the last
 * build unread ({@link putKept}), its bytes.
 */
export class IndexValueSet {
  /** The values made or read in this build (a kept one's bytes are not read: not here). */
  readonly values = new Map<string, Uint8Array>()
  /** Every value's gzipped length, by key, in the order first put. */
  readonly sizes = new Map<string, number>()
  rawBytes = 0

  constructor(
    private readonly version: SearchVersion,
    private readonly locale: TranslationLocale | undefined,
    private readonly onValue?: OnValue
  ) {}

  /**
   * Adds a gzipped value of `raw` raw bytes. Throws past MAX_SEARCH_VALUE_BYTES (it cannot happen
   * with the shard sizes of write-index.ts, short of a section of megabytes).
   */
  put(
    value: Uint8Array,
    raw: number,
    kept?: { rawHash: string; found: boolean }
  ): { key: string; noted: NotedValue } {
    if (value.byteLength > MAX_SEARCH_VALUE_BYTES)
      throw new Error(
        `search index value of ${value.byteLength} bytes passes the ${MAX_SEARCH_VALUE_BYTES}-byte limit`
      )
    const noted = {
      hash: hash(value, 16),
      gzipBytes: value.byteLength,
      rawBytes: raw,
      rawHash: kept?.rawHash ?? '',
    }
    const key = getSearchIndexKey(this.version, noted.hash, this.locale)
    if (!this.sizes.has(key)) this.onValue?.(key, value, kept)
    this.values.set(key, value)
    this.sizes.set(key, value.byteLength)
    this.rawBytes += raw
    return { key, noted }
  }

  /**
   * Adds the last build's value as it noted it, unread: its file is linked from the memo, or
   * made again by `make` should the memo have lost it.
   */
  putKept(noted: NotedValue, make: () => Uint8Array): { key: string; noted: NotedValue } {
    const key = getSearchIndexKey(this.version, noted.hash, this.locale)
    if (!this.sizes.has(key)) this.onValue?.(key, make, { rawHash: noted.rawHash, found: true })
    this.sizes.set(key, noted.gzipBytes)
    this.rawBytes += noted.rawBytes
    return { key, noted }
  }
}
