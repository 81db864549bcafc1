import { create, insertMultiple, load, save, search, type Orama, type RawData } from '@orama/orama'
import type { SearchSection } from '../content/types'
import { getHighlightTerms } from './highlight'
import { expandQueryWords, pickQueryWords } from './query-words'
import { createSearchTokenizer } from './tokenizer'

/**
 * The Orama index of one docs version: creation and insertion (build/search), restore
 * (worker/search) and ranking (worker/api/search.ts and the relevance test in build/search).
 * Only the text fields are indexed; `id` and `level` travel with the stored document.
 */
export const SEARCH_SCHEMA = { title: 'string', titles: 'string[]', content: 'string' } as const

/** A restored or freshly built index: Orama plus the vocabulary used for typo correction. */
export interface SearchIndex {
  db: Orama<typeof SEARCH_SCHEMA>
  /** Every Latin word of the index, sorted. */
  vocabulary: string[]
}

/** The serialized form written (gzipped) to KV: Orama `save` output and the vocabulary. */
export interface SavedSearchIndex {
  format: 1
  orama: RawData
  vocabulary: string[]
}

/** A ranked section. */
export interface SearchHit {
  section: SearchSection
  score: number
}

/** Title matches weigh most, then the parent headings, then the body. */
const BOOST = { title: 4, titles: 1.5, content: 1 }
/** Candidates read from Orama before the re-rank and the cut to `limit`. */
const CANDIDATES = 100
const WORD_RE = /^[a-z][a-z0-9]{2,}$/

function createDb(onTokens?: (tokens: readonly string[]) => void): SearchIndex['db'] {
  return create({
    schema: SEARCH_SCHEMA,
    components: { tokenizer: createSearchTokenizer(onTokens) },
  })
}

/** An index of the sections (their `id` is the document id). */
export async function createSearchIndex(sections: readonly SearchSection[]): Promise<SearchIndex> {
  // the vocabulary is collected from the tokens Orama asks for while inserting (title, titles,
  // content: the indexed fields), not by tokenizing every text a second time
  const words = new Set<string>()
  let inserting = true
  const db = createDb((tokens) => {
    if (inserting) for (const token of tokens) if (WORD_RE.test(token)) words.add(token)
  })
  await insertMultiple(
    db,
    sections.map((section) => ({ ...section })),
    500
  )
  inserting = false
  return { db, vocabulary: [...words].sort() }
}

/** The serializable form of an index. */
export function saveSearchIndex(index: SearchIndex): SavedSearchIndex {
  return { format: 1, orama: save(index.db), vocabulary: index.vocabulary }
}

/** Rebuilds an index from its saved form (Orama `load`) with the same tokenizer; throws on a foreign shape. */
export function restoreSearchIndex(saved: SavedSearchIndex): SearchIndex {
  if (saved?.format !== 1 || !saved.orama || !Array.isArray(saved.vocabulary))
    throw new Error('not a saved search index (format 1)')
  const db = createDb()
  load(db, saved.orama)
  return { db, vocabulary: saved.vocabulary }
}

/** Lower case, punctuation dropped: `<AsterLink>` and `asterlink` compare equal. */
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
const NON_WORD_RE = /[^\p{L}\p{N}_]+/gu
/** Lower case, each run of non-word characters one space, a space first: `' ' + word` finds a word start. */
const toWordText = (text: string) => ` ${text.toLowerCase().replace(NON_WORD_RE, ' ')}`

/**
 * What finds a query word (or one of its corrections) in a toWordText: its Latin words as word
 * starts, its CJK runs and bigrams anywhere (getHighlightTerms, as the snippets mark them).
 * Plain substrings, not regexes: each query would compile new Unicode regexes, the largest
 * cost of a search.
 */
function toNeedles(alternatives: readonly string[]): string[] {
  const { words, cjk } = getHighlightTerms(alternatives.join(' '))
  return [...words.map((word) => ` ${word.toLowerCase()}`), ...cjk]
}

/** Share of the query's words (each with its corrections) found in a toWordText. */
function coverage(text: string, words: readonly string[][]): number {
  return words.length
    ? words.filter((needles) => needles.some((needle) => text.includes(needle))).length /
        words.length
    : 0
}

/**
 * Ranks the sections for a query: BM25 with title boost and prefix matching (the last word
 * is usually half typed) over the query's searched words (pickQueryWords: at most 8, so a long
 * query costs what a short one does); words that start no word of the index are corrected by
 * one edit against the vocabulary and the matches of the corrected query are added. Re-ranked:
 * a section whose title IS the query first, then sections holding more of the searched words,
 * then more of them in the title, then by score.
 */
export async function searchSections(
  index: SearchIndex,
  term: string,
  limit: number
): Promise<SearchHit[]> {
  const query = term.trim()
  const searched = pickQueryWords(query)
  if (!searched.length || limit < 1) return []
  const run = async (text: string) => {
    const results = await search(index.db, {
      term: text,
      properties: ['title', 'titles', 'content'],
      boost: BOOST,
      limit: CANDIDATES,
    })
    return results.hits.map((hit) => ({
      section: hit.document as unknown as SearchSection,
      score: hit.score,
    }))
  }
  const words = expandQueryWords(searched, index.vocabulary)
  const hits = await run(searched.join(' '))
  if (words.some((alternatives) => alternatives.length > 1)) {
    const seen = new Set(hits.map((hit) => hit.section.id))
    hits.push(...(await run(words.flat().join(' '))).filter((hit) => !seen.has(hit.section.id)))
  }
  const wanted = normalize(query)
  const needles = words.map(toNeedles).filter((found) => found.length > 0)
  return hits
    .map(({ section, score }, order) => ({
      hit: { section, score },
      order,
      exact: normalize(section.title) === wanted ? 1 : 0,
      inText: coverage(
        toWordText(`${section.title} ${section.titles.join(' ')} ${section.content}`),
        needles
      ),
      inTitle: coverage(toWordText(section.title), needles),
    }))
    .sort(
      (a, b) =>
        b.exact - a.exact || b.inText - a.inText || b.inTitle - a.inTitle || a.order - b.order
    )
    .slice(0, limit)
    .map(({ hit }) => hit)
}
