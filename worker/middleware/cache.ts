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
const edge = () =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as { default?: Cache }).default

/**
 * The edge-cache key of a request: origin + path + `?__v=<version>`, or undefined when the path
 * has malformed escapes or dot segments (then nothing is cached). The query string is left out
 * (the APIs behind this middleware read none), so `?x=<random>` neither bypasses the cache nor
 * adds entries. The path is decoded then re-encoded per segment, so every spelling of one path
 * (`%40aster%2Fimage`, `@aster/image`, `%69mage`) shares one entry.
 */
function cacheKey(requestUrl: string, version: string): Request | undefined {
  const url = new URL(requestUrl)
  let segments: string[]
  try {
    segments = decodeURIComponent(url.pathname).split('/')
  } catch {
    return undefined
  }
  if (segments.some((segment) => segment === '.' || segment === '..')) return undefined
  return new Request(
    `${url.origin}${segments.map(encodeURIComponent).join('/')}?__v=${encodeURIComponent(version)}`,
    { method: 'GET' }
  )
}

/**
 * Edge caching for GET JSON APIs whose answers depend on the path only: answers `If-None-Match`
 * with 304, serves `caches.default` hits keyed by {@link cacheKey}, and stores 200 responses only.
 * Hostile URLs can thus neither miss on purpose nor add entries beyond one per path that answers
 * 200 (here the list, the stats, and each module by name and by npm name). Sends `ETag`,
 * `Cache-Control` and `X-Cache: HIT|MISS`.
 */
export function edgeCache({ version, cacheControl }: EdgeCacheOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next()
    const current = await version(c)
    const etag = `W/"${current}"`
    if (c.req.header('if-none-match') === etag) {
      return c.body(null, 304, { ETag: etag, 'Cache-Control': cacheControl })
    }
    const key = cacheKey(c.req.url, current)
    const cache = key ? edge() : undefined
    const hit = key && (await cache?.match(key))
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
    if (cache && key) {
      const stored = cache.put(key, c.res.clone())
      try {
        c.executionCtx.waitUntil(stored)
      } catch {
        await stored // no execution context (app.request in tests): store before answering
      }
    }
  }
}
