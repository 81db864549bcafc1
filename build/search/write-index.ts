import { lastStartAtOrBefore } from '../../src/shared/partition-point'
import type { SearchSection } from '../../src/shared/content/types'
import {
  encodeStore,
  encodeTermShard,
  encodeWords,
  type MetaInput,
} from '../../src/shared/search/index-format'
import { mergePostings, type PostingsState, type StoreRun } from './postings'
import type { IndexedSection } from './section-terms'
import { pagesOfSections, type IndexedPage } from './search-pages'

/**
 * The values of one version's sharded index (src/shared/search/index-format.ts), before gzip.
 * Consumers: ./index.ts (the build step) and the in-memory indexes of tests and the bench.
 */
export interface IndexValues {
  /** The meta value's input but the display routing (known once the display values are hashed). */
  meta: Omit<MetaInput, 'display'>
  /** The term shards: each one's terms, and its bytes made when asked for (index.ts reuses the last build's shard when none of its terms changed). */
  terms: Array<{ first: string; last: string; count: number; bytes: () => Uint8Array }>
  words: Array<{ letter: string; bytes: Uint8Array }>
  /**
   * Display values as text, before gzip and base64 (index-format.ts encodeStore), made when
   * read; `kept`: the last build's value of the same docs, when none of them changed.
   */
  store: Array<{ first: number; count: number; readonly text: string; kept?: StoreRun }>
}

/** A section to index, with its terms when the compile worked them out (section-terms.ts). */
export type { IndexedSection }

/** Raw bytes per shard (tests pass smaller ones to see several shards of a small index). */

export interface ShardSizes {
  /** Term shard: a query reads one or two of them per word (about 60 KB gzipped). */
  terms: number
  /**
   * Display value: each result of a query reads one (42 results, 42 values in one bulk read at
   * worst), so small: about 3 KB gzipped, 4 KB as base64.
   */
  store: number
}
const SHARD_SIZES: ShardSizes = { terms: 192 * 1024, store: 8 * 1024 }
/** Section text kept for snippets; a snippet shows the start when its first match lies beyond. */
const STORE_CONTENT_CHARS = 1500
/** Latin words kept for typo correction (as typo.ts corrects them). */
const WORD_RE = /^[a-z][a-z0-9]{2,}$/
/**
 * Page priors, percent (the first that matches a page's path). Pages that mirror others (a
 * migration or bridge/compatibility page repeats the guide's headings to say what changed) rank
 * below the page they mirror unless they match clearly better; a query about changes lifts them
 * (rank.ts). The site's own blog posts tell stories around a topic, saying its word more often
 * than the guide that documents it (`hosting`): the docs come first on an equal match.
 */
