import { CAMEL_RE, HUMP_RE } from '../../src/shared/search/tokenizer'

/*
 * The search tokens of one ASCII sentence in one pass over its characters, exactly what
 * `searchTokenizer().tokenize(sentence)` gives with the default chain (no stemmer, no stop
 * words; src/shared/search/tokenizer.ts): the compile threads tokenize every sentence of every
 * section (section-terms.ts), and the general tokenizer's regular expressions, arrays and sets
 * per sentence were more than half of a page's compile on the peers' corpus. Judged against the
 * tokenizer by ascii-terms.test.ts; off with `CONTENT_FAST_TERMS=0` (content/fast-paths.ts).
 */

/** Joiners inside a token, split off as the tokenizer's JOINER_RE does. */
const JOINER_RE = /[-_']+/

/** Word characters of Orama's English splitter among ASCII: letters, digits, `_`, `'`, `-`. */
function isWordChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 95 ||
    code === 39 ||
    code === 45
  )
}

/**
 * The tokens of `sentence` in the tokenizer's order (its words lower-cased, then its camelCase
 * humps, then the parts of joined words longer than one character, each once), or undefined when
 * it holds a character outside ASCII (the general tokenizer's diacritics and CJK paths).
 */
export function asciiSentenceTokens(sentence: string): string[] | undefined {
  const length = sentence.length
  for (let index = 0; index < length; index++)
    if (sentence.charCodeAt(index) > 0x7f) return undefined
  const lower = sentence.toLowerCase()
  const seen = new Set<string>()
  // humps come after every word: the tokenizer appends them to the sentence's text
  let humps: string[] | undefined
  let joined = false
  for (let start = 0; start < length;) {
    if (!isWordChar(sentence.charCodeAt(start))) {
      start++
      continue
    }
    let end = start
    let camel = false
    for (; end < length; end++) {
      const code = sentence.charCodeAt(end)
      if (!isWordChar(code)) break
      // a camelCase match needs a capital after a first letter; it never crosses a non-word
      // character, so matching each word alone finds what matching the sentence finds
      if (code >= 65 && code <= 90) camel ||= end > start
      else if (code === 95 || code === 39 || code === 45) joined = true
    }
    seen.add(lower.slice(start, end))
    if (camel)
      for (const match of sentence.slice(start, end).match(CAMEL_RE) ?? [])
        (humps ??= []).push(...match.split(HUMP_RE))
    start = end
  }
  if (humps) for (const hump of humps) seen.add(hump.toLowerCase())
  if (!joined) return [...seen]
  const tokens = [...seen]
  for (const token of tokens)
    if (JOINER_RE.test(token))
      for (const part of token.split(JOINER_RE)) if (part.length > 1) seen.add(part)
  return [...seen]
}
