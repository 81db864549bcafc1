import * as v from 'valibot'
import { LOCALES } from '../i18n/locales'
import type { SearchSection } from '../content/types'
import { LATEST_DOCS_VERSION } from '../docs/versions'
import { SEARCH_VERSIONS, type SearchVersion } from './filter'
import {
  highlightSnippet,
  SNIPPET_FULL_RESULTS,
  SNIPPET_LENGTH,
  SNIPPET_SHORT_LENGTH,
} from './highlight'
import type { SearchResultWire } from './result'
import { MAX_QUERY_LENGTH, SEARCH_LIMIT } from './text'

export { readSearchResult, type SearchResult, type SearchResultWire } from './result'

/*
 * The contract of `GET /api/search` (spec 9: result limit 42). Consumers: the search API
 * (worker/api/search.ts validates with SearchQuerySchema) and the palette
 * (src/components/search reads SearchResult; type-only, so valibot stays out of its chunk).
 */

const INTEGER_RE = /^\d+$/

/** The `version` values: the majors of the docs versions ('4', '3'). */
const VERSION_VALUES = SEARCH_VERSIONS.map(String)

const BLANKS_RE = /\s+/g

/**
 * Query parameters: `q` (trimmed, blank runs made one space: queries that search alike are one
 * string, e.g. one edge-cache entry; empty → no results), `version` a docs major (3 or 4; default the latest),
 * `locale` (en or zh-CN; default the page's), `limit` 1..42 (default 42).
 */
export const SearchQuerySchema = v.object({
  q: v.optional(
    v.pipe(
      v.string('"q" must be given once'),
      v.maxLength(MAX_QUERY_LENGTH, `"q" must be at most ${MAX_QUERY_LENGTH} characters`),
      v.transform((q) => q.trim().replace(BLANKS_RE, ' '))
    ),
    ''
  ),
  version: v.optional(
    v.pipe(
      v.picklist(VERSION_VALUES, `"version" must be ${[...SEARCH_VERSIONS].sort().join(' or ')}`),
      v.transform((value) => Number(value) as SearchVersion)
    ),
    String(LATEST_DOCS_VERSION.major)
  ),
  /** The language whose index answers (`zh-CN`: translated pages in Chinese, the others in English); default the page's. */
  locale: v.optional(v.picklist([...LOCALES], `"locale" must be ${LOCALES.join(' or ')}`)),
  limit: v.optional(
    v.pipe(
      v.string('"limit" must be given once'),
      v.regex(INTEGER_RE, `"limit" must be a whole number from 1 to ${SEARCH_LIMIT}`),
      v.transform(Number),
      v.minValue(1, `"limit" must be a whole number from 1 to ${SEARCH_LIMIT}`),
      v.maxValue(SEARCH_LIMIT, `"limit" must be a whole number from 1 to ${SEARCH_LIMIT}`)
    ),
    String(SEARCH_LIMIT)
  ),
})
export type SearchQuery = v.InferOutput<typeof SearchQuerySchema>

/** The API shape of a ranked section, with its highlighted snippet of `length` columns. */
export function toSearchResult(
  section: SearchSection,
  query: string,
  length = SNIPPET_LENGTH
): SearchResultWire {
  return {
    id: section.id,
    title: section.title,
    titles: section.titles,
    level: section.level,
    snippet: highlightSnippet(section.content, query, length),
    ...(section.lang ? { lang: section.lang } : {}),
  }
}

/**
 * The answer to a query: ranked sections in API shape, two-line snippets for the first
 * SNIPPET_FULL_RESULTS and one-line snippets below them.
 */
export function toSearchResults(sections: SearchSection[], query: string): SearchResultWire[] {
  return sections.map((section, rank) =>
    toSearchResult(
      section,
      query,
      rank < SNIPPET_FULL_RESULTS ? SNIPPET_LENGTH : SNIPPET_SHORT_LENGTH
    )
  )
}
