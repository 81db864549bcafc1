import {
  findPrefixed,
  findTerm,
  listWords,
  prefetchTerms,
  type SearchIndex,
  type TermRef,
} from './index-db'
import { MAX_QUERY_CORRECTIONS, pickQueryWords, stemOf } from './query-words'
import { hasCjk } from './text'
import { searchTokenizer } from './tokenizer'
import { findCorrections } from './typo'

/*
 * The terms a query looks up in a sharded index (index-db.ts): each query word with its
 * completions or, when it matches nothing, a few typo corrections; CJK words as bigrams. Their
 * term shards are read together first. Consumers: rank.ts (searchSections) and the worker, which
 * prefetches a query's shards while an isolate's first search reads the meta value.
 */

/** One searched unit: a Latin word or a CJK bigram, with the terms that count for it. */
export interface QueryGroup {
  /** Index of the query word it comes from. */
  word: number
  /** `exact`: the term is the word or a completion of it (not a typo correction). */
  terms: Array<{ ref: TermRef; weight: number; exact: boolean }>
}

/** Completions of a half-typed word, and typo corrections, count less than the word itself. */
const PREFIX_WEIGHT = 0.8
const TYPO_WEIGHT = 0.7
const PREFIX_TERMS = 24
/** Other forms of a word (`migrate` for `migration`) count less than its completions. */
const STEM_WEIGHT = 0.6
/** Groups a query ranks by at most (one bit each in rank.ts's masks). */
const MAX_GROUPS = 30

/**
 * A term as the searched parts hold it (an index alone, or an overlay and its source:
 * overlay.ts): its ref in each part that has it, and how many sections hold it in all.
 */
interface Found {
  term: string
  refs: Array<TermRef | undefined>
  count: number
}

/** A word's terms before they are split per part. */
type FoundTerms = Array<{ found: Found; weight: number; exact: boolean }>

/** The term in every part, or undefined when none holds it. */
async function findEverywhere(
  indexes: readonly SearchIndex[],
  term: string
): Promise<Found | undefined> {
  const refs = await Promise.all(indexes.map((index) => findTerm(index, term)))
  const count = refs.reduce((sum, ref) => sum + (ref?.count ?? 0), 0)
  return refs.some(Boolean) ? { term, refs, count } : undefined
}

/** The `max` completions of `prefix` held by the most sections over all the parts. */
async function findPrefixedEverywhere(
  indexes: readonly SearchIndex[],
  prefix: string,
  max: number
): Promise<Found[]> {
  const lists = await Promise.all(indexes.map((index) => findPrefixed(index, prefix, Infinity)))
  const byTerm = new Map<string, Found>()
  for (const [part, list] of lists.entries())
    for (const ref of list) {
      let found = byTerm.get(ref.term)
      if (!found) byTerm.set(ref.term, (found = { term: ref.term, refs: [], count: 0 }))
      found.refs[part] = ref
      found.count += ref.count
    }
  return [...byTerm.values()]
    .sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : 1))
    .slice(0, max)
}

