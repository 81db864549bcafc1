import { createTextMatcher } from '../text'

/**
 * The hosting list's filter, one rule for the server and the browser: the title search of the
 * spec ("Hosting search matches title": case-insensitive, literal) and a category. Consumers:
 * the /deploy loader (worker/pages/deploy.ts, the no-JS GET form) and the HostingDirectory
 * island (filters as you type, keeps the URL in step).
 */

/** Longest title search kept from a URL (longer input is cut, never an error). */
export const MAX_DEPLOY_QUERY_LENGTH = 100

/** The filter of `/deploy?q=&category=`. */
export interface DeployQuery {
  q: string
  category?: string
}

/** Reads `q` and `category` from a URL's query; a category not in `categories` is dropped. */
export function parseDeployQuery(
  params: URLSearchParams,
  categories: readonly string[]
): DeployQuery {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_DEPLOY_QUERY_LENGTH)
  const category = params.get('category') ?? ''
  return categories.includes(category) ? { q, category } : { q }
}

/** The providers whose title contains `q` (all for a blank one) and in `category` when given. */
export function filterDeployProviders<P extends { title: string; category: string }>(
  providers: readonly P[],
  query: DeployQuery
): P[] {
  const matches = createTextMatcher(query.q)
  return providers.filter(
    (provider) =>
      (!query.category || provider.category === query.category) &&
      (!matches || matches(provider.title))
  )
}

/** The query string of a filter (`?q=…&category=…`, '' when empty), the URL the list is at. */
export function deploySearch(query: DeployQuery): string {
  const params = new URLSearchParams()
  if (query.q.trim()) params.set('q', query.q.trim())
  if (query.category) params.set('category', query.category)
  const text = params.toString()
  return text ? `?${text}` : ''
}
