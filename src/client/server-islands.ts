import { serverIslandUrl } from '../shared/islands/island-url'
import { isLocale } from '../shared/i18n/locales'
import { fetchWithRetry } from '../components/fetch-retry'

/*
 * Fills server islands (src/components/ServerIsland.tsx): each placeholder in `root` fetches its
 * fragment from the islands endpoint and takes its HTML (rendered and escaped by React on our
 * own server). A failed fetch leaves the placeholder as it is, marked `data-failed`, and logs.
 * Consumer: src/client/boot.ts (on start and after each client navigation swap).
 */

/** The fragment answer of `/__aster_island/<key>.json`. */
interface IslandFragment {
  html: string
}

/** Loads every server island in `root` not loaded yet; resolves when all have settled. */
export function loadServerIslands(root: ParentNode): Promise<void> {
  const islands = root.querySelectorAll<HTMLElement>('[data-server-island]:not([data-loading])')
  return Promise.all([...islands].map(loadServerIsland)).then(() => undefined)
}

async function loadServerIsland(element: HTMLElement): Promise<void> {
  element.dataset.loading = ''
  const key = element.dataset.serverIsland!
  try {
    const lang = document.documentElement.lang
    const url = serverIslandUrl(key, element.dataset.props ?? '{}', isLocale(lang) ? lang : 'en')
    const response = await fetchWithRetry(url, { headers: { accept: 'application/json' } })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const fragment = (await response.json()) as IslandFragment
    element.innerHTML = fragment.html
    element.dataset.loaded = ''
  } catch (error) {
    element.dataset.failed = ''
    console.error(`[server island] ${key}:`, error)
  }
}
