import { CAMEL_RE, HUMP_RE } from '../../src/shared/search/tokenizer'
import { HASH_OFFSET, hashStep, TokenIds } from './token-ids'

/*
 * The search tokens of a section's ASCII sentences in one pass over their characters, exactly
 * what `searchTokenizer().tokenize(sentence)` gives with the default chain (no stemmer, no stop
 * words; src/shared/search/tokenizer.ts): the compile threads tokenize every sentence of every
 * section (section-terms.ts), and the general tokenizer's regular expressions, arrays and sets
 * per sentence were a quarter of a page's compile on the peers' corpus. Tokens are counted by
 * id (token-ids.ts): a word already met is neither sliced nor hashed into a map. Judged against
 * the tokenizer by ascii-terms.test.ts; off with `CONTENT_FAST_TERMS=0` (content/fast-paths.ts).
 */

/** Joiners inside a token, split off as the tokenizer's JOINER_RE does. */
const JOINER_RE = /[-_']+/
/** What ends a sentence (section-terms.ts SENTENCE_RE, sticky): its marks and the spaces after. */
const SEPARATOR_RE = /[.!?;:\n]+\s*/y
/** Text without a character outside ASCII. */
const ASCII_RE = /^[\x00-\x7f]*$/

/** Per ASCII character code, its kind: {@link WORD}, {@link UPPER}, {@link JOINER}, {@link MARK}. */
const KIND = new Uint8Array(128)
/** A word character of Orama's English splitter among ASCII: a letter, a digit, `_`, `'`, `-`. */
const WORD = 1
/** A capital `A`-`Z` (a word character). */
const UPPER = 2
/** `_`, `'` or `-` (a word character): the tokenizer splits a token's parts at them. */
const JOINER = 4
/** A sentence mark of SENTENCE_RE: `.`, `!`, `?`, `;`, `:` or a line break. */
const MARK = 8
for (let code = 48; code <= 57; code++) KIND[code] = WORD
for (let code = 97; code <= 122; code++) KIND[code] = WORD
for (let code = 65; code <= 90; code++) KIND[code] = WORD | UPPER
for (const char of "_'-") KIND[char.charCodeAt(0)] = WORD | JOINER
for (const char of '.!?;:\n') KIND[char.charCodeAt(0)] = MARK

/** Sections counted by a {@link TermCounter} in this thread (the switch's test). */
export const asciiTermsUse = { sections: 0 }

/**
 * One section's tokens at a time, by id: each token's hits (4 per sentence it is in, plus the
 * title bits) in the order tokens are first met. One per thread ({@link termCounter}): its
 * token table and arrays are reused from section to section.
 */
export class TermCounter {
  readonly ids = new TokenIds()
  /** This section's hits, by token id (0: not met in it). */
  private hits = new Int32Array(1 << 10)
  /** The last sentence each token was counted in (sentences are numbered across sections). */
  private sentenceOf = new Int32Array(1 << 10)
  /** This section's token ids, in the order first met. */
  private readonly order: number[] = []
  private sentence = 0
  /** Token occurrences counted (one per token and sentence). */
  private count = 0
  /** Words as written (capitals kept), for their camelCase humps. */
  private readonly written = new TokenIds()
  /** The hump ids of each camelCase word met, by its id in {@link written}. */
  private readonly humpsOf: (number[] | undefined)[] = []
  /** The part ids (longer than one character) of each joined token, by its id. */
  private readonly partsOf: (number[] | undefined)[] = []

  /**
   * Counts each sentence's distinct tokens (4 per sentence a token is in) and returns how many
   * there were, as counting `tokenize(sentence)` of every sentence of `content.split(SENTENCE_RE)`
   * does; a sentence with a character outside ASCII goes to `tokenize` (the tokenizer's
   * diacritics and CJK paths).
   */
  countContent(content: string, tokenize: (sentence: string) => readonly string[]): number {
    asciiTermsUse.sections++
    // a section left undrained (a tokenizer that threw) counts nothing into this one
    this.drain(() => undefined)
    this.count = 0
    this.sentence++
    // most sections are ASCII: their sentences are split as their words are read, in one pass
    if (ASCII_RE.test(content)) this.asciiSentences(content, 0, content.length)
    else this.mixedContent(content, tokenize)
    return this.count
  }

  /** {@link countContent} of a section with characters outside ASCII, sentence by sentence. */
  private mixedContent(content: string, tokenize: (sentence: string) => readonly string[]): void {
    for (let start = 0; start <= content.length; this.sentence++) {
      let end = start
      let ascii = true
      for (; end < content.length; end++) {
        const code = content.charCodeAt(end)
        if (code > 0x7f) ascii = false
        else if ((KIND[code]! & MARK) !== 0) break
      }
      if (!ascii)
        for (const token of tokenize(content.slice(start, end))) this.add(this.ids.of(token))
      else if (end > start) this.asciiSentences(content, start, end)
      if (end === content.length) break
      SEPARATOR_RE.lastIndex = end
      SEPARATOR_RE.test(content)
      start = SEPARATOR_RE.lastIndex
    }
  }

  /** Sets a title bit (IN_TITLE, IN_TITLES) on a token (by id) of this section. */
  flag(id: number, bit: number): void {
    this.fit(id)
    if (this.hits[id] === 0) this.order.push(id)
    this.hits[id]! |= bit
  }

  /** This section's tokens and their hits, in the order first met; then the next section starts. */
  drain(visit: (token: string, hits: number) => void): void {
    for (const id of this.order) {
      visit(this.ids.tokens[id]!, this.hits[id]!)
      this.hits[id] = 0
    }
    this.order.length = 0
  }

  /** Counts a token once per sentence. */
  private add(id: number): void {
    this.fit(id)
    if (this.sentenceOf[id] === this.sentence) return
    this.sentenceOf[id] = this.sentence
    if (this.hits[id] === 0) this.order.push(id)
    this.hits[id]! += 4
    this.count++
  }

  /** Room for the token `id` in the arrays by id. */
  private fit(id: number): void {
    if (id < this.hits.length) return
    const size = Math.max(id + 1, this.hits.length * 2)
    const hits = new Int32Array(size)
    const sentenceOf = new Int32Array(size)
    hits.set(this.hits)
    sentenceOf.set(this.sentenceOf)
    this.hits = hits
    this.sentenceOf = sentenceOf
  }

  /**
   * The tokens of the ASCII text `text[start, end)`, sentence by sentence (a sentence mark
   * starts the next one), each sentence's in the tokenizer's order: its words lower-cased, then
   * its camelCase humps (the tokenizer appends them to the text), then the parts of joined words
   * longer than one character.
   */
  private asciiSentences(text: string, start: number, end: number): void {
    let humps: number[][] | undefined
    let joined: number[] | undefined
    for (let at = start; at < end;) {
      let code = text.charCodeAt(at)
      let kind = KIND[code]!
      if ((kind & WORD) === 0) {
        if ((kind & MARK) !== 0 && (humps || joined)) {
          this.addLater(humps, joined)
          humps = joined = undefined
        }
        // an empty sentence between two marks counts nothing: its number may be skipped
        if ((kind & MARK) !== 0) this.sentence++
        at++
        continue
      }
      // the word's kinds, its lower-cased hash (token-ids.ts) and its end, in one reading
      const first = kind
      let rest = 0
      let hash = hashStep(HASH_OFFSET, (kind & UPPER) !== 0 ? code + 32 : code)
      let wordEnd = at + 1
      for (; wordEnd < end; wordEnd++) {
        code = text.charCodeAt(wordEnd)
        kind = KIND[code]!
        if ((kind & WORD) === 0) break
        rest |= kind
        hash = hashStep(hash, (kind & UPPER) !== 0 ? code + 32 : code)
      }
      const kinds = first | rest
      const id = this.ids.ofHashedSpan(text, at, wordEnd, (kinds & UPPER) !== 0, hash)
      this.add(id)
      if ((kinds & JOINER) !== 0) (joined ??= []).push(id)
      // a camelCase match needs a capital after a first letter and never crosses a non-word
      // character, so matching each word alone finds what matching the sentence finds
      if ((rest & UPPER) !== 0) (humps ??= []).push(this.camelHumps(text, at, wordEnd))
      at = wordEnd
    }
    if (humps || joined) this.addLater(humps, joined)
  }

  /** A sentence's camelCase humps, then the parts of its joined words (first occurrence each). */
  private addLater(humps: number[][] | undefined, joined: number[] | undefined): void {
    if (humps) for (const ids of humps) for (const id of ids) this.add(id)
    if (joined) for (const id of new Set(joined)) for (const part of this.parts(id)) this.add(part)
  }

  /** The hump ids of the camelCase word `text[start, end)` (as written, capitals kept). */
  private camelHumps(text: string, start: number, end: number): number[] {
    return this.humps(this.written.ofSpan(text, start, end, false))
  }

  /** The ids of a camelCase word's humps (the word by its id in {@link written}), lower-cased, in order. */
  private humps(word: number): number[] {
    let ids = this.humpsOf[word]
    if (!ids) {
      ids = []
      for (const match of this.written.tokens[word]!.match(CAMEL_RE) ?? [])
        for (const hump of match.split(HUMP_RE)) ids.push(this.ids.of(hump.toLowerCase()))
      this.humpsOf[word] = ids
    }
    return ids
  }

  /** The ids of a joined token's parts longer than one character, in order. */
  private parts(id: number): number[] {
    let ids = this.partsOf[id]
    if (!ids) {
      ids = []
      for (const part of this.ids.tokens[id]!.split(JOINER_RE))
        if (part.length > 1) ids.push(this.ids.of(part))
      this.partsOf[id] = ids
    }
    return ids
  }
}

let counter: TermCounter | undefined

/** This thread's {@link TermCounter}. */
export function termCounter(): TermCounter {
  return (counter ??= new TermCounter())
}

/**
 * Counts each sentence's distinct tokens into `hits` (4 per sentence a token is in, in the order
 * tokens are first met) and returns how many there were (TermCounter.countContent).
 */
export function countSentenceTokens(
  content: string,
  hits: Map<string, number>,
  tokenize: (sentence: string) => readonly string[]
): number {
  const counter = termCounter()
  const count = counter.countContent(content, tokenize)
  counter.drain((token, packed) => hits.set(token, (hits.get(token) ?? 0) + packed))
  return count
}
