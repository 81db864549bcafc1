import { useEffect, useState } from 'react'
import { createFetchOnce } from '../fetch-once'
import { loadModules } from '../modules/load-modules'
import {
  readSearchResult,
  type SearchResult,
  type SearchResultWire,
} from '../../shared/search/result'
import { SEARCH_LIMIT } from '../../shared/search/text'
import type { SearchVersion } from '../../shared/search/filter'
import type { HostingProvider, PaletteModule } from '../../shared/search/palette-filter'
import { fetchWithRetry } from '../fetch-retry'
import { withLocaleParam } from '../../shared/i18n/locale-paths'
import { isLocale } from '../../shared/i18n/locales'

/** Data fetch status (spec 4). `unavailable`: the API answered 503 (index missing or corrupt). */
export type FetchStatus = 'idle' | 'pending' | 'success' | 'error' | 'unavailable'

const MAX_CACHED_QUERIES = 100
/**
 * Milliseconds of typing pause before `/api/search` is asked: one request per pause, not per
 * keystroke. Answers already cached show at once.
 */
export const SEARCH_DEBOUNCE_MS = 120
const sectionCache = new Map<string, SearchResult[]>()
const cacheKey = (term: string, version: SearchVersion, limit: number) =>
  `${version}\n${limit}\n${term}`

/** Sections for a query of a version from `/api/search`, cached per version and query. */
export async function fetchSections(
  term: string,
  version: SearchVersion,
  signal?: AbortSignal,
  limit = SEARCH_LIMIT
): Promise<SearchResult[]> {
  const key = cacheKey(term, version, limit)
  const cached = sectionCache.get(key)
  if (cached) return cached
  // the page's language picks the index (a Chinese page searches the Chinese one)
  const url = withLocaleParam(
    `/api/search?${new URLSearchParams({ q: term, version: String(version), limit: String(limit) })}`,
    pageLocale()
  )
  const response = await fetchWithRetry(url, { signal, headers: { accept: 'application/json' } })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null
    throw Object.assign(new Error(body?.error ?? `/api/search answered ${response.status}`), {
      status: response.status,
    })
  }
  const results = ((await response.json()) as SearchResultWire[]).map(readSearchResult)
  if (sectionCache.size >= MAX_CACHED_QUERIES)
    sectionCache.delete(sectionCache.keys().next().value!)
  sectionCache.set(key, results)
  return results
}

/**
 * The sections matching `term` in `version`, refetched as either changes, after a typing pause
 * of SEARCH_DEBOUNCE_MS (the previous answer stays on screen until the next arrives, so typing
 * never flashes an empty list). Errors are logged; the status turns to `unavailable` on a 503,
 * else to `error` (the dialog says so).
 */
export function useSections(
  term: string,
  version: SearchVersion,
  enabled: boolean,
  limit = SEARCH_LIMIT
): { sections: SearchResult[]; status: FetchStatus } {
  const [state, setState] = useState<{ sections: SearchResult[]; status: FetchStatus }>({
    sections: [],
    status: 'idle',
  })
  useEffect(() => {
    const query = term.trim()
    if (!enabled || !query) return setState({ sections: [], status: 'idle' })
    const cached = sectionCache.get(cacheKey(query, version, limit))
    if (cached) return setState({ sections: cached, status: 'success' })
    const controller = new AbortController()
    setState((previous) => ({ ...previous, status: 'pending' }))
    const timer = setTimeout(() => {
      fetchSections(query, version, controller.signal, limit).then(
        (sections) => setState({ sections, status: 'success' }),
        (error: Error & { status?: number }) => {
          if (controller.signal.aborted) return
          console.error(`[aster] search failed: ${error.message}`)
          setState({ sections: [], status: error.status === 503 ? 'unavailable' : 'error' })
        }
      )
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [term, version, enabled, limit])
  return state
}

/** The language of the page shown (its `<html lang>`): it picks the search index and the lists' language. */
function pageLocale() {
  const lang = document.documentElement.lang
  return isLocale(lang) ? lang : 'en'
}

/**
 * The hosting providers from `GET /api/hosting` in the page's language (a Chinese page lists
 * the guides' Chinese titles), fetched once per page life (like the modules): a change of
 * language is a full page load.
 */
const loadHosting = createFetchOnce(
  () => withLocaleParam('/api/hosting', pageLocale()),
  (body) => (Array.isArray(body) ? (body as HostingProvider[]) : [])
)

/** A list, or [] (logged) when it failed to load: the groups show what loaded; the next open retries. */
function orEmpty<T>(pending: Promise<T[]>): Promise<T[]> {
  return pending.catch((error: unknown) => {
    console.error(
      `[aster] search palette: ${error instanceof Error ? error.message : String(error)}`
    )
    return []
  })
}

/** The modules (`/api/modules`, via loadModules) and hosting providers (`/api/hosting`), loaded once when `enabled`. */
export function usePaletteLists(enabled: boolean): {
  modules: PaletteModule[]
  hosting: HostingProvider[]
} {
  const [lists, setLists] = useState<{ modules: PaletteModule[]; hosting: HostingProvider[] }>({
    modules: [],
    hosting: [],
  })
  useEffect(() => {
    if (!enabled) return
    let live = true
    void Promise.all([orEmpty<PaletteModule>(loadModules()), orEmpty(loadHosting())]).then(
      ([modules, hosting]) => live && setLists({ modules, hosting })
    )
    return () => {
      live = false
    }
  }, [enabled])
  return lists
}
