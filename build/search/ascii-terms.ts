import { CAMEL_RE, HUMP_RE } from '../../src/shared/search/tokenizer'
import { TokenIds } from './token-ids'

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
    for (let start = 0; start <= content.length;) {
      this.sentence++
      let end = start
      let ascii = true
      for (; end < content.length; end++) {
        const code = content.charCodeAt(end)
        if (isSentenceMark(code)) break
        if (code > 0x7f) ascii = false
      }
      if (!ascii)
        for (const token of tokenize(content.slice(start, end))) this.add(this.ids.of(token))
      else if (end > start) this.asciiSentence(content, start, end)
      if (end === content.length) break
      SEPARATOR_RE.lastIndex = end
      SEPARATOR_RE.test(content)
      start = SEPARATOR_RE.lastIndex
    }
    return this.count
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
   * The tokens of the ASCII sentence `text[start, end)` in the tokenizer's order: its words
   * lower-cased, then its camelCase humps (the tokenizer appends them to the text), then the
   * parts of joined words longer than one character.
   */
  private asciiSentence(text: string, start: number, end: number): void {
    let humps: number[][] | undefined
    let joined: number[] | undefined
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
      const id = this.ids.ofSpan(text, at, wordEnd, upper)
      this.add(id)
      if (joiner) (joined ??= []).push(id)
      if (camel) (humps ??= []).push(this.humps(this.written.ofSpan(text, at, wordEnd, false)))
      at = wordEnd
    }
    if (humps) for (const ids of humps) for (const id of ids) this.add(id)
    // the joined words in the order the tokenizer lists them (first occurrence; humps have none)
    if (joined) for (const id of new Set(joined)) for (const part of this.parts(id)) this.add(part)
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
