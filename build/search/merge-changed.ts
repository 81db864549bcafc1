import type { Postings } from '../../src/shared/search/index-format'
import { eachSectionTerm, termsOf, type IndexedSection } from './section-terms'
import type { IndexedPage } from './search-pages'
import { listMoves, mergeByDoc, replaceInRanges } from './posting-lists'
import type { PostingsState } from './postings-state'

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
 * The last build's postings with the changed pages' docs taken out, the later docs renumbered
 * and the changed pages' sections merged in: the same state a merge from scratch gives
 * (postings.ts mergePostings), when the
 * pages are the same ones in the same order (only their content may differ).
 */
export function mergeChanged(
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
