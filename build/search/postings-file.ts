import { deserialize, serialize } from 'node:v8'
import type { PostingsState, StoreRun, TermRun } from './postings'

/**
 * A version's postings state (postings.ts) as the search memo keeps it between builds
 * (value-memo.ts): Node-only, apart from postings.ts, which the worker tests' index builder loads.
 * A state is written whole, or as the lists that differ from another state kept before (its
 * base) with the per-doc numbers: at 10,000 pages the lists are 10 million numbers, and writing
 * them all again after a one-page edit was a second of the search step.
 */

/** What {@link encodePostings} writes: the lists as one array of 32-bit numbers. */
interface StoredPostings {
  key: string
  pages: string[]
  pageDocs: number[]
  pagePaths?: string[]
  /** The terms joined by newlines (a term never holds one). */
  terms: string
  /** Each term's list length, then every list, one after another. */
  lengths: Int32Array
  lists: Int32Array
  levels: number[]
  titleTokens: number[]
  contentTokens: number[]
  termRuns?: TermRun[]
  storeSizes?: number[]
  storeRuns?: StoreRun[]
  /** The state the lists are relative to: only the terms whose list differs are above. */
  base?: string
  /** The base's terms this state has not, joined by newlines. */
  gone?: string
}

/** A kept state another one may be written relative to: its name and lists. */
export interface PostingsBase {
  id: string
  postings: ReadonlyMap<string, ArrayLike<number>>
}

/**
 * The terms whose list in `postings` is not the base's very list (a merge keeps an unchanged
 * list as it was read: postings.ts), how many numbers they hold, and the base's terms gone.
 */
export function postingsDelta(
  postings: ReadonlyMap<string, ArrayLike<number>>,
  base: PostingsBase
): { terms: string[]; numbers: number; gone: string[] } {
  const terms: string[] = []
  let numbers = 0
  for (const [term, list] of postings)
    if (base.postings.get(term) !== list) {
      terms.push(term)
      numbers += list.length
    }
  const gone: string[] = []
  for (const term of base.postings.keys()) if (!postings.has(term)) gone.push(term)
  return { terms, numbers, gone }
}

/**
 * A state as bytes, under `key` (what it depends on besides the pages: the search code); with a
 * `base`, only the lists that differ from it (postingsDelta) are written.
 */
export function encodePostings(key: string, state: PostingsState, base?: PostingsBase): Buffer {
  const delta = base && postingsDelta(state.postings, base)
  const terms = delta ? delta.terms : [...state.postings.keys()]
  const lengths = Int32Array.from(terms, (term) => state.postings.get(term)!.length)
  const lists = new Int32Array(lengths.reduce((sum, length) => sum + length, 0))
  let at = 0
  for (const term of terms) {
    const list = state.postings.get(term)!
    lists.set(list, at)
    at += list.length
  }
  const stored: Omit<StoredPostings, 'lists'> & { listsLength: number } = {
    key,
    pages: state.pages,
    pageDocs: state.pageDocs,
    pagePaths: state.pagePaths,
    terms: terms.join('\n'),
    lengths,
    listsLength: lists.length,
    levels: state.levels,
    titleTokens: state.titleTokens,
    contentTokens: state.contentTokens,
    termRuns: state.termRuns,
    storeSizes: state.storeSizes,
    storeRuns: state.storeRuns,
    base: base?.id,
    gone: delta?.gone.join('\n'),
  }
  // the lists' bytes as they are after the rest: read back as a view, not copied as v8's
  // deserialize copies a typed array (0.3 s for the 40 MB of 10,000 pages)
  const head = serialize(stored)
  const listsAt = alignedTo4(4 + head.byteLength)
  const bytes = Buffer.alloc(listsAt + lists.byteLength)
  bytes.writeUInt32LE(head.byteLength, 0)
  bytes.set(head, 4)
  bytes.set(new Uint8Array(lists.buffer, lists.byteOffset, lists.byteLength), listsAt)
  return bytes
}

const alignedTo4 = (offset: number) => (offset + 3) & ~3

/**
 * The state {@link encodePostings} wrote, when under the same `key`; its lists are views. A state
 * written relative to a base is read with the base's (`readBase`), undefined when it is gone;
 * `base` is the base it was read with.
 */
export function decodePostings(
  bytes: Uint8Array,
  key: string,
  readBase?: (id: string) => PostingsState<ArrayLike<number>> | undefined
): (PostingsState<ArrayLike<number>> & { base?: PostingsBase }) | undefined {
  const headBytes = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(
    0,
    true
  )
  const stored = deserialize(bytes.subarray(4, 4 + headBytes)) as StoredPostings & {
    listsLength: number
  }
  if (stored.key !== key) return undefined
  const listsAt = bytes.byteOffset + alignedTo4(4 + headBytes)
  // a view where the bytes sit at a multiple of 4 (a pack's read gives a buffer of its own)
  stored.lists =
    listsAt % 4 === 0
      ? new Int32Array(bytes.buffer, listsAt, stored.listsLength)
      : new Int32Array(bytes.buffer.slice(listsAt, listsAt + stored.listsLength * 4))
  const baseState = stored.base === undefined ? undefined : readBase?.(stored.base)
  if (stored.base !== undefined && !baseState) return undefined
  const postings = new Map<string, ArrayLike<number>>(baseState?.postings)
  for (const term of stored.gone ? stored.gone.split('\n') : []) postings.delete(term)
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
    pagePaths: stored.pagePaths,
    postings,
    levels: stored.levels,
    titleTokens: stored.titleTokens,
    contentTokens: stored.contentTokens,
    termRuns: stored.termRuns,
    storeSizes: stored.storeSizes,
    storeRuns: stored.storeRuns,
    base: baseState && { id: stored.base!, postings: baseState.postings },
  }
}
