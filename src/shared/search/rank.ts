import type { SearchSection } from '../content/types'
import { readSections, type SearchIndex } from './index-db'
import { IN_TITLE, IN_TITLES } from './index-format'
import { mergeByScore, searchParts, type Corpus } from './overlay'
import { resolveQueryGroups, type QueryGroup } from './query-terms'
import { countTitleWords, pickQueryWords } from './query-words'

/*
 * Ranking of a query over a sharded index (index-db.ts), from the terms query-terms.ts resolved.
 * Consumers: worker/api/search.ts, the relevance suites in build/search and the bench. Cost is bounded by the query, not the site:
 * at most 8 words, each read as one term, at most PREFIX_TERMS completions and a few typo
 * corrections from one letter's word list; scores come from the postings and the meta value
 * alone (no section text is read until the `limit` winners are known).
 */

/** A ranked section. */
export interface SearchHit {
  section: SearchSection
  score: number
}

/** BM25 of the body. */
const K1 = 1.2
const B = 0.75
/** A title hit counts like a body that says the word a few times, not like the whole page. */
const TITLE = 1.6
const TITLES = 0.5
/** Share of the page's other matching sections added to a section (page-level relevance). */
const PAGE_SHARE = 0.35
/** Boost of a section whose title is exactly the query (a page title more than a heading). */
const EXACT_PAGE_TITLE = 2.5
const EXACT_HEADING = 1.3
/**
 * Words of a query about changes between versions or frameworks (`migrate from …`, `upgrade
 * guide`, `迁移`, `升级`): the pages the build down-weights as mirrors (write-index.ts
 * PAGE_PRIORS: migration, upgrade, bridge) are then what the reader wants, so no prior applies.
 */
const CHANGE_WORD_RE = /^(?:migrat|upgrad|迁移|升级)/i

/** Bits set in a mask of up to 30 groups. */
const popcount = (mask: number) => {
  let count = 0
  for (let rest = mask; rest; rest &= rest - 1) count++
  return count
}

/**
 * The `limit` best sections for a query: BM25 over the body plus bounded title and parent-heading
 * hits, every searched word (with its completions or corrections) adding its best term; then a
 * share of the page's other matching sections (a page that answers in several places beats one
 * lucky heading), the page prior, the share of the query's words found (squared) and a boost for
 * a title that is exactly the query. `mark` is called as each phase ends (the API's Server-Timing).
 */
export async function searchSections(
  index: SearchIndex,
  query: string,
  limit: number,
  mark: (phase: 'terms' | 'rank' | 'display') => void = () => {}
): Promise<SearchHit[]> {
  const words = pickQueryWords(query.trim())
  if (!words.length || limit < 1) return []
  // an index alone, or a language's overlay and its source, ranked as one index (overlay.ts)
  const parts = searchParts(index)
  const groups = await resolveQueryGroups(
    parts.map((part) => part.index),
    words
  )
  mark('terms')
  if (!groups[0]!.length) return []
  // a query about changes wants the pages the priors down-weight (CHANGE_WORD_RE)
  const changes = words.some((word) => CHANGE_WORD_RE.test(word))
  const tops = parts.map((part, n) =>
    rankDocs(part.index, groups[n]!, words, limit, part.corpus, {
      priors: changes ? undefined : part.index.meta.pagePrior,
      skip: part.skip,
    })
  )
  const top = mergeByScore(tops, limit)
  mark('rank')
  const sections = await readSections(
    index.loadBatch,
    parts.map((part, n) => ({
      index: part.index,
      docs: top.filter(([from]) => from === n).map(([, doc]) => doc),
    }))
  )
  mark('display')
  const next = parts.map(() => 0)
  return top.map(([n, doc, score]) => {
    const section = sections[n]![next[n]!++]!
    const lang = parts[n]!.langOf?.(parts[n]!.index.meta.pageOf[doc]!)
    return { section: lang ? { ...section, lang } : section, score }
  })
}

/**
 * Per-section sums of a query and lists of the sections it touched, reused by every query of an
 * index (ranking is synchronous), so a query over 100,000 postings allocates nothing per posting.
 */
interface Scratch {
  total: Float64Array
  best: Float64Array
  matched: Int32Array
  exactTitle: Int32Array
  pageTotal: Float64Array
  /**
   * K1 × BM25 length normalisation of each section's body, computed once per index and average
   * body length (an overlay's search counts the average of the union: overlay.ts).
   */
  norms: Map<number, Float64Array>
  touched: Int32Array
  inGroup: Int32Array
}
const scratches = new WeakMap<SearchIndex['meta'], Scratch>()

function getScratch({ meta }: SearchIndex, average: number): Scratch & { norm: Float64Array } {
  let scratch = scratches.get(meta)
  if (!scratch) {
    scratch = {
      total: new Float64Array(meta.docCount),
      best: new Float64Array(meta.docCount),
      matched: new Int32Array(meta.docCount),
      exactTitle: new Int32Array(meta.docCount),
      pageTotal: new Float64Array(meta.pageCount),
      norms: new Map(),
      touched: new Int32Array(meta.docCount),
      inGroup: new Int32Array(meta.docCount),
    }
    scratches.set(meta, scratch)
  }
  let norm = scratch.norms.get(average)
  if (!norm) {
    // a few averages at most: the index's own and its overlays' (a new overlay, a new manifest)
    if (scratch.norms.size > 3) scratch.norms.clear()
    norm = new Float64Array(meta.docCount)
    for (let doc = 0; doc < meta.docCount; doc++)
      norm[doc] = K1 * (1 - B + (B * meta.contentTokens[doc]!) / average)
    scratch.norms.set(average, norm)
  }
  return { ...scratch, norm }
}

