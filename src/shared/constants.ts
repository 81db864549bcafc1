/**
 * Business constants of the spec (section 9) used by the browser. Consumers: src/client/*
 * (router, loading bar, prefetch, chunk guard, build check) and their tests.
 */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const
/** Delay before route resolution on client navigation. */
export const NAVIGATION_DELAY_MS = 100
/** Route preloading: at most this many payload prefetches in parallel. */
export const PREFETCH_MAX_PARALLEL = 4
/**
 * Visible links prefetched per page after idle (intent — hover, focus, touch — has no budget): a
 * docs page shows dozens of links, and prefetching all of them cost 26 payloads per load.
 */
export const PREFETCH_VISIBLE_BUDGET = 2
/** A failed chunk load reloads the page at most once per this many ms per path. */
export const CHUNK_RELOAD_GUARD_MS = 10_000
/** builds/latest.json is polled this often (1 hour). */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000
/** The build's meta is fetched this long after idle start. */
export const BUILD_META_DELAY_MS = 1000
/** localStorage key that turns analytics off for this browser. */
export const ANALYTICS_IGNORE_KEY = 'aster-analytics-ignore'
/** localStorage key of the docs sidebar state ('collapsed' or absent); applied before first paint. */
export const SIDEBAR_STORAGE_KEY = 'aster-sidebar'
/**
 * Icon fetch timeout (spec 9): past it the client gives up on the local icon endpoint and asks
 * the public icon API (src/client/icon-loader.ts).
 */
export const ICON_FETCH_TIMEOUT_MS = 1500
