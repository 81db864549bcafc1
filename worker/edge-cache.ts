import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './env'

/*
 * The edge cache (`caches.default`), one file. Consumers: the modules and stats APIs through the
 * {@link edgeCache} middleware (keyed by path and data version), the search API (keyed by the
 * normalised query and the index hash, see worker/api/search.ts). Hostile URLs can neither miss on
 * purpose nor add entries: every key is built from validated or normalised values only.
 */

/** The `caches.default` of Workers; absent in some runtimes (then nothing is cached). */
const edge = () =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as { default?: Cache }).default

/** The cached response (headers mutable), if any. */
export async function matchEdge(key: Request): Promise<Response | undefined> {
  const hit = await edge()?.match(key)
  return hit ? new Response(hit.body, hit) : undefined
}

/**
 * Stores a copy of a 200 response, which must carry its own Cache-Control (the edge keeps it that
 * long). After the response when the runtime allows (`waitUntil`), else before it (tests). A
 * failed store is logged, never shown.
 */
export async function putEdge(c: Context<AppEnv>, key: Request, response: Response): Promise<void> {
  const cache = edge()
  if (!cache || response.status !== 200) return
  const stored = cache
    .put(key, response.clone())
    .catch((error: unknown) => console.error('[edge-cache] storing a response failed:', error))
  try {
    c.executionCtx.waitUntil(stored)
  } catch {
    await stored // no execution context (app.request in tests)
  }
}

/**
 * The edge-cache key of a request by path: origin + path + `?__v=<version>`, or undefined when the
 * path has malformed escapes or dot segments (then nothing is cached). The query string is left
 * out (the APIs behind {@link edgeCache} read none), so `?x=<random>` neither bypasses the cache
 * nor adds entries. The path is decoded then re-encoded per segment, so every spelling of one path
 * (`%40aster%2Fimage`, `@aster/image`, `%69mage`) shares one entry.
 */
export function createPathKey(requestUrl: string, version: string): Request | undefined {
  const url = new URL(requestUrl)
  let segments: string[]
  try {
    segments = decodeURIComponent(url.pathname).split('/')
  } catch {
    return undefined
  }
  if (segments.some((segment) => segment === '.' || segment === '..')) return undefined
  const path = segments.map(encodeURIComponent).join('/')
  return new Request(`${url.origin}${path}?__v=${encodeURIComponent(version)}`, { method: 'GET' })
}

/** Options of {@link edgeCache}. */
export interface EdgeCacheOptions {
  /**
   * The version of the data behind the responses (e.g. content hash + last stats refresh):
   * part of the cache key and the ETag, so a new version is a cache miss, never a stale hit.
   */
  version: (c: Context<AppEnv>) => Promise<string>
  /** Cache-Control sent to browsers and used by the edge cache for successful responses. */
  cacheControl: string
}

/**
 * Edge caching for GET JSON APIs whose answers depend on the path only: answers `If-None-Match`
 * with 304, serves hits keyed by {@link createPathKey}, and stores 200 responses only (one entry
 * per path that answers 200). Sends `ETag`, `Cache-Control` and `X-Cache: HIT|MISS`.
 */
export function edgeCache({ version, cacheControl }: EdgeCacheOptions): MiddlewareHandler<AppEnv> {
  return async function edgeCache(c, next) {
    if (c.req.method !== 'GET') return next()
    const current = await version(c)
    const etag = `W/"${current}"`
    if (c.req.header('if-none-match') === etag) {
      return c.body(null, 304, { ETag: etag, 'Cache-Control': cacheControl })
    }
    const key = createPathKey(c.req.url, current)
    const hit = key && (await matchEdge(key))
    if (hit) {
      hit.headers.set('X-Cache', 'HIT')
      return hit
    }
    await next()
    if (c.res.status !== 200) return
    c.res.headers.set('Cache-Control', cacheControl)
    c.res.headers.set('ETag', etag)
    c.res.headers.set('X-Cache', 'MISS')
    if (key) await putEdge(c, key, c.res)
  }
}
