import { hasCjk } from './text'
import { searchTokenizer } from './tokenizer'

/*
 * The words a query is searched with, bounded so that a 200-character query costs about what
 * an 8-word one does: every word is a prefix term of Orama (a one-letter prefix reaches a large
 * part of the index) and may bring typo corrections (from one letter's word list). Consumers:
 * rank.ts (searchSections), build/search/section-terms.ts (title word counts) and
 * worker/api/search.ts (the snippets mark what was searched).
 */

/** Most words of a query that are searched; the rest of a long query is ignored. */
export const MAX_QUERY_WORDS = 8
/** Longest word searched, in characters (the longest word of the 4.x index has 24). */
export const MAX_WORD_LENGTH = 32
/** Most typo corrections added over all the words of a query (rank.ts; findCorrections keeps 6 per word). */
export const MAX_QUERY_CORRECTIONS = 12

/**
 * A word as Orama's English tokenizer cuts text: letters, digits, `_`, `'` and `-`, so
 * `aster.config.js` is three words and `a.b.c` is not one word hiding three prefixes.
 */
const QUERY_WORD_RE = /[\p{L}\p{N}_'-]+/gu
const DIGIT_RE = /^\p{N}$/u
/** One-character words searched: a digit (`Aster 3`; few words of the index start with one) or a CJK character. */
const isKeptSingle = (char: string) => DIGIT_RE.test(char) || hasCjk(char)

/**
 * The searched words of a query, in query order and original case (camelCase humps are
 * tokens): repeated words (ignoring case) once, each cut to MAX_WORD_LENGTH, at most
 * MAX_QUERY_WORDS. One-letter words (`a`, `x`) are skipped, being prefixes of too much of the
 * index, but not digits or CJK characters; a query made only of them (`c++`, `a`) keeps its first.
 */
export function pickQueryWords(query: string): string[] {
  const seen = new Set<string>()
  const words: string[] = []
  let single: string | undefined
  for (const [match] of query.matchAll(QUERY_WORD_RE)) {
    const chars = Array.from(match)
    const word = chars.slice(0, MAX_WORD_LENGTH).join('')
    const key = word.toLowerCase()
    if (seen.has(key)) continue
    seen.add(key)
    if (chars.length === 1 && !isKeptSingle(word)) {
      single ??= word
      continue
    }
    words.push(word)
    if (words.length === MAX_QUERY_WORDS) break
  }
  return words.length || single === undefined ? words : [single]
}

/**
 * How many words the exact-title boost counts in a title or a query's words (rank.ts compares
 * the two): a Latin word is one, a CJK word one per bigram it is searched by (query-terms.ts),
 * so `安装` is one and `手动安装` three, and the heading '手动安装' is not exactly the query `安装`.
 */
export function countTitleWords(words: readonly string[]): number {
  const tokenizer = searchTokenizer()
  let count = 0
  for (const word of words)
    count += hasCjk(word) ? Math.max(1, tokenizer.tokenize(word).filter(hasCjk).length) : 1
  return count
}

/**
 * English endings of a noun made from a verb, and a verb's final `e`, cut off a query word to find
 * its other forms (the index keeps words as written): `migrate` (`migrat…`) and `migration`
 * (`migr…`) reach each other, `deployment` reaches `deploy`. Not `-ing`, `-ed`, `-s`: their completions already
 * hold the other forms, and `routing` cut to `rout` would rank pages about routes above it. What
 * is left keeps at least 4 letters, so short words do not open onto half the index.
 */
const ENDING_RE = /(?:ations?|ions?|ments?|e)$/
const MIN_STEM = 4

/** The stem whose completions are a word's other forms, or undefined when it has no ending to cut. */
export function stemOf(word: string): string | undefined {
  const stem = word.replace(ENDING_RE, '')
  return stem !== word && stem.length >= MIN_STEM ? stem : undefined
}
