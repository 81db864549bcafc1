import type { SearchSection } from '../../src/shared/content/types'
import { IN_TITLE, IN_TITLES } from '../../src/shared/search/index-format'
import { pickQueryWords } from '../../src/shared/search/query-words'
import { createSearchTokenizer } from '../../src/shared/search/tokenizer'

/**
 * What the search index counts of one section, worked out where the section is made (the compile
 * threads, cached with the page) so the search step only merges: tokenizing 10,000 sections was
 * most of that single-threaded step. One string per section (`<content tokens> <title words>
 * <term> <hits> …`, hits = 4 × occurrences | IN_TITLE | IN_TITLES): 100,000 sections cost a few
 * tens of MB, not millions of small strings. Tokens never hold a space (the tokenizer splits on
 * anything but letters, digits, `_`, `'` and `-`, and CJK bigrams have none).
 */
export type SectionTerms = string

/** Sentences are tokenized apart (a token never spans two). */
const SENTENCE_RE = /[.!?;:\n]+\s*/

let shared: ReturnType<typeof createSearchTokenizer> | undefined

/** The terms of a section, as {@link readSectionTerms} reads them back. */
export function sectionTerms(section: SearchSection): SectionTerms {
  shared ??= createSearchTokenizer()
  const tokens = (text: string) => shared!.tokenize(text)
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
  const parts = [String(length), String(pickQueryWords(section.title).length)]
  for (const [term, packed] of hits) parts.push(term, String(packed))
  return parts.join(' ')
}

/** A section's terms: content token count, title word count and (term, hits) pairs. */
export function readSectionTerms(terms: SectionTerms): {
  length: number
  titleWords: number
  hits: [term: string, packed: number][]
} {
  const parts = terms.split(' ')
  const hits: [string, number][] = []
  for (let index = 2; index + 1 < parts.length; index += 2)
    hits.push([parts[index]!, Number(parts[index + 1])])
  return { length: Number(parts[0]), titleWords: Number(parts[1]), hits }
}
