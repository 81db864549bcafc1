import { hasCjk } from './text'

/*
 * The words a query is searched with, bounded so that a 200-character query costs about what
 * an 8-word one does: every word is a prefix term of Orama (a one-letter prefix reaches a large
 * part of the index) and may bring typo corrections (from one letter's word list). Consumers:
 * rank.ts (searchSections), build/search/write-index.ts (title word counts) and
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
