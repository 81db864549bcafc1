import { filterByUrlFilters, readUrlFilters, writeUrlFilters } from '../filters/url-filters'
import { createTextMatcher } from '../text'

/**
 * The hosting list's filter, one rule for the server and the browser, in the terms of the one
 * URL-filter helper (src/shared/filters/url-filters.ts): the title search of the spec ("Hosting
 * search matches title": case-insensitive, literal) and a category. Consumers: the /deploy loader
 * (worker/pages/deploy.ts, the no-JS GET form) and the HostingDirectory island (filters as you
 * type, keeps the URL in step).
 */

/** Longest title search kept from a URL (longer input is cut, never an error). */
export const MAX_DEPLOY_QUERY_LENGTH = 100

/** The filter of `/deploy?q=&category=`. */
export interface DeployQuery {
  q: string
  category?: string
}

/** The search field of the URL; writing a category needs no list (it is written as it is). */
const QUERY_FIELD = { maxLength: MAX_DEPLOY_QUERY_LENGTH }

/** Reads `q` and `category` from a URL's query; a category not in `categories` is dropped. */
export function parseDeployQuery(
  params: URLSearchParams,
  categories: readonly string[]
): DeployQuery {
  const { q = '', category } = readUrlFilters(params, { q: QUERY_FIELD, category: categories })
  return category ? { q, category } : { q }
}

/** The providers whose title contains `q` (all for a blank one) and in `category` when given. */
export function filterDeployProviders<P extends { title: string; category: string }>(
  providers: readonly P[],
  query: DeployQuery
): P[] {
  return filterByUrlFilters<P, 'q' | 'category'>(providers, query, {
    q: (q) => {
      const matches = createTextMatcher(q)
      return (provider) => !matches || matches(provider.title)
    },
    category: (category) => (provider) => provider.category === category,
  })
}

/** The query string of a filter (`?q=…&category=…`, '' when empty), the URL the list is at. */
export function deploySearch(query: DeployQuery): string {
  return writeUrlFilters<'q' | 'category'>(query, { q: QUERY_FIELD, category: [] })
}
