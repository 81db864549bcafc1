/**
 * The one helper for a list's filters kept in the URL's query string (`?service=seo&region=europe`,
 * `?badge=premium`, `?category=Release`, `?q=edge&category=Edge`): parse the query into a
 * validated state (anything unknown dropped), filter a list with it, write it back as a query,
 * link each choice (with its count) and the reset. The server reads the request URL and an island
 * `location.search` with the same functions, so a shared, reloaded or back/forward URL renders the
 * same list on both sides. Consumers: the loaders and views of /templates and /showcase
 * (src/shared/listing/facets.ts, worker/pages/landing-intro.ts), /blog (src/shared/blog/filter.ts),
 * /deploy and its HostingDirectory island (src/shared/deploy/filter.ts), the agencies directory
 * and the job board (src/shared/enterprise/*, worker/pages/enterprise/*, their islands).
 */

/**
 * What one query parameter may hold: one of a list of values as written (`['seo', 'europe']`),
 * one of a list matched and written in slug form (`{ values: ['E-commerce'], slugged: true }`
 * reads `?category=e-commerce` or `?category=E-commerce` as 'E-commerce' and writes
 * `e-commerce`), or a free text, trimmed and cut at `maxLength` (`{ maxLength: 100 }`).
 */
export type UrlFilterField =
  readonly string[] | { values: readonly string[]; slugged: true } | { maxLength: number }

/** The filters of a list: each key with what it may hold, in the order the URL writes them. */
export type FilterOptions<K extends string> = Record<K, UrlFilterField>

/** The filters in force: a key is absent when it does not filter. */
export type FilterState<K extends string> = Partial<Record<K, string>>

/** One choice of a filter bar: its value (undefined: all), URL, how many items it keeps. */
export interface FilterChoice<V extends string> {
  value?: V
  href: string
  count: number
  active: boolean
}

/** The URL value of a label: lowercase letters and digits, words joined by `-` ("North America" → "north-america"). */
export function toFilterValue(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The value a field accepts for a raw query value, undefined when it accepts none. */
function readField(field: UrlFilterField, raw: string): string | undefined {
  if ('maxLength' in field) return raw.trim().slice(0, field.maxLength) || undefined
  if (!('slugged' in field)) return field.includes(raw) ? raw : undefined
  const slug = toFilterValue(raw)
  return field.values.find((value) => toFilterValue(value) === slug)
}

/** How a field writes a value in the URL. */
function writeField(field: UrlFilterField, value: string): string {
  if ('maxLength' in field) return value.trim()
  return 'slugged' in field ? toFilterValue(value) : value
}

/** Reads the filters of a query string; unknown keys and values the options refuse are dropped. */
export function readUrlFilters<K extends string>(
  search: string | URLSearchParams,
  options: FilterOptions<K>
): FilterState<K> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const state: FilterState<K> = {}
  for (const key of Object.keys(options) as K[]) {
    const raw = params.get(key)
    const value = raw === null ? undefined : readField(options[key], raw)
    if (value !== undefined) state[key] = value
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
    const value = state[key] && writeField(options[key], state[key])
    if (value) params.set(key, value)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** The URL of the list at `path` with a filter state; with `{}` it is the reset link. */
export function urlFiltersHref<K extends string>(
  path: string,
  state: FilterState<K>,
  options: FilterOptions<K>
): string {
  return `${path}${writeUrlFilters(state, options)}`
}

/**
 * The canonical form of a request's query: each filter key once, as the options write it (a
 * refused value dropped); other parameters (campaign tags, the newsletter confirmation's `email`
 * and `confirmation`) kept as they are, in order. A loader redirects when it differs.
 */
export function canonicalUrlFilters<K extends string>(
  search: string,
  options: FilterOptions<K>
): string {
  const state = readUrlFilters(search, options)
  const out = new URLSearchParams()
  const seen = new Set<string>()
  for (const [key, raw] of new URLSearchParams(search)) {
    if (!Object.hasOwn(options, key)) out.append(key, raw)
    else if (!seen.has(key) && state[key as K] !== undefined)
      out.append(key, writeField(options[key as K], state[key as K]!))
    seen.add(key)
  }
  const text = out.toString()
  return text ? `?${text}` : ''
}

/**
 * The items every filter in force accepts, in their order: `matchers[key](value)` gives the test
 * of one key's value (made once per call, so a text search compiles its pattern once).
 */
export function filterByUrlFilters<T, K extends string>(
  items: readonly T[],
  state: FilterState<K>,
  matchers: Record<K, (value: string) => (item: T) => boolean>
): T[] {
  const tests = (Object.keys(matchers) as K[])
    .filter((key) => state[key])
    .map((key) => matchers[key](state[key]!))
  return items.filter((item) => tests.every((test) => test(item)))
}

/**
 * The items every filter in force accepts when `valuesOf(item, key)` gives an item's labels for
 * a key, compared by their URL value (`toFilterValue`).
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

/**
 * A one-key filter bar's choices: 'all' first (the reset link), then each value of `values` that
 * has items (or is selected), with its URL and count; `valueOf` reads an item's value.
 */
export function filterChoices<T, K extends string, V extends string>(
  path: string,
  options: FilterOptions<K>,
  key: K,
  values: readonly V[],
  items: readonly T[],
  valueOf: (item: T) => V | undefined,
  selected: V | undefined
): FilterChoice<V>[] {
  const all = { href: path, count: items.length, active: selected === undefined }
  const choices = values.map((value) => {
    const state: FilterState<K> = {}
    state[key] = value
    return {
      value,
      href: urlFiltersHref(path, state, options),
      count: items.filter((item) => valueOf(item) === value).length,
      active: value === selected,
    }
  })
  return [all, ...choices.filter((choice) => choice.count > 0 || choice.active)]
}
