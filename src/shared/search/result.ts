import { getSectionGroup, type SearchGroup } from './filter'

/*
 * What `/api/search` answers per result (worker/api/search.ts through api.ts toSearchResults)
 * and how the palette reads it (src/components/search/use-palette-data.ts). No valibot here:
 * the palette's chunk imports this module.
 */

/**
 * One result as `/api/search` sends it: only what its id does not already say (the page path,
 * the anchor and the group are read from the id by readSearchResult), so 42 results stay
 * within 4 KB gzip.
 */
export interface SearchResultWire {
  /** Section id: the page path, or `path#anchor`. */
  id: string
  title: string
  /** Parent headings, outermost first. */
  titles: string[]
  level: number
  /** HTML: escaped section text around the first match, matches wrapped in `<mark>`. */
  snippet: string
  /**
   * The language of the section's text when it is not the index's: in the Chinese index, an
   * untranslated page's sections are English (`'en'`, labelled '英文' by the palette).
   */
  lang?: string
}

/** One result of `/api/search` as the palette uses it (readSearchResult). */
export interface SearchResult extends SearchResultWire {
  /** Page path (the part of the id before `#`). */
  path: string
  /** Heading anchor, null for a page's first section. */
  anchor: string | null
  /** `docs` or `blog`. */
  group: SearchGroup
}

/** A result as sent, with the page path, anchor and group its id holds. */
export function readSearchResult(result: SearchResultWire): SearchResult {
  const hash = result.id.indexOf('#')
  return {
    ...result,
    path: hash < 0 ? result.id : result.id.slice(0, hash),
    anchor: hash < 0 ? null : result.id.slice(hash + 1),
    group: getSectionGroup(result.id),
  }
}
