import type { Postings } from '../../src/shared/search/index-format'
import { eachSectionTerm, sectionTerms, type IndexedSection } from './section-terms'
import type { IndexedPage } from './search-pages'
import { listMoves, mergeByDoc, replaceInRanges } from './posting-lists'

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

/** A section's terms: worked out by the compile (cached with the page) when it came with it. */
const termsOf = (section: IndexedSection) => section.terms ?? sectionTerms(section)

/** Adds one section's terms as doc `doc` (the changed pages' merge), returning its token counts. */
function addSection(
  postings: Map<string, Postings>,
  doc: number,
  section: IndexedSection
): { length: number; titleWords: number } {
  return eachSectionTerm(termsOf(section), (term, packed) => {
    const list = postings.get(term)
    if (list) list.push(doc, packed)
    else postings.set(term, [doc, packed])
  })
}

/**
 * Every page's terms merged from scratch, in two passes over the terms: the first counts each
 * term's docs, the second writes every `[doc, hits]` pair into one 32-bit buffer, each term's
 * list a view of it. Grown as JS arrays (8 bytes a number, and the room their growth leaves),
 * the lists of the 126,881 sections of 10,000 pages took about 600 MB of the search thread's
 * heap: the build's peak. Terms keep their first-seen order, lists their doc order.
 */
function mergeAll(
  pages: readonly IndexedPage[],
  keys: string[] | undefined
): PostingsState<Int32Array> {
  const ids = new Map<string, number>()
  let counts: Int32Array = new Int32Array(1024)
  for (const page of pages)
    for (const section of page.sections())
      eachSectionTerm(termsOf(section), (term) => {
        let id = ids.get(term)
        if (id === undefined) {
          id = ids.size
          ids.set(term, id)
          if (id === counts.length) counts = grown(counts)
        }
        counts[id]! += 2
      })
  const starts = new Int32Array(ids.size + 1)
  for (let id = 0; id < ids.size; id++) starts[id + 1] = starts[id]! + counts[id]!
  const lists = new Int32Array(starts[ids.size]!)
  const next = starts.slice(0, ids.size)
  const state: PostingsState<Int32Array> = {
    pages: keys ?? [],
    pageDocs: pages.map((page) => page.docs),
    pagePaths: pages.map((page) => page.path),
    postings: new Map(),
    levels: [],
    titleTokens: [],
    contentTokens: [],
  }
  let doc = 0
  for (const page of pages)
    for (const section of page.sections()) {
      const { length, titleWords } = eachSectionTerm(termsOf(section), (term, packed) => {
        const id = ids.get(term)!
        const at = next[id]!
        lists[at] = doc
        lists[at + 1] = packed
        next[id] = at + 2
      })
      doc++
      state.levels.push(section.level)
      state.titleTokens.push(titleWords)
      state.contentTokens.push(length)
    }
  for (const [term, id] of ids) state.postings.set(term, lists.subarray(starts[id], starts[id + 1]))
  return state
}

/** The same numbers in a buffer twice the length. */
function grown(counts: Int32Array): Int32Array {
  const more = new Int32Array(counts.length * 2)
  more.set(counts)
  return more
}

/**
 * The last build's postings with the changed pages' docs taken out, the later docs renumbered
 * and the changed pages' sections merged in: the same state {@link mergeAll} gives, when the
 * pages are the same ones in the same order (only their content may differ).
 */
