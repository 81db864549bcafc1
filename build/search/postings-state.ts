/**
 * The merged postings of one version's index (every term's `[doc, hits, …]` over the docs in
 * page order) with what the meta counts per doc, and the page each run of docs came from: the
 * state a build keeps so the next one merges only the pages that changed. A page is named by its
 * content cache key (the same key means the same sections); merging every section's terms again
 * was most of the search step of a one-file rebuild (0.25 s of its 0.35 s at 1,000 pages).
 * Consumers: build/search/write-index.ts, build/search/value-memo.ts (kept between builds).
 */
export interface PostingsState<P extends ArrayLike<number> = ArrayLike<number>> {
  /** Each page's content cache key, in doc order. */
  pages: string[]
  /** How many docs (sections) each page has. */
  pageDocs: number[]
  /** Each page's path (what a page kept by its key is known by: search-pages.ts). */
  pagePaths?: string[]
  postings: Map<string, P>
  levels: number[]
  titleTokens: number[]
  contentTokens: number[]
  /**
   * The terms whose list a merge of the changed pages made anew (added, rewritten or gone),
   * sorted; every other term's list is the last build's. Undefined after a merge from scratch.
   */
  changedTerms?: string[]
  /** The term shards of the index these postings were written to (write-index.ts, index.ts). */
  termRuns?: TermRun[]
  /** Each doc's display estimate (write-index.ts `storeSize`), in doc order. */
  storeSizes?: number[]
  /** The display values of the index these postings were written to (write-index.ts, index.ts). */
  storeRuns?: StoreRun[]
  /**
   * Each doc's number in the last build's state, or -1 for a doc of a changed page: what a
   * display value the last build wrote may be kept by (write-index.ts). Undefined after a merge
   * from scratch.
   */
  docMap?: Int32Array
}

/** A term shard as the last build wrote it: its terms (first, last, count) and its raw bytes. */
export interface TermRun {
  first: string
  last: string
  count: number
  /** The memo's hash of its raw bytes (value-memo.ts), and their length. */
  rawHash: string
  rawBytes: number
  /** Its value's hash (the KV key's last part) and gzipped length, when known. */
  hash?: string
  gzipBytes?: number
}

/** A display value as the last build wrote it: its docs, and its value as a {@link TermRun}'s. */
export interface StoreRun {
  first: number
  count: number
  rawHash: string
  rawBytes: number
  hash: string
  gzipBytes: number
}
