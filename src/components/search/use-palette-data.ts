import { useEffect, useState } from 'react'
import type { SearchResult } from '../../shared/search/api'
import { SEARCH_LIMIT } from '../../shared/search/text'
import type { SearchVersion } from '../../shared/search/filter'
import type { HostingProvider, PaletteModule } from '../../shared/search/palette-filter'

/** Data fetch status (spec 4). `unavailable`: the API answered 503 (index missing or corrupt). */
export type FetchStatus = 'idle' | 'pending' | 'success' | 'error' | 'unavailable'

const MAX_CACHED_QUERIES = 100
const sectionCache = new Map<string, SearchResult[]>()

/** Sections for a query of a version from `/api/search`, cached per version and query. */
export async function fetchSections(term: string, version: SearchVersion, signal?: AbortSignal, limit = SEARCH_LIMIT): Promise<SearchResult[]> {
  const key = `${version}\n${limit}\n${term}`
  const cached = sectionCache.get(key)
  if (cached) return cached
  const response = await fetch(`/api/search?${new URLSearchParams({ q: term, version: String(version), limit: String(limit) })}`, { signal, headers: { accept: 'application/json' } })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null
    throw Object.assign(new Error(body?.error ?? `/api/search answered ${response.status}`), { status: response.status })
  }
  const results = (await response.json()) as SearchResult[]
  if (sectionCache.size >= MAX_CACHED_QUERIES) sectionCache.delete(sectionCache.keys().next().value!)
  sectionCache.set(key, results)
  return results
}

/**
 * The sections matching `term` in `version`, refetched as either changes (the previous answer
 * stays on screen until the next arrives, so typing never flashes an empty list). Load errors
 * go to the console only; a 503 turns the status to `unavailable`.
 */
export function useSections(term: string, version: SearchVersion, enabled: boolean, limit = SEARCH_LIMIT): { sections: SearchResult[]; status: FetchStatus } {
  const [state, setState] = useState<{ sections: SearchResult[]; status: FetchStatus }>({ sections: [], status: 'idle' })
  useEffect(() => {
    const query = term.trim()
    if (!enabled || !query) return setState({ sections: [], status: 'idle' })
    const controller = new AbortController()
    setState((previous) => ({ ...previous, status: 'pending' }))
    fetchSections(query, version, controller.signal, limit).then(
      (sections) => setState({ sections, status: 'success' }),
      (error: Error & { status?: number }) => {
        if (controller.signal.aborted) return
        console.error(`[aster] search failed: ${error.message}`)
        setState({ sections: [], status: error.status === 503 ? 'unavailable' : 'error' })
      }
    )
    return () => controller.abort()
  }, [term, version, enabled, limit])
  return state
}

const once = new Map<string, Promise<unknown>>()

/** GETs a JSON list once per page life; a failure is logged and gives []. */
function loadOnce<T>(url: string, pick: (body: unknown) => T[]): Promise<T[]> {
  let pending = once.get(url) as Promise<T[]> | undefined
  if (!pending) {
    pending = fetch(url, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`)
        return pick(await response.json())
      })
      .catch((error: unknown) => {
        console.error(`[aster] search palette: ${error instanceof Error ? error.message : String(error)}`)
        return []
      })
    once.set(url, pending)
  }
  return pending
}

/** The modules (`/api/modules`, fields `modules` and `stats`) and hosting providers (`/api/hosting`), loaded once when `enabled`. */
export function usePaletteLists(enabled: boolean): { modules: PaletteModule[]; hosting: HostingProvider[] } {
  const [lists, setLists] = useState<{ modules: PaletteModule[]; hosting: HostingProvider[] }>({ modules: [], hosting: [] })
  useEffect(() => {
    if (!enabled) return
    let live = true
    void Promise.all([
      loadOnce<PaletteModule>('/api/modules', (body) => (Array.isArray((body as { modules?: unknown }).modules) ? (body as { modules: PaletteModule[] }).modules : [])),
      loadOnce<HostingProvider>('/api/hosting', (body) => (Array.isArray(body) ? (body as HostingProvider[]) : [])),
    ]).then(([modules, hosting]) => live && setLists({ modules, hosting }))
    return () => {
      live = false
    }
  }, [enabled])
  return lists
}
