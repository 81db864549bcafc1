import type { Postings } from '../../src/shared/search/index-format'
import { eachSectionTerm, sectionTerms, type IndexedSection } from './section-terms'

/**
 * The merged postings of one version's index (every term's `[doc, hits, …]` over the docs in
 * page order) with what the meta counts per doc, and the page each run of docs came from: the
 * state a build keeps so the next one merges only the pages that changed. A page is named by its
 * content cache key (the same key means the same sections); merging every section's terms again
 * was most of the search step of a one-file rebuild (0.25 s of its 0.35 s at 1,000 pages).
 * Consumers: build/search/write-index.ts, build/search/value-memo.ts (kept between builds).
 */
export interface PostingsState<P extends ArrayLike<number> = Postings> {
  /** Each page's content cache key, in doc order. */
  pages: string[]
  /** How many docs (sections) each page has. */
  pageDocs: number[]
  postings: Map<string, P>
  levels: number[]
  titleTokens: number[]
  contentTokens: number[]
}

/** Adds one section's terms as doc `doc` (full merge), returning its token counts. */
function addSection(
  postings: Map<string, Postings>,
  doc: number,
  section: IndexedSection
): { length: number; titleWords: number } {
  // worked out by the compile (cached with the page) when it came with the section
  return eachSectionTerm(section.terms ?? sectionTerms(section), (term, packed) => {
    const list = postings.get(term)
    if (list) list.push(doc, packed)
    else postings.set(term, [doc, packed])
  })
}

/** Every page's terms merged from scratch. */
function mergeAll(pages: readonly IndexedSection[][], keys: string[] | undefined): PostingsState {
  const state: PostingsState = {
    pages: keys ?? [],
    pageDocs: pages.map((page) => page.length),
    postings: new Map(),
    levels: [],
    titleTokens: [],
    contentTokens: [],
  }
  let doc = 0
  for (const page of pages)
    for (const section of page) {
      const { length, titleWords } = addSection(state.postings, doc++, section)
      state.levels.push(section.level)
      state.titleTokens.push(titleWords)
      state.contentTokens.push(length)
    }
  return state
}

/**
 * The last build's postings with the changed pages' docs taken out, the later docs renumbered
 * and the changed pages' sections merged in: the same state {@link mergeAll} gives, when the
 * pages are the same ones in the same order (only their content may differ).
 */
function mergeChanged(
  pages: readonly IndexedSection[][],
  keys: string[],
  previous: PostingsState<ArrayLike<number>>,
  changed: number[]
): PostingsState {
  // per changed page: where its docs start in the old and the new numbering
  const oldStart: number[] = []
  const newStart: number[] = []
  for (let page = 0, oldDoc = 0, newDoc = 0; page < pages.length; page++) {
    oldStart.push(oldDoc)
    newStart.push(newDoc)
    oldDoc += previous.pageDocs[page]!
    newDoc += pages[page]!.length
  }
  // an old doc's new number: undefined inside a changed page, shifted after one
  const ranges = changed.map((page) => ({
    from: oldStart[page]!,
    to: oldStart[page]! + previous.pageDocs[page]!,
    shift: pages[page]!.length - previous.pageDocs[page]!,
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
    for (const [index, section] of pages[page]!.entries()) {
      const { length, titleWords } = addSection(added, newStart[page]! + index, section)
      counts.levels.push(section.level)
      counts.titleTokens.push(titleWords)
      counts.contentTokens.push(length)
    }
    levels.push(counts.levels)
    titleTokens.push(counts.titleTokens)
    contentTokens.push(counts.contentTokens)
  }
  const postings = new Map<string, Postings>()
  for (const [term, list] of previous.postings) {
    const kept: Postings = []
    for (let n = 0; n < list.length; n += 2) {
      const doc = renumber(list[n]!)
      if (doc !== undefined) kept.push(doc, list[n + 1]!)
    }
    const extra = added.get(term)
    if (extra) {
      added.delete(term)
      postings.set(term, mergeByDoc(kept, extra))
    } else if (kept.length) postings.set(term, kept)
  }
  // terms no unchanged page has
  for (const [term, list] of added) postings.set(term, list)
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
    pageDocs: pages.map((page) => page.length),
    postings,
    levels: splice(previous.levels, levels),
    titleTokens: splice(previous.titleTokens, titleTokens),
    contentTokens: splice(previous.contentTokens, contentTokens),
  }
}

/** Two `[doc, hits, …]` lists, each in doc order and with no doc in common, as one. */
function mergeByDoc(a: Postings, b: Postings): Postings {
  const out: Postings = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! < b[j]!)) (out.push(a[i]!, a[i + 1]!), (i += 2))
    else (out.push(b[j]!, b[j + 1]!), (j += 2))
  }
  return out
}

/**
 * The postings of `pages` (grouped sections, in doc order): merged from the last build's state
 * when `keys` (each page's cache key) name the same pages in the same order, only the pages
 * whose key changed being read; else from scratch. A state with one page in ten changed or more
 * is merged from scratch too (as fast, and simpler).
 */
export function mergePostings(
  pages: readonly IndexedSection[][],
  keys?: string[],
  previous?: PostingsState<ArrayLike<number>>
): PostingsState {
  if (!keys || !previous || previous.pages.length !== pages.length) return mergeAll(pages, keys)
  const changed: number[] = []
  for (const [page, key] of keys.entries()) if (key !== previous.pages[page]) changed.push(page)
  if (changed.length * 10 >= pages.length) return mergeAll(pages, keys)
  return mergeChanged(pages, keys, previous, changed)
}
