import type { SearchSection } from '../../src/shared/content/types'
import { IN_TITLE, IN_TITLES } from '../../src/shared/search/index-format'
import { countTitleWords, pickQueryWords } from '../../src/shared/search/query-words'
import { defaultAnalysisInUse, searchTokenizer } from '../../src/shared/search/tokenizer'
import { termCounter } from './ascii-terms'

/**
 * What the search index counts of one section, worked out where the section is made (the compile
 * threads, cached with the page) so the search step only merges: tokenizing 10,000 sections was
 * most of that single-threaded step. One string per section (`<content tokens> <title words>
 * <term> <hits> …`, hits = 4 × occurrences | IN_TITLE | IN_TITLES): 100,000 sections cost a few
 * tens of MB, not millions of small strings. Tokens never hold a space (the tokenizer splits on
 * anything but letters, digits, `_`, `'` and `-`, and CJK bigrams have none).
 */
export type SectionTerms = string

/** A section to index, with its terms when the compile worked them out. */
export type IndexedSection = SearchSection & { terms?: SectionTerms }

/** Sentences are tokenized apart (a token never spans two). */
const SENTENCE_RE = /[.!?;:\n]+\s*/

/**
 * The terms of a section, as {@link readSectionTerms} reads them back. `asciiFast`: its ASCII
 * sentences in one pass (ascii-terms.ts, the same terms), as the compile does unless
 * `CONTENT_FAST_TERMS=0` (page-search.ts); it reads no switch itself, so the worker's tests that
 * import this file's types need no Node.
 */
export function sectionTerms(section: SearchSection, asciiFast = true): SectionTerms {
  const tokenizer = searchTokenizer()
  const tokens = (text: string) => tokenizer.tokenize(text) as string[]
  if (asciiFast && defaultAnalysisInUse()) return countedTerms(section, tokens)
  const hits = new Map<string, number>()
  let length = 0
  for (const sentence of section.content.split(SENTENCE_RE)) {
    const found = tokens(sentence)
    length += found.length
    for (const token of found) hits.set(token, (hits.get(token) ?? 0) + 4)
  }
  for (const token of tokens(section.title)) hits.set(token, (hits.get(token) ?? 0) | IN_TITLE)
  for (const token of tokens(section.titles.join(' ')))
    hits.set(token, (hits.get(token) ?? 0) | IN_TITLES)
  const parts = [String(length), String(countTitleWords(pickQueryWords(section.title)))]
  for (const [term, packed] of hits) parts.push(term, String(packed))
  return parts.join(' ')
}

/**
 * {@link sectionTerms} by the thread's term counter (ascii-terms.ts): the same string, its
 * tokens counted by id, its hits written straight into it.
 */
function countedTerms(section: SearchSection, tokens: (text: string) => string[]): SectionTerms {
  const counter = termCounter()
  const length = counter.countContent(section.content, tokens)
  for (const id of titleTokens(section.title, tokens)) counter.flag(id, IN_TITLE)
  for (const id of titleTokens(section.titles.join(' '), tokens)) counter.flag(id, IN_TITLES)
  const parts = termParts
  // emptied first: a section that threw half-written leaves nothing in the next one
  parts.length = 0
  parts.push(String(length), String(countTitleWords(pickQueryWords(section.title))))
  counter.drain((term, packed) => parts.push(term, packedText(packed)))
  return parts.join(' ')
}

/**
 * The parts of the section being written, reused: one string joined at the end, not one
 * concatenation per term (they were a twelfth of what a page's compile allocated).
 */
const termParts: string[] = []
/** The text of small hit counts, made once each: most terms' hits are one of a few numbers. */
const PACKED_TEXTS: string[] = []

/** `String(packed)`, kept for the small numbers. */
function packedText(packed: number): string {
  if (packed >= 1024) return String(packed)
  return (PACKED_TEXTS[packed] ??= String(packed))
}

/** Titles tokenized lately, their tokens by id: a page's sections share their titles above them. */
const titles = new Map<string, number[]>()
/** Titles kept in {@link titles} before it starts again. */
const TITLES_KEPT = 1024

/** The ids (the term counter's) of a title's tokens, in the tokenizer's order. */
function titleTokens(title: string, tokens: (text: string) => string[]): number[] {
  let ids = titles.get(title)
  if (!ids) {
    if (titles.size >= TITLES_KEPT) titles.clear()
    const counter = termCounter()
    ids = tokens(title).map((token) => counter.ids.of(token))
    titles.set(title, ids)
  }
  return ids
}

/** A section's terms: worked out by the compile (cached with the page) when it came with it. */
export const termsOf = (section: IndexedSection) => section.terms ?? sectionTerms(section)

/** The number written at `at` in `text` (digits up to the next space or the end), and its end. */
function readNumber(text: string, at: number): [value: number, end: number] {
  let value = 0
  let index = at
  for (; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 32) break
    value = value * 10 + (code - 48)
  }
  return [value, index]
}

/**
 * Reads a section's terms in place, without splitting the string: `visit` gets each term and its
 * hits; returns the content token count and the title word count. The search step reads 10,000
 * sections' terms on every rebuild: split into arrays of pairs they were a third of its merge.
 */
export function eachSectionTerm(
  terms: SectionTerms,
  visit: (term: string, packed: number) => void
): { length: number; titleWords: number } {
  const [length, afterLength] = readNumber(terms, 0)
  let [titleWords, at] = readNumber(terms, afterLength + 1)
  while (at < terms.length) {
    const termEnd = terms.indexOf(' ', at + 1)
    if (termEnd === -1) break
    const [packed, end] = readNumber(terms, termEnd + 1)
    visit(terms.slice(at + 1, termEnd), packed)
    at = end
  }
  return { length, titleWords }
}

/** A section's terms: content token count, title word count and (term, hits) pairs. */
export function readSectionTerms(terms: SectionTerms): {
  length: number
  titleWords: number
  hits: [term: string, packed: number][]
} {
  const hits: [string, number][] = []
  const counts = eachSectionTerm(terms, (term, packed) => hits.push([term, packed]))
  return { ...counts, hits }
}

/**
 * A section's terms with the words of another title added as title words (IN_TITLE): a
 * translated section keeps its source's title findable (a Chinese reader who types the English
 * name of a page, `Installation`, finds its translation first).
 */
export function withSourceTitle(terms: SectionTerms, title: string): SectionTerms {
  const added = searchTokenizer().tokenize(title)
  if (added.length === 0) return terms
  const hits = new Map<string, number>()
  const { length, titleWords } = eachSectionTerm(terms, (term, packed) => hits.set(term, packed))
  for (const token of added) hits.set(token, (hits.get(token) ?? 0) | IN_TITLE)
  const parts = [String(length), String(titleWords)]
  for (const [term, packed] of hits) parts.push(term, String(packed))
  return parts.join(' ')
}