/** Terms of one query word: itself, its completions and, when it matches nothing, corrections. */
async function resolveWord(
  indexes: readonly SearchIndex[],
  word: string,
  budget: { corrections: number }
): Promise<FoundTerms[]> {
  const tokenizer = searchTokenizer()
  if (hasCjk(word)) {
    // CJK: each bigram must be found (a lone character matches the bigrams it starts)
    const grams = tokenizer.tokenize(word).filter(hasCjk)
    return Promise.all(
      grams.map(async (gram) => {
        const found = await findEverywhere(indexes, gram)
        if (found) return [{ found, weight: 1, exact: true }]
        if (gram.length > 1) return []
        const refs = await findPrefixedEverywhere(indexes, gram, PREFIX_TERMS)
        return refs.map((each) => ({ found: each, weight: PREFIX_WEIGHT, exact: false }))
      })
    )
  }
  const [primary] = tokenizer.tokenize(word)
  if (!primary) return []
  const stem = stemOf(primary)
  const [exact, prefixed, forms, stemTerm] = await Promise.all([
    findEverywhere(indexes, primary),
    findPrefixedEverywhere(indexes, primary, PREFIX_TERMS),
    stem ? findPrefixedEverywhere(indexes, stem, PREFIX_TERMS) : [],
    stem ? findEverywhere(indexes, stem) : undefined,
  ])
  // a completion counts as the word for the exact-title boost (`rout` finds the page 'Routing')
  const terms: FoundTerms = prefixed.map((found) => ({
    found,
    weight: PREFIX_WEIGHT,
    exact: true,
  }))
  if (exact) terms.unshift({ found: exact, weight: 1, exact: true })
  // a word of the index also finds its other forms (not a typo: that goes to corrections)
  if (terms.length) {
    const seen = new Set(terms.map((term) => term.found.term))
    for (const found of stemTerm ? [stemTerm, ...forms] : forms)
      if (!seen.has(found.term)) terms.push({ found, weight: STEM_WEIGHT, exact: false })
  }
  if (terms.length || budget.corrections === 0) return [terms]
  // corrections keep the first letter or swap the first two (`ocnfig`): one or two word lists
  const letters = [...new Set([primary[0]!, primary[1] ?? ''])].filter(Boolean)
  const lists = await Promise.all(
    letters.flatMap((letter) => indexes.map((index) => listWords(index, letter)))
  )
  const words = [...new Set(lists.flat())]
  const corrections = findCorrections(primary, words).slice(0, budget.corrections)
  budget.corrections -= corrections.length
  const found = await Promise.all(corrections.map((term) => findEverywhere(indexes, term)))
  return [
    found.flatMap((each) => (each ? [{ found: each, weight: TYPO_WEIGHT, exact: false }] : [])),
  ]
}

/**
 * Reads every term shard a query looks up first, together (searchSections does; the worker also
 * calls it while an isolate's first search reads the meta value: the manifest routes terms).
 */
export function prefetchQuery(
  index: Pick<SearchIndex, 'entry' | 'load'>,
  query: string
): Promise<void> {
  return prefetchTerms(index, ...routeWords(pickQueryWords(query.trim())))
}

/** The terms and prefixes resolveWord looks up first, to read their shards together. */
function routeWords(words: readonly string[]): [terms: string[], prefixes: string[]] {
  const terms: string[] = []
  const prefixes: string[] = []
  const tokenizer = searchTokenizer()
  for (const word of words) {
    if (hasCjk(word)) {
      for (const gram of tokenizer.tokenize(word).filter(hasCjk))
        (gram.length > 1 ? terms : prefixes).push(gram)
      continue
    }
    const [primary] = tokenizer.tokenize(word)
    if (primary) prefixes.push(stemOf(primary) ?? primary)
  }
  return [terms, prefixes]
}

/**
 * The groups of a query's words (at most 30), typo corrections bounded per query, as each part
 * ranks them (one list per index of `indexes`): the same groups, each with the terms that part
 * holds, counted over all the parts (overlay.ts).
 */
export async function resolveQueryGroups(
  indexes: readonly SearchIndex[],
  words: readonly string[]
): Promise<QueryGroup[][]> {
  const [terms, prefixes] = routeWords(words)
  await Promise.all(indexes.map((index) => prefetchTerms(index, terms, prefixes)))
  const budget = { corrections: MAX_QUERY_CORRECTIONS }
  const groups: Array<{ word: number; terms: FoundTerms }> = []
  for (const [n, word] of words.entries())
    for (const terms of await resolveWord(indexes, word, budget))
      if (groups.length < MAX_GROUPS) groups.push({ word: n, terms })
  return indexes.map((_, part) =>
    groups.map(({ word, terms }) => ({
      word,
      terms: terms.flatMap(({ found, weight, exact }) => {
        const ref = found.refs[part]
        if (!ref) return []
        // the document frequency of the union, so the parts' scores compare
        return [
          { ref: ref.count === found.count ? ref : { ...ref, count: found.count }, weight, exact },
        ]
      }),
    }))
  )
}
