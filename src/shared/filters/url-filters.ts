/**
 * Filters kept in the URL's query string (`?service=seo&region=europe`): one value per key, each
 * a slug from a known list, anything else dropped. The server reads them from the request URL and
 * the island from `location.search` with the same functions, so a shared, reloaded or
 * back/forward URL renders the same list on both sides. Consumers: the agencies directory and
 * the job board (worker/pages/agencies.ts, worker/pages/jobs.ts, their islands).
 */

/** The allowed values (slugs) of each filter key. */
export type FilterOptions<K extends string> = Record<K, readonly string[]>

/** The filters in force: a key is absent when it does not filter. */
export type FilterState<K extends string> = Partial<Record<K, string>>

/** The URL value of a label: lowercase letters and digits, words joined by `-` ("North America" → "north-america"). */
export function toFilterValue(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Reads the filters of a query string; unknown keys and values outside the options are dropped. */
export function readUrlFilters<K extends string>(
  search: string | URLSearchParams,
  options: FilterOptions<K>
): FilterState<K> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const state: FilterState<K> = {}
  for (const key of Object.keys(options) as K[]) {
    const value = params.get(key)
    if (value !== null && options[key].includes(value)) state[key] = value
  }
  return state
}

/** The query string of a filter state (`?a=x&b=y`, keys in the options' order), '' when none filters. */
export function writeUrlFilters<K extends string>(
  state: FilterState<K>,
  options: FilterOptions<K>
): string {
  const params = new URLSearchParams()
  for (const key of Object.keys(options) as K[]) {
    const value = state[key]
    if (value) params.set(key, value)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The items every filter in force accepts: `valuesOf(item, key)` gives an item's labels for a
 * key, compared by their URL value. The items keep their order.
 */
export function applyUrlFilters<T, K extends string>(
  items: readonly T[],
  state: FilterState<K>,
  valuesOf: (item: T, key: K) => readonly string[]
): T[] {
  const active = (Object.entries(state) as [K, string | undefined][]).filter(([, v]) => v)
  return items.filter((item) =>
    active.every(([key, value]) =>
      valuesOf(item, key).some((label) => toFilterValue(label) === value)
    )
  )
}

/** The state with `key` set to `value`, or removed when `value` is undefined or already set. */
export function toggleUrlFilter<K extends string>(
  state: FilterState<K>,
  key: K,
  value: string | undefined
): FilterState<K> {
  const next = { ...state }
  if (value === undefined || next[key] === value) delete next[key]
  else next[key] = value
  return next
}