function mergeChanged(
  pages: readonly IndexedPage[],
  keys: string[],
  previous: PostingsState,
  changed: number[]
): PostingsState<Int32Array> {
  // per changed page: where its docs start in the old and the new numbering
  const oldStart: number[] = []
  const newStart: number[] = []
  for (let page = 0, oldDoc = 0, newDoc = 0; page < pages.length; page++) {
    oldStart.push(oldDoc)
    newStart.push(newDoc)
    oldDoc += previous.pageDocs[page]!
    newDoc += pages[page]!.docs
  }
  // an old doc's new number: undefined inside a changed page, shifted after one
  const ranges = changed.map((page) => ({
    from: oldStart[page]!,
    to: oldStart[page]! + previous.pageDocs[page]!,
    shift: pages[page]!.docs - previous.pageDocs[page]!,
  }))
  const renumber = (doc: number): number | undefined => {
    let shift = 0
    for (const range of ranges) {
      if (doc < range.from) break
      if (doc < range.to) return undefined
      shift += range.shift
    }
    return doc + shift
  }
  // the changed pages' docs, merged per term in doc order
  const added = new Map<string, Postings>()
  const levels: number[][] = []
  const titleTokens: number[][] = []
  const contentTokens: number[][] = []
  for (const page of changed) {
    const counts = {
      levels: [] as number[],
      titleTokens: [] as number[],
      contentTokens: [] as number[],
    }
    for (const [index, section] of pages[page]!.sections().entries()) {
      const { length, titleWords } = addSection(added, newStart[page]! + index, section)
      counts.levels.push(section.level)
      counts.titleTokens.push(titleWords)
      counts.contentTokens.push(length)
    }
    levels.push(counts.levels)
    titleTokens.push(counts.titleTokens)
    contentTokens.push(counts.contentTokens)
  }
  const postings = new Map<string, Int32Array>()
  const changedTerms: string[] = []
  const moves = listMoves(ranges)
  const shifted = ranges.some((range) => range.shift !== 0)
  for (const [term, list] of previous.postings as Map<string, Int32Array>) {
    const extra = added.get(term)
    // a list with no doc of a changed page and none renumbered is the same list: the term
    // shards of a one-page edit are most of the index, and copying every list was a second at
    // 10,000 pages
    if (!extra && !moves(list)) {
      postings.set(term, list)
      continue
    }
    added.delete(term)
    // no doc renumbered (a page edited with as many sections): its pairs replaced in place
    if (!shifted) {
      const next = replaceInRanges(list, ranges, extra ?? [])
      if (next === list) postings.set(term, list)
      else {
        changedTerms.push(term)
        if (next.length) postings.set(term, next)
      }
      continue
    }
    const kept: Postings = []
    for (let n = 0; n < list.length; n += 2) {
      const doc = renumber(list[n]!)
      if (doc !== undefined) kept.push(doc, list[n + 1]!)
    }
    const merged = extra ? mergeByDoc(kept, extra) : kept
    // a changed page's term whose list came out the same (most of an edited page's words) is
    // no changed term: the shards it is in are the last build's (index.ts keptRun)
    if (sameList(merged, list)) postings.set(term, list)
    else {
      changedTerms.push(term)
      if (merged.length) postings.set(term, Int32Array.from(merged))
    }
  }
  // terms no unchanged page has
  for (const [term, list] of added) {
    changedTerms.push(term)
    postings.set(term, Int32Array.from(list))
  }
  // each new doc's number in the last state, -1 in a changed page
  const docMap = new Int32Array(newStart.at(-1)! + pages.at(-1)!.docs)
  const isChanged = new Set(changed)
  for (const [page, { docs }] of pages.entries()) {
    const fresh = isChanged.has(page)
    for (let index = 0; index < docs; index++)
      docMap[newStart[page]! + index] = fresh ? -1 : oldStart[page]! + index
  }
  const splice = (old: readonly number[], fresh: number[][]) => {
    const out: number[] = []
    let at = 0
    for (const [index, page] of changed.entries()) {
      out.push(...old.slice(at, oldStart[page]))
      out.push(...fresh[index]!)
      at = oldStart[page]! + previous.pageDocs[page]!
    }
    out.push(...old.slice(at))
    return out
  }
  return {
    pages: keys,
    pageDocs: pages.map((page) => page.docs),
    pagePaths: pages.map((page) => page.path),
    postings,
    levels: splice(previous.levels, levels),
    titleTokens: splice(previous.titleTokens, titleTokens),
    contentTokens: splice(previous.contentTokens, contentTokens),
    changedTerms: changedTerms.sort(),
    docMap,
  }
}

/** Whether two `[doc, hits, …]` lists are the same numbers. */
function sameList(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false
  for (let n = 0; n < a.length; n++) if (a[n] !== b[n]) return false
  return true
}

/**
 * The postings of `pages` (grouped sections, in doc order): merged from the last build's state
 * when `keys` (each page's cache key) name the same pages in the same order, only the pages
 * whose key changed being read; else from scratch. A state with one page in ten changed or more
 * is merged from scratch too (as fast, and simpler). The lists are 32-bit arrays: a list the
 * merge did not change is the last state's very array (value-memo.ts writes only the others).
 */
export function mergePostings(
  pages: readonly IndexedPage[],
  keys?: string[],
  previous?: PostingsState
): PostingsState<Int32Array> {
  if (!keys || !previous || previous.pages.length !== pages.length) return mergeAll(pages, keys)
  const changed: number[] = []
  for (const [page, key] of keys.entries()) if (key !== previous.pages[page]) changed.push(page)
  if (changed.length * 10 >= pages.length) return mergeAll(pages, keys)
  return mergeChanged(pages, keys, previous, changed)
}
