import type { SearchSection } from '../content/types'
import {
  findPrefixed,
  findTerm,
  getSections,
  listWords,
  type SearchIndex,
  type TermRef,
} from './index-db'
import { IN_TITLE, IN_TITLES, readPostings } from './index-format'
import { MAX_QUERY_CORRECTIONS, pickQueryWords } from './query-words'
import { hasCjk } from './text'
import { createSearchTokenizer } from './tokenizer'
import { findCorrections } from './typo'

/*
 * Ranking of a query over a sharded index (index-db.ts). Consumers: worker/api/search.ts, the
 * relevance suites in build/search and the bench. Cost is bounded by the query, not the site:
 * at most 8 words, each read as one term, at most PREFIX_TERMS completions and a few typo
 * corrections from one letter's word list; scores come from the postings and the meta value
 * alone (no section text is read until the `limit` winners are known).
 */

/** A ranked section. */
export interface SearchHit {
  section: SearchSection
  score: number
}

/** One searched unit: a Latin word or a CJK bigram, with the terms that count for it. */
interface Group {
  /** Index of the query word it comes from. */
  word: number
  /** `exact`: the term is the word or a completion of it (not a typo correction). */
  terms: Array<{ ref: TermRef; weight: number; exact: boolean }>
}

/** BM25 of the body. */
const K1 = 1.2
const B = 0.75
/** A title hit counts like a body that says the word a few times, not like the whole page. */
const TITLE = 1.6
const TITLES = 0.5
/** Completions of a half-typed word, and typo corrections, count less than the word itself. */
const PREFIX_WEIGHT = 0.8
const TYPO_WEIGHT = 0.7
const PREFIX_TERMS = 24
/** Share of the page's other matching sections added to a section (page-level relevance). */
const PAGE_SHARE = 0.35
/** Boost of a section whose title is exactly the query (a page title more than a heading). */
const EXACT_PAGE_TITLE = 2.5
const EXACT_HEADING = 1.3

const tokenizer = createSearchTokenizer()

/** Terms of one query word: itself, its completions and, when it matches nothing, corrections. */
async function resolveWord(
  index: SearchIndex,
  word: string,
  budget: { corrections: number }
): Promise<Array<Group['terms']>> {
  if (hasCjk(word)) {
    // CJK: each bigram must be found (a lone character matches the bigrams it starts)
    const grams = tokenizer.tokenize(word).filter(hasCjk)
    return Promise.all(
      grams.map(async (gram) => {
        const ref = await findTerm(index, gram)
        if (ref) return [{ ref, weight: 1, exact: true }]
        if (gram.length > 1) return []
        const refs = await findPrefixed(index, gram, PREFIX_TERMS)
        return refs.map((found) => ({ ref: found, weight: PREFIX_WEIGHT, exact: false }))
      })
    )
  }
  const [primary] = tokenizer.tokenize(word)
  if (!primary) return []
  const [exact, prefixed] = await Promise.all([
    findTerm(index, primary),
    findPrefixed(index, primary, PREFIX_TERMS),
  ])
  // a completion counts as the word for the exact-title boost (`rout` finds the page 'Routing')
  const terms: Group['terms'] = prefixed.map((ref) => ({ ref, weight: PREFIX_WEIGHT, exact: true }))
  if (exact) terms.unshift({ ref: exact, weight: 1, exact: true })
  if (terms.length || budget.corrections === 0) return [terms]
  // corrections keep the first letter or swap the first two (`ocnfig`): one or two word lists
  const letters = [...new Set([primary[0]!, primary[1] ?? ''])].filter(Boolean)
  const words = (await Promise.all(letters.map((letter) => listWords(index, letter)))).flat()
  const corrections = findCorrections(primary, words).slice(0, budget.corrections)
  budget.corrections -= corrections.length
  const refs = await Promise.all(corrections.map((term) => findTerm(index, term)))
  return [refs.flatMap((ref) => (ref ? [{ ref, weight: TYPO_WEIGHT, exact: false }] : []))]
}

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
 * a title that is exactly the query.
 */
