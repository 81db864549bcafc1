import { eachSectionTerm, termsOf } from './section-terms'
import type { PostingsState } from './postings-state'
import type { IndexedPage } from './search-pages'
import { mergeChanged } from './merge-changed'

export type { PostingsState, StoreRun, TermRun } from './postings-state'

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
  const changed = keys && changedPages(keys, previous)
  return changed ? mergeChanged(pages, keys!, previous!, changed) : mergeAll(pages, keys)
}

/**
 * The pages whose key changed, when {@link mergePostings} merges only them into `previous`: the
 * same number of pages, fewer than one in ten changed; undefined when it merges from scratch
 * (and reads every page: search-task.ts waits for the memory then).
 */
export function changedPages(
  keys: readonly (string | undefined)[],
  previous: PostingsState<ArrayLike<number>> | undefined
): number[] | undefined {
  if (!previous || previous.pages.length !== keys.length) return undefined
  const changed: number[] = []
  for (const [page, key] of keys.entries())
    if (key === undefined) return undefined
    else if (key !== previous.pages[page]) changed.push(page)
  return changed.length * 10 >= keys.length ? undefined : changed
}
