/**
 * A filter of a listing page kept in the URL as one query parameter (`/templates?badge=premium`,
 * `/showcase?category=developer-tools`): the server reads it and renders the filtered list, the
 * filter links are plain links (so it works without JavaScript, and the client router makes it
 * instant and keeps back/forward). Consumers: the loaders of /templates and /showcase
 * (worker/pages/templates.ts, worker/pages/showcase.ts) and their filter bar
 * (src/components/listing/FacetFilter.tsx).
 */
export interface Facet<V extends string> {
  /** Query parameter name. */
  param: string
  /** The values, in the order the filter shows them. */
  values: readonly V[]
}

/** One choice of a filter bar: its value (undefined: all), URL and how many items it keeps. */
export interface FacetOption<V extends string> {
  value?: V
  href: string
  count: number
  active: boolean
}

/** The URL form of a value: lowercase, runs of other characters → `-` ('E-commerce' → 'e-commerce'). */
export function facetSlug(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The value a query string selects (by slug or exact value), undefined for none or unknown. */
export function readFacet<V extends string>(facet: Facet<V>, search: string): V | undefined {
  const raw = new URLSearchParams(search).get(facet.param)
  if (raw === null) return undefined
  const slug = facetSlug(raw)
  return facet.values.find((value) => facetSlug(value) === slug)
}

/** The canonical query string of a selection: `?<param>=<slug>`, or '' for all. */
export function facetSearch<V extends string>(facet: Facet<V>, value: V | undefined): string {
  return value === undefined ? '' : `?${facet.param}=${facetSlug(value)}`
}

/**
 * The canonical query string of a request's query: the facet parameter once, in slug form (an
 * unknown value dropped); other parameters (campaign tags, the newsletter confirmation's
 * `email` and `confirmation`) kept as they are, in order. A loader redirects when it differs.
 */
export function canonicalFacetSearch<V extends string>(facet: Facet<V>, search: string): string {
  const value = readFacet(facet, search)
  const out = new URLSearchParams()
  let seen = false
  for (const [key, raw] of new URLSearchParams(search)) {
    if (key !== facet.param) out.append(key, raw)
    else if (!seen && value !== undefined) out.append(key, facetSlug(value))
    if (key === facet.param) seen = true
  }
  const text = out.toString()
  return text ? `?${text}` : ''
}

/** The items whose value (read by `valueOf`) is the selection; every item for none. */
export function filterByFacet<T, V extends string>(
  items: readonly T[],
  valueOf: (item: T) => V | undefined,
  selected: V | undefined
): T[] {
  return selected === undefined ? [...items] : items.filter((item) => valueOf(item) === selected)
}

/** The filter bar's choices: 'all' first, then each value that has items, with counts. */
export function facetOptions<T, V extends string>(
  facet: Facet<V>,
  path: string,
  items: readonly T[],
  valueOf: (item: T) => V | undefined,
  selected: V | undefined
): FacetOption<V>[] {
  const all: FacetOption<V> = {
    href: path,
    count: items.length,
    active: selected === undefined,
  }
  const options = facet.values.map((value) => ({
    value,
    href: `${path}${facetSearch(facet, value)}`,
    count: items.filter((item) => valueOf(item) === value).length,
    active: value === selected,
  }))
  return [all, ...options.filter((option) => option.count > 0 || option.active)]
}