export async function searchSections(
  index: SearchIndex,
  query: string,
  limit: number
): Promise<SearchHit[]> {
  const words = pickQueryWords(query.trim())
  if (!words.length || limit < 1) return []
  const budget = { corrections: MAX_QUERY_CORRECTIONS }
  const groups: Group[] = []
  for (const [n, word] of words.entries())
    for (const terms of await resolveWord(index, word, budget))
      if (groups.length < 30) groups.push({ word: n, terms })
  if (!groups.length) return []
  const top = rankDocs(index, groups, words.length, limit)
  const sections = await getSections(
    index,
    top.map(([doc]) => doc)
  )
  return sections.map((section, n) => ({ section, score: top[n]![1] }))
}

/** Per-section sums of a query, reused by every query of an index (ranking is synchronous). */
interface Scratch {
  total: Float64Array
  best: Float64Array
  matched: Int32Array
  exactTitle: Int32Array
  pageTotal: Float64Array
}
const scratches = new WeakMap<SearchIndex['meta'], Scratch>()

function getScratch({ meta }: SearchIndex): Scratch {
  let scratch = scratches.get(meta)
  if (!scratch) {
    scratch = {
      total: new Float64Array(meta.docCount),
      best: new Float64Array(meta.docCount),
      matched: new Int32Array(meta.docCount),
      exactTitle: new Int32Array(meta.docCount),
      pageTotal: new Float64Array(meta.pageCount),
    }
    scratches.set(meta, scratch)
  }
  return scratch
}

/** Section numbers and scores of the best `limit` sections (synchronous: no await inside). */
function rankDocs(
  index: SearchIndex,
  groups: readonly Group[],
  wordCount: number,
  limit: number
): Array<[doc: number, score: number]> {
  const { meta } = index
  const { total, best, matched, exactTitle, pageTotal } = getScratch(index)
  const touched: number[] = []
  for (const [g, group] of groups.entries()) {
    const inGroup: number[] = []
    for (const { ref, weight, exact } of group.terms) {
      const idf = Math.log(1 + (meta.docCount - ref.count + 0.5) / (ref.count + 0.5))
      const wordBit = 1 << group.word
      readPostings(ref.shard, ref.n, (doc, hits) => {
        const tf = hits >> 2
        const norm = 1 - B + (B * meta.contentTokens[doc]!) / meta.averageContentTokens
        const body = tf ? (tf * (K1 + 1)) / (tf + K1 * norm) : 0
        const title = hits & IN_TITLE ? TITLE : 0
        const score = weight * idf * (body + title + (hits & IN_TITLES ? TITLES : 0))
        if (best[doc] === 0) inGroup.push(doc)
        if (score > best[doc]!) best[doc] = score
        if (exact && title) exactTitle[doc]! |= wordBit
      })
    }
    for (const doc of inGroup) {
      if (matched[doc] === 0) touched.push(doc)
      total[doc]! += best[doc]!
      matched[doc]! |= 1 << g
      best[doc] = 0
    }
  }
  for (const doc of touched) pageTotal[meta.pageOf[doc]!]! += total[doc]!
  const allWords = 2 ** wordCount - 1
  const ranked: Array<[number, number]> = []
  for (const doc of touched) {
    const page = meta.pageOf[doc]!
    const own = total[doc]!
    const others = pageTotal[page]! - own
    const coverage = popcount(matched[doc]!) / groups.length
    let score = (own + PAGE_SHARE * Math.min(others, 2 * own)) * meta.pagePrior[page]!
    score *= coverage * coverage
    if (exactTitle[doc] === allWords && meta.titleTokens[doc] === wordCount)
      score *= meta.levels[doc] === 1 ? EXACT_PAGE_TITLE : EXACT_HEADING
    insertTop(ranked, [doc, score], limit)
  }
  // leave the scratch zeroed for the next query
  for (const doc of touched) {
    pageTotal[meta.pageOf[doc]!] = 0
    total[doc] = 0
    matched[doc] = 0
    exactTitle[doc] = 0
  }
  return ranked
}

/** Keeps `ranked` the `limit` best, best first (ties: the earlier section). */
function insertTop(ranked: Array<[number, number]>, item: [number, number], limit: number): void {
  const [doc, score] = item
  if (ranked.length === limit) {
    const [lastDoc, lastScore] = ranked[limit - 1]!
    if (score < lastScore || (score === lastScore && doc > lastDoc)) return
    ranked.pop()
  }
  let at = ranked.length
  while (at > 0) {
    const [prevDoc, prevScore] = ranked[at - 1]!
    if (prevScore > score || (prevScore === score && prevDoc < doc)) break
    at--
  }
  ranked.splice(at, 0, item)
}
