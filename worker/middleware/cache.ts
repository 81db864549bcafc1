import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'

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

/** The `caches.default` of Workers; absent in some runtimes (then nothing is cached). */
const edge = () => (typeof caches === 'undefined' ? undefined : (caches as unknown as { default?: Cache }).default)

/**
 * Edge caching for GET JSON APIs: answers `If-None-Match` with 304, serves `caches.default`
 * hits keyed by URL + version, and stores successful responses (200 only, so hostile URLs
 * cannot fill the cache with errors). Sends `ETag`, `Cache-Control` and `X-Cache: HIT|MISS`.
 */
export function edgeCache({ version, cacheControl }: EdgeCacheOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next()
    const current = await version(c)
    const etag = `W/"${current}"`
    if (c.req.header('if-none-match') === etag) {
      return c.body(null, 304, { ETag: etag, 'Cache-Control': cacheControl })
    }
    const url = new URL(c.req.url)
    url.searchParams.set('__v', current)
    const key = new Request(url.toString(), { method: 'GET' })
    const cache = edge()
    const hit = await cache?.match(key)
    if (hit) {
      const response = new Response(hit.body, hit)
      response.headers.set('X-Cache', 'HIT')
      return response
    }
    await next()
    if (c.res.status !== 200) return
    c.res.headers.set('Cache-Control', cacheControl)
    c.res.headers.set('ETag', etag)
    c.res.headers.set('X-Cache', 'MISS')
    if (cache) {
      const stored = cache.put(key, c.res.clone())
      try {
        c.executionCtx.waitUntil(stored)
      } catch {
        await stored // no execution context (app.request in tests): store before answering
      }
    }
  }
}