/** Position of the varint reader of rankDocs (one posting list is read at a time). */
let cursor = 0
/** The varint at `cursor` (index-format.ts writes postings as varints). */
function nextUint(bytes: Uint8Array): number {
  let byte = bytes[cursor++]!
  if (byte < 0x80) return byte
  let value = byte & 0x7f
  let scale = 0x80
  for (;;) {
    byte = bytes[cursor++]!
    value += (byte & 0x7f) * scale
    if (byte < 0x80) return value
    scale *= 0x80
  }
}

/**
 * Section numbers and scores of the best `limit` sections (synchronous: no await inside), BM25
 * counted over `corpus` (the index's own, or the union it is part of); `priors`: the page priors
 * that apply (none for a query about changes); the pages `skip` flags are left out.
 */
function rankDocs(
  index: SearchIndex,
  groups: readonly QueryGroup[],
  words: readonly string[],
  limit: number,
  corpus: Corpus,
  { priors, skip }: { priors: ArrayLike<number> | undefined; skip?: Uint8Array }
): Array<[doc: number, score: number]> {
  const { meta } = index
  const { total, best, matched, exactTitle, pageTotal, norm, touched, inGroup } = getScratch(
    index,
    corpus.averageContentTokens
  )
  let touchedCount = 0
  const idfOf = (count: number) => Math.log(1 + (corpus.docCount - count + 0.5) / (count + 0.5))
  for (const [g, group] of groups.entries()) {
    let inGroupCount = 0
    const wordBit = 1 << group.word
    // in a title, a completion or another form is rarer than the word but not worth more: a
    // heading 'Serverless …' must not count above 'Server …' for `server` typed whole
    // (query-terms.ts puts the word itself first)
    const wordIdf = group.terms[0]?.weight === 1 ? idfOf(group.terms[0].ref.count) : Infinity
    for (const { ref, weight, exact } of group.terms) {
      const idf = idfOf(ref.count)
      const scale = weight * idf
      const titleScale = weight * Math.min(idf, wordIdf)
      const titleScore = titleScale * TITLE
      const titlesScore = titleScale * TITLES
      const bytes = ref.shard.bytes
      cursor = ref.shard.starts[ref.n]!
      // the posting list inline (no callback, no reader object): it is the query's hot loop
      let doc = 0
      for (let left = nextUint(bytes); left > 0; left--) {
        doc += nextUint(bytes)
        const hits = nextUint(bytes)
        const tf = hits >> 2
        let score = tf ? (scale * tf * (K1 + 1)) / (tf + norm[doc]!) : 0
        if (hits & IN_TITLE) {
          score += titleScore
          if (exact) exactTitle[doc]! |= wordBit
        }
        if (hits & IN_TITLES) score += titlesScore
        const previous = best[doc]!
        if (previous === 0) inGroup[inGroupCount++] = doc
        if (score > previous) best[doc] = score
      }
    }
    for (let n = 0; n < inGroupCount; n++) {
      const doc = inGroup[n]!
      if (matched[doc] === 0) touched[touchedCount++] = doc
      total[doc]! += best[doc]!
      matched[doc]! |= 1 << g
      best[doc] = 0
    }
  }
  for (let n = 0; n < touchedCount; n++) {
    const doc = touched[n]!
    pageTotal[meta.pageOf[doc]!]! += total[doc]!
  }
  const allWords = 2 ** words.length - 1
  const titleWords = countTitleWords(words)
  const top = new TopList(limit)
  for (let n = 0; n < touchedCount; n++) {
    const doc = touched[n]!
    const page = meta.pageOf[doc]!
    // a page the overlay translates: its own sections only ever added to each other
    if (skip?.[page]) continue
    const own = total[doc]!
    const others = pageTotal[page]! - own
    const coverage = popcount(matched[doc]!) / groups.length
    let score = (own + PAGE_SHARE * Math.min(others, 2 * own)) * (priors ? priors[page]! : 1)
    score *= coverage * coverage
    if (exactTitle[doc] === allWords && meta.titleTokens[doc] === titleWords)
      score *= meta.levels[doc] === 1 ? EXACT_PAGE_TITLE : EXACT_HEADING
    top.offer(doc, score)
  }
  // leave the scratch zeroed for the next query
  for (let n = 0; n < touchedCount; n++) {
    const doc = touched[n]!
    pageTotal[meta.pageOf[doc]!] = 0
    total[doc] = 0
    matched[doc] = 0
    exactTitle[doc] = 0
  }
  return top.list()
}

/** The `limit` best sections, best first (ties: the earlier section); a loser costs a compare. */
class TopList {
  private readonly docs: number[] = []
  private readonly scores: number[] = []
  constructor(private readonly limit: number) {}

  offer(doc: number, score: number): void {
    const { docs, scores, limit } = this
    let at = docs.length
    if (at === limit) {
      const lastScore = scores[limit - 1]!
      if (score < lastScore || (score === lastScore && doc > docs[limit - 1]!)) return
      docs.pop()
      scores.pop()
      at--
    }
    while (at > 0 && (scores[at - 1]! < score || (scores[at - 1] === score && docs[at - 1]! > doc)))
      at--
    docs.splice(at, 0, doc)
    scores.splice(at, 0, score)
  }

  list(): Array<[doc: number, score: number]> {
    return this.docs.map((doc, n) => [doc, this.scores[n]!])
  }
}
