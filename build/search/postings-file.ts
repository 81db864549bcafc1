import { deserialize, serialize } from 'node:v8'
import type { PostingsState, TermRun } from './postings'

/**
 * A version's postings state (postings.ts) as the search memo keeps it between builds
 * (value-memo.ts): Node-only, apart from postings.ts, which the worker tests' index builder loads.
 */

/** What {@link encodePostings} writes: the lists as one array of 32-bit numbers. */
interface StoredPostings {
  key: string
  pages: string[]
  pageDocs: number[]
  /** The terms joined by newlines (a term never holds one). */
  terms: string
  /** Each term's list length, then every list, one after another. */
  lengths: Int32Array
  lists: Int32Array
  levels: number[]
  titleTokens: number[]
  contentTokens: number[]
  termRuns?: TermRun[]
}

/**
 * A state as bytes, under `key` (what it depends on besides the pages: the search code). The
 * lists go as one typed array: at 10,000 pages they are 10 million numbers, 85 MB as JS arrays.
 */
export function encodePostings(key: string, state: PostingsState): Buffer {
  const terms = [...state.postings.keys()]
  const lengths = Int32Array.from(terms, (term) => state.postings.get(term)!.length)
  const lists = new Int32Array(lengths.reduce((sum, length) => sum + length, 0))
  let at = 0
  for (const term of terms) {
    const list = state.postings.get(term)!
    lists.set(list, at)
    at += list.length
  }
  const stored: StoredPostings = {
    key,
    pages: state.pages,
    pageDocs: state.pageDocs,
    terms: terms.join('\n'),
    lengths,
    lists,
    levels: state.levels,
    titleTokens: state.titleTokens,
    contentTokens: state.contentTokens,
    termRuns: state.termRuns,
  }
  return serialize(stored)
}

/** The state {@link encodePostings} wrote, when under the same `key`; its lists are views. */
export function decodePostings(
  bytes: Uint8Array,
  key: string
): PostingsState<ArrayLike<number>> | undefined {
  const stored = deserialize(bytes) as StoredPostings
  if (stored.key !== key) return undefined
  const postings = new Map<string, ArrayLike<number>>()
  const terms = stored.terms ? stored.terms.split('\n') : []
  let at = 0
  for (const [index, term] of terms.entries()) {
    const length = stored.lengths[index]!
    postings.set(term, stored.lists.subarray(at, at + length))
    at += length
  }
  return {
    pages: stored.pages,
    pageDocs: stored.pageDocs,
    postings,
    levels: stored.levels,
    titleTokens: stored.titleTokens,
    contentTokens: stored.contentTokens,
    termRuns: stored.termRuns,
  }
}
