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

/** Terms of one query word: itself, its completions and, when it matches nothing, corrections. */
async function resolveWord(
  index: SearchIndex,
  word: string,
  budget: { corrections: number }
): Promise<Array<QueryGroup['terms']>> {
  const tokenizer = searchTokenizer()
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
  const stem = stemOf(primary)
  const [exact, prefixed, forms, stemTerm] = await Promise.all([
    findTerm(index, primary),
    findPrefixed(index, primary, PREFIX_TERMS),
    stem ? findPrefixed(index, stem, PREFIX_TERMS) : [],
    stem ? findTerm(index, stem) : undefined,
  ])
  // a completion counts as the word for the exact-title boost (`rout` finds the page 'Routing')
  const terms: QueryGroup['terms'] = prefixed.map((ref) => ({
    ref,
    weight: PREFIX_WEIGHT,
    exact: true,
  }))
  if (exact) terms.unshift({ ref: exact, weight: 1, exact: true })
  // a word of the index also finds its other forms (not a typo: that goes to corrections)
  if (terms.length) {
    const found = new Set(terms.map((term) => term.ref.term))
    for (const ref of stemTerm ? [stemTerm, ...forms] : forms)
      if (!found.has(ref.term)) terms.push({ ref, weight: STEM_WEIGHT, exact: false })
  }
  if (terms.length || budget.corrections === 0) return [terms]
  // corrections keep the first letter or swap the first two (`ocnfig`): one or two word lists
  const letters = [...new Set([primary[0]!, primary[1] ?? ''])].filter(Boolean)
  const words = (await Promise.all(letters.map((letter) => listWords(index, letter)))).flat()
  const corrections = findCorrections(primary, words).slice(0, budget.corrections)
  budget.corrections -= corrections.length
  const refs = await Promise.all(corrections.map((term) => findTerm(index, term)))
  return [refs.flatMap((ref) => (ref ? [{ ref, weight: TYPO_WEIGHT, exact: false }] : []))]
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

/** The groups of a query's words (at most 30), typo corrections bounded per query. */
export async function resolveQueryGroups(
  index: SearchIndex,
  words: readonly string[]
): Promise<QueryGroup[]> {
  await prefetchTerms(index, ...routeWords(words))
  const budget = { corrections: MAX_QUERY_CORRECTIONS }
  const groups: QueryGroup[] = []
  for (const [n, word] of words.entries())
    for (const terms of await resolveWord(index, word, budget))
      if (groups.length < MAX_GROUPS) groups.push({ word: n, terms })
  return groups
}
