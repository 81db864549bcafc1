import { CAMEL_RE, HUMP_RE } from '../../src/shared/search/tokenizer'

/*
 * The search tokens of a section's ASCII sentences in one pass over their characters, exactly
 * what `searchTokenizer().tokenize(sentence)` gives with the default chain (no stemmer, no stop
 * words; src/shared/search/tokenizer.ts): the compile threads tokenize every sentence of every
 * section (section-terms.ts), and the general tokenizer's regular expressions, arrays and sets
 * per sentence were a quarter of a page's compile on the peers' corpus. Judged against the
 * tokenizer by ascii-terms.test.ts; off with `CONTENT_FAST_TERMS=0` (content/fast-paths.ts).
 */

/** Joiners inside a token, split off as the tokenizer's JOINER_RE does. */
const JOINER_RE = /[-_']+/
/** What ends a sentence (section-terms.ts SENTENCE_RE, sticky): its marks and the spaces after. */
const SEPARATOR_RE = /[.!?;:\n]+\s*/y

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

/** A sentence mark of SENTENCE_RE: `.`, `!`, `?`, `;`, `:` or a line break. */
function isSentenceMark(code: number): boolean {
  return code === 46 || code === 33 || code === 63 || code === 59 || code === 58 || code === 10
}

/** Sections counted by {@link countSentenceTokens} in this thread (the switch's test). */
export const asciiTermsUse = { sections: 0 }

/**
 * Counts each sentence's distinct tokens into `hits` (4 per sentence a token is in, in the order
 * tokens are first met) and returns how many there were, as counting `tokenize(sentence)` of
 * every sentence of `content.split(SENTENCE_RE)` does; a sentence with a character outside ASCII
 * goes to `tokenize` (the tokenizer's diacritics and CJK paths).
 */
export function countSentenceTokens(
  content: string,
  hits: Map<string, number>,
  tokenize: (sentence: string) => readonly string[]
): number {
  // each token's hits and the sentence it was last counted in (a token counts once per
  // sentence): one lookup a token, where a set per sentence and the hits were three
  const counted = new Map<string, { hits: number; sentence: number }>()
  let sentence = 0
  let count = 0
  asciiTermsUse.sections++
  const add = (token: string) => {
    const entry = counted.get(token)
    if (!entry) counted.set(token, { hits: 4, sentence })
    else if (entry.sentence !== sentence) {
      entry.sentence = sentence
      entry.hits += 4
    } else return
    count++
  }
  for (let start = 0; start <= content.length; sentence++) {
    let end = start
    let ascii = true
    for (; end < content.length; end++) {
      const code = content.charCodeAt(end)
      if (isSentenceMark(code)) break
      if (code > 0x7f) ascii = false
    }
    if (!ascii) for (const token of tokenize(content.slice(start, end))) add(token)
    else if (end > start) asciiSentence(content, start, end, add)
    if (end === content.length) break
    SEPARATOR_RE.lastIndex = end
    SEPARATOR_RE.test(content)
    start = SEPARATOR_RE.lastIndex
  }
  // in the order the tokens were first met, as the tokenizer's sentences added them
  for (const [token, entry] of counted) hits.set(token, (hits.get(token) ?? 0) + entry.hits)
  return count
}

/**
 * The tokens of the ASCII sentence `text[start, end)` in the tokenizer's order, each to `add`:
 * its words lower-cased, then its camelCase humps (the tokenizer appends them to the text), then
 * the parts of joined words longer than one character. `add` keeps the first of repeats.
 */
function asciiSentence(
  text: string,
  start: number,
  end: number,
  add: (token: string) => void
): void {
  let humps: string[] | undefined
  let joined: string[] | undefined
  for (let at = start; at < end;) {
    if (!isWordChar(text.charCodeAt(at))) {
      at++
      continue
    }
    let wordEnd = at
    let upper = false
    let camel = false
    let joiner = false
    for (; wordEnd < end; wordEnd++) {
      const code = text.charCodeAt(wordEnd)
      if (!isWordChar(code)) break
      // a camelCase match needs a capital after a first letter and never crosses a non-word
      // character, so matching each word alone finds what matching the sentence finds
      if (code >= 65 && code <= 90) {
        upper = true
        camel ||= wordEnd > at
      } else if (code === 95 || code === 39 || code === 45) joiner = true
    }
    const word = text.slice(at, wordEnd)
    const token = upper ? word.toLowerCase() : word
    add(token)
    if (joiner) (joined ??= []).push(token)
    if (camel) for (const match of word.match(CAMEL_RE) ?? []) (humps ??= []).push(match)
    at = wordEnd
  }
  if (humps)
    for (const match of humps) for (const hump of match.split(HUMP_RE)) add(hump.toLowerCase())
  // the joined words in the order the tokenizer lists them (first occurrence; humps have none)
  if (joined)
    for (const token of new Set(joined))
      for (const part of token.split(JOINER_RE)) if (part.length > 1) add(part)
}
