import {
  OFFICIAL_CATEGORY,
  resolveCategory,
  type ModuleCategory,
  type ModuleType,
} from './categories'
import { createTextMatcher } from '../text'

/**
 * The directory's search, filter and sort rules (spec 5), written once. Consumers: the
 * /modules loader (worker/pages/modules.ts, server-side filtering of a shared URL), the
 * ModulesDirectory island (filtering as the visitor types), build/tools/bench.ts.
 */

/** Sort keys (spec 5); `downloads` when none is given. */
export const MODULE_SORT_KEYS = ['downloads', 'stars', 'publishedAt', 'createdAt'] as const
export type ModuleSortKey = (typeof MODULE_SORT_KEYS)[number]
/** Orders (spec 5); `desc` when none is given. */
export const MODULE_ORDERS = ['desc', 'asc'] as const
export type ModuleOrder = (typeof MODULE_ORDERS)[number]

export const DEFAULT_SORT_KEY: ModuleSortKey = 'downloads'
export const DEFAULT_ORDER: ModuleOrder = 'desc'
/** Cards shown first, and how many more each time the visitor reaches the end of the list. */
export const FIRST_PAGE_SIZE = 18
export const NEXT_PAGE_SIZE = 9
/** Longest search text kept (longer input is cut). */
export const MAX_QUERY_LENGTH = 100
/** Highest `page` accepted from a URL. */
export const MAX_PAGE = 100

/** The query-string parameters of /modules, in canonical order. */
export const MODULE_QUERY_PARAMS = ['q', 'category', 'sortBy', 'orderBy', 'page'] as const

/** A canonical directory query: unknown values are already dropped. */
export interface ModuleQuery {
  /** Search text, trimmed; '' for none. */
  q: string
  category?: ModuleCategory
  sortBy?: ModuleSortKey
  orderBy?: ModuleOrder
}

/** What the rules read of a module. */
export interface FilterableModule {
  name: string
  npm: string
  category: string
  description: string
  repo: string
  type: ModuleType
  sponsor: boolean
  stats: { downloads: number; stars: number; publishedAt: string; createdAt: string }
}

/** The fields the search text is matched against (spec 5). */
const SEARCH_FIELDS = ['name', 'npm', 'category', 'description', 'repo'] as const

/** The one literal-text escape of the site (src/shared/text.ts), re-exported for this module's tests. */
export { escapeRegExp } from '../text'

const pickCaseless = <T extends string>(
  values: readonly T[],
  raw: string | null | undefined
): T | undefined => {
  const lower = raw?.trim().toLowerCase()
  return lower ? values.find((value) => value.toLowerCase() === lower) : undefined
}

type ParamSource = URLSearchParams | Record<string, string | null | undefined>
const read = (params: ParamSource, key: string) =>
  params instanceof URLSearchParams ? params.get(key) : params[key]

/** Canonical search text: trimmed, at most {@link MAX_QUERY_LENGTH} characters. */
export function normalizeSearch(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, MAX_QUERY_LENGTH).trim()
}

/**
 * Reads q, category, sortBy and orderBy. Unknown or empty values are ignored (as if absent);
 * known ones are matched case-insensitively and returned in their canonical spelling.
 */
export function parseModuleQuery(params: ParamSource): ModuleQuery {
  const query: ModuleQuery = { q: normalizeSearch(read(params, 'q')) }
  const category = resolveCategory(read(params, 'category'))
  const sortBy = pickCaseless(MODULE_SORT_KEYS, read(params, 'sortBy'))
  const orderBy = pickCaseless(MODULE_ORDERS, read(params, 'orderBy'))
  if (category) query.category = category
  if (sortBy) query.sortBy = sortBy
  if (orderBy) query.orderBy = orderBy
  return query
}

/** Reads `page` (how many batches are shown): a whole number from 1 to {@link MAX_PAGE}, else 1. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,4}$/.test(raw.trim())) return 1
  return Math.min(Math.max(Number(raw.trim()), 1), MAX_PAGE)
}

/** Cards shown for a page number: 18, then 9 more per page. */
export function visibleCount(page: number): number {
  return FIRST_PAGE_SIZE + (Math.max(page, 1) - 1) * NEXT_PAGE_SIZE
}

