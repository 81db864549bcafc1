import * as v from 'valibot'
import type { SearchSection } from '../content/types'
import { LATEST_DOCS_VERSION } from '../docs/versions'
import { getSectionGroup, SEARCH_VERSIONS, type SearchGroup, type SearchVersion } from './filter'
import { highlightSnippet } from './highlight'
import { MAX_QUERY_LENGTH, SEARCH_LIMIT } from './text'

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
 * string, e.g. one edge-cache entry; empty → no results), `version` a docs major (3 or 4; default the latest), `limit`
 * 1..42 (default 42).
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

/** One result of `/api/search`. */
export interface SearchResult {
  /** Section id: `path` or `path#anchor`. */
  id: string
  /** Page path (the part of the id before `#`). */
  path: string
  /** Heading anchor, null for a page's first section. */
  anchor: string | null
  title: string
  /** Parent headings, outermost first. */
  titles: string[]
  level: number
  /** `docs` or `blog`. */
  group: SearchGroup
  /** HTML: escaped section text around the first match, matches wrapped in `<mark>`. */
  snippet: string
}

/** The API shape of a ranked section, with its highlighted snippet. */
export function toSearchResult(section: SearchSection, query: string): SearchResult {
  const hash = section.id.indexOf('#')
  return {
    id: section.id,
    path: hash < 0 ? section.id : section.id.slice(0, hash),
    anchor: hash < 0 ? null : section.id.slice(hash + 1),
    title: section.title,
    titles: section.titles,
    level: section.level,
    group: getSectionGroup(section.id),
    snippet: highlightSnippet(section.content, query),
  }
}
