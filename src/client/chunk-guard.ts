import { CHUNK_RELOAD_GUARD_MS } from '../shared/constants'

const KEY = 'aster-chunk-reload:'

/**
 * A chunk failed to load (usually a new deployment removed it): reload the page, at most once per
 * 10 s per path, so a chunk that is really gone cannot cause a reload loop.
 */
export function reloadOnChunkError(error: unknown): void {
  const key = KEY + location.pathname
  let last = 0
  try {
    last = Number(sessionStorage.getItem(key) ?? 0)
  } catch {
    // storage disabled: reload anyway, once
  }
  if (Date.now() - last < CHUNK_RELOAD_GUARD_MS) {
    console.error('[aster] a chunk failed to load again; not reloading', error)
    return
  }
  try {
    sessionStorage.setItem(key, String(Date.now()))
  } catch {
    // ignore
  }
  console.warn('[aster] a chunk failed to load, reloading', error)
  location.reload()
}