/** True when neither sortBy nor orderBy is given: sponsored first, then official (spec 5). */
export function isFeaturedOrder(query: ModuleQuery): boolean {
  return !query.sortBy && !query.orderBy
}

/** Category 'Official' means type official; any other category is the module's own. */
export function matchesCategory(
  module: FilterableModule,
  category: ModuleCategory | undefined
): boolean {
  if (!category) return true
  return category === OFFICIAL_CATEGORY ? module.type === 'official' : module.category === category
}

const featuredRank = (module: FilterableModule) =>
  module.sponsor ? 0 : module.type === 'official' ? 1 : 2

const sortValue = (module: FilterableModule, key: ModuleSortKey): number =>
  key === 'downloads' || key === 'stars' ? module.stats[key] : Date.parse(module.stats[key])

/**
 * Filters and sorts modules (a new array; the input is untouched):
 * - search: case-insensitive, special characters escaped, over name, npm, category,
 *   description and repo;
 * - category: 'Official' selects type official, any other its own modules;
 * - sort by `sortBy` (default downloads) in `orderBy` order (default desc); when neither is
 *   given, sponsored modules come first, then official ones, each group by downloads desc.
 * Ties keep a stable order by name.
 */
export function filterModules<T extends FilterableModule>(
  modules: readonly T[],
  query: ModuleQuery
): T[] {
  const matches = createTextMatcher(query.q)
  const featured = isFeaturedOrder(query)
  const key = query.sortBy ?? DEFAULT_SORT_KEY
  const direction = (query.orderBy ?? DEFAULT_ORDER) === 'asc' ? 1 : -1
  const kept: { module: T; rank: number; value: number }[] = []
  for (const module of modules) {
    if (!matchesCategory(module, query.category)) continue
    if (matches && !SEARCH_FIELDS.some((field) => matches(module[field]))) continue
    kept.push({ module, rank: featured ? featuredRank(module) : 0, value: sortValue(module, key) })
  }
  kept.sort(
    (a, b) =>
      a.rank - b.rank ||
      (a.value - b.value) * direction ||
      (a.module.name < b.module.name ? -1 : a.module.name > b.module.name ? 1 : 0)
  )
  return kept.map((entry) => entry.module)
}

/** The canonical string value of each parameter of a query, '' when absent. */
function canonicalValues(
  query: ModuleQuery,
  page: number
): Record<(typeof MODULE_QUERY_PARAMS)[number], string> {
  return {
    q: query.q,
    category: query.category ?? '',
    sortBy: query.sortBy ?? '',
    orderBy: query.orderBy ?? '',
    page: page > 1 ? String(page) : '',
  }
}

/**
 * The canonical form of a /modules query string: the directory's parameters keep their place
 * but carry canonical values (unknown, empty and repeated ones are dropped); any other parameter
 * is kept as is. Returns '' or '?…'. The loader redirects when it differs from the request's.
 */
export function canonicalModulesSearch(search: string): string {
  const params = new URLSearchParams(search)
  const values = canonicalValues(parseModuleQuery(params), parsePage(params.get('page')))
  const seen = new Set<string>()
  const out = new URLSearchParams()
  for (const [key, value] of params) {
    if (!(MODULE_QUERY_PARAMS as readonly string[]).includes(key)) {
      out.append(key, value)
      continue
    }
    if (seen.has(key)) continue
    seen.add(key)
    const canonical = values[key as keyof typeof values]
    if (canonical) out.append(key, canonical)
  }
  const text = out.toString()
  return text ? `?${text}` : ''
}

/**
 * Writes a query into a query string (the island's `history.replaceState`): the directory's
 * parameters in canonical order first, then the other parameters of `search` unchanged.
 */
export function withModuleQuery(search: string, query: ModuleQuery, page = 1): string {
  const current = new URLSearchParams(search)
  const out = new URLSearchParams()
  const values = canonicalValues(query, page)
  for (const key of MODULE_QUERY_PARAMS) if (values[key]) out.append(key, values[key])
  for (const [key, value] of current) {
    if (!(MODULE_QUERY_PARAMS as readonly string[]).includes(key)) out.append(key, value)
  }
  const text = out.toString()
  return text ? `?${text}` : ''
}

/** True when the two query strings hold the same parameters in the same order (encoding aside). */
export function sameSearch(a: string, b: string): boolean {
  return new URLSearchParams(a).toString() === new URLSearchParams(b).toString()
}