const PAGE_PRIORS: Array<[RegExp, number]> = [
  [/\/(migration|upgrade|upgrading|bridge|compatibility)(\/|$)/, 70],
  [/^\/blog\//, 70],
]

/** Cuts items into consecutive runs of at most `max` estimated bytes (at least one item each). */
function cut<T>(items: readonly T[], size: (item: T) => number, max: number): T[][] {
  const runs: T[][] = []
  let run: T[] = []
  let bytes = 0
  for (const item of items) {
    const own = size(item)
    if (run.length && bytes + own > max) {
      runs.push(run)
      run = []
      bytes = 0
    }
    run.push(item)
    bytes += own
  }
  if (run.length) runs.push(run)
  return runs
}

/** A section as a display value holds it: its content cut to what snippets show. */
const storeSection = (section: IndexedSection) => ({
  ...section,
  content: section.content.slice(0, STORE_CONTENT_CHARS),
})

/** The bytes a section is estimated to take in a display value (what the values are cut by). */
const storeSize = (s: IndexedSection) =>
  s.id.length +
  s.title.length +
  s.titles.join('').length +
  Math.min(s.content.length, STORE_CONTENT_CHARS) +
  16

/**
 * Each doc's display estimate: an unchanged page's (`docMap`, postings.ts) from the last state,
 * unread; the others' from their sections.
 */
function storeSizes(
  pages: readonly IndexedPage[],
  docMap: Int32Array | undefined,
  previous: readonly number[] | undefined
): number[] {
  const sizes: number[] = []
  for (const page of pages) {
    const old = docMap && previous && page.docs ? docMap[sizes.length]! : -1
    if (old >= 0)
      for (let index = 0; index < page.docs; index++) sizes.push(previous![old + index]!)
    else for (const section of page.sections()) sizes.push(storeSize(section))
  }
  return sizes
}

/** The sections of docs `[first, first + count)`, reading only the pages they are in. */
function pageDocs(
  pages: readonly IndexedPage[]
): (first: number, count: number) => IndexedSection[] {
  const starts: number[] = []
  let total = 0
  for (const page of pages) {
    starts.push(total)
    total += page.docs
  }
  return (first, count) => {
    // the last page starting at or before `first`
    const last = lastStartAtOrBefore(starts.length, (n) => starts[n]! <= first)
    const out: IndexedSection[] = []
    for (let page = last; out.length < count && page < pages.length; page++) {
      const sections = pages[page]!.sections()
      const from = Math.max(0, first - starts[page]!)
      for (let index = from; index < sections.length && out.length < count; index++)
        out.push(sections[index]!)
    }
    return out
  }
}

/**
 * The last build's display value of docs `[first, first + count)`, when it held the same docs
 * (`docMap`: each doc's number in the last state, -1 for a changed page's: postings.ts).
 */
function keptStore(
  runs: readonly StoreRun[] | undefined,
  docMap: Int32Array | undefined
): (first: number, count: number) => StoreRun | undefined {
  if (!runs || !docMap) return () => undefined
  const byFirst = new Map(runs.map((run) => [run.first, run]))
  return (first, count) => {
    const old = docMap[first]!
    const run = old < 0 ? undefined : byFirst.get(old)
    if (!run || run.count !== count) return undefined
    for (let doc = first + 1; doc < first + count; doc++)
      if (docMap[doc] !== old + doc - first) return undefined
    return run
  }
}

/**
 * Merges the sections' terms (only the changed pages' when `previous`, the last build's
 * postings, names the same pages: postings.ts) and writes the term, word and display values and
 * the meta's input; `state` is what the next build merges from. Takes sections, or pages
 * (search-pages.ts) whose sections are read only where needed: the changed pages, and the
 * pages of a display value that holds a changed page's doc.
 */
export function writeIndexValues(
  input: readonly IndexedSection[] | { pages: readonly IndexedPage[] },
  sizes: ShardSizes = SHARD_SIZES,
  merge: {
    /** The content cache key of the page a first section belongs to (page-search.ts). */
    pageKey?: (first: IndexedSection) => string | undefined
    previous?: PostingsState<ArrayLike<number>>
  } = {}
): IndexValues & { state: PostingsState } {
  const { pageKey, previous } = merge
  const pages = 'pages' in input ? input.pages : pagesOfSections(input, pageKey)
  const keys = pages.map((page) => page.key)
  const state = mergePostings(
    pages,
    keys.every((key) => key !== undefined) ? (keys as string[]) : undefined,
    previous
  )
  const { postings, levels, titleTokens, contentTokens } = state
  const terms = [...postings.keys()].sort()
  // an empty index still has one (empty) term shard: the manifest routes every term somewhere
  const termRuns = terms.length
    ? cut(terms, (term) => term.length + 2 + postings.get(term)!.length * 1.5, sizes.terms)
    : [[]]
  const byLetter = new Map<string, string[]>()
  for (const term of terms) {
    if (!WORD_RE.test(term)) continue
    const list = byLetter.get(term[0]!)
    if (list) list.push(term)
    else byLetter.set(term[0]!, [term])
  }
  const docs = pageDocs(pages)
  state.storeSizes = storeSizes(pages, state.docMap, previous?.storeSizes)
  const storeCounts = cut(state.storeSizes, (size) => size, sizes.store).map((run) => run.length)
  const keep = keptStore(previous?.storeRuns, state.docMap)
  let first = 0
  return {
    state,
    meta: {
      levels,
      titleTokens,
      contentTokens,
      pageSizes: pages.map((page) => page.docs),
      pagePriors: pages.map((page) => PAGE_PRIORS.find(([re]) => re.test(page.path))?.[1] ?? 100),
    },
    terms: termRuns.map((run) => ({
      first: run[0] ?? '',
      last: run[run.length - 1] ?? '',
      count: run.length,
      bytes: () => encodeTermShard(run.map((term) => [term, postings.get(term)!])),
    })),
    words: [...byLetter].map(([letter, words]) => ({ letter, bytes: encodeWords(words) })),
    store: storeCounts.map((count) => {
      const from = first
      first += count
      return {
        first: from,
        count,
        kept: keep(from, count),
        get text() {
          return encodeStore(docs(from, count).map(storeSection))
        },
      }
    }),
  }
}
