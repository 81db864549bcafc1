import { BUILD_CHECK_INTERVAL_MS, BUILD_META_DELAY_MS } from '../shared/constants'
import { CLIENT_BASE } from '../shared/site'
import { fetchWithRetry } from '../components/fetch-retry'

let stale = false

/** True once builds/latest.json names another build: the next navigation is a full page load. */
export function isBuildStale(): boolean {
  return stale
}

/** Marks the running build as outdated (a payload from another build, or the hourly poll). */
export function markBuildStale(): void {
  stale = true
}

/**
 * Fetches this build's meta 1 s after idle start (failure only logged), then polls
 * builds/latest.json?<timestamp> every hour; a missing or corrupt manifest never breaks a page.
 */
export function installBuildCheck(buildId: string | undefined): void {
  if (!buildId) return
  const idle = (run: () => void) =>
    'requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 1)
  idle(() => {
    setTimeout(() => {
      fetchWithRetry(`${CLIENT_BASE}/builds/meta/${buildId}.json`)
        .then((response) =>
          response.ok ? response.json() : Promise.reject(new Error(`status ${response.status}`))
        )
        .catch((error: unknown) => console.warn('[aster] build manifest unavailable:', error))
    }, BUILD_META_DELAY_MS)
  })
  setInterval(async () => {
    try {
      const response = await fetch(`${CLIENT_BASE}/builds/latest.json?${Date.now()}`)
      const latest = (await response.json()) as { id?: unknown }
      if (typeof latest.id === 'string' && latest.id !== buildId) markBuildStale()
    } catch (error) {
      console.warn('[aster] checking for a new build failed:', error)
    }
  }, BUILD_CHECK_INTERVAL_MS)
}
