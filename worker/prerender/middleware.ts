import type { MiddlewareHandler } from 'hono'
import { LIVE_STAMP_HEADER, prerenderedAssetPath } from '../../src/shared/routing/prerender'
import { matchRoute } from '../../src/shared/routing/routes'
import { BUILD } from '../build-manifest'
import type { AppEnv } from '../env'
import { isSharedPageRequest, PAGE_CACHE_CONTROL } from '../middleware/page-cache'
import { liveStamp } from './live-stamp'

/** The paths of this build's prerendered pages (the manifest's `prerendered`). */
const PRERENDERED = new Set(BUILD.prerendered)

/**
 * Serves a prerendered page (build/publish/prerender.ts) from the static assets: a shared request (no
 * session, no preview, no query: middleware/page-cache.ts) for one of the build's `prerendered`
 * paths gets the file of its build, locale and live-data stamp, marked `X-Prerendered: <build
 * id>`, with the Cache-Control a render of the page would get. When there is no such file (a build that was not prerendered, or a cron refresh since)
 * the page renders as usual and carries its stamp in `X-Aster-Live-Stamp`, which is how
 * build/publish/prerender.ts names the file. A payload (`_payload.json`) always renders.
 */
export function prerenderedPages(): MiddlewareHandler<AppEnv> {
  return async function prerenderedPages(c, next) {
    const page = c.get('page')
    if (!page || page.payload || !PRERENDERED.has(page.path) || !isSharedPageRequest(c))
      return next()
    const stamp = await liveStamp(c.env, page.path)
    if (!stamp) return next()
    const file = prerenderedAssetPath(BUILD.id, stamp, c.get('locale'), page.path)
    const asset = await c.env.ASSETS.fetch(new URL(file, c.req.url))
    if (asset.status !== 200 || !asset.body) {
      await asset.body?.cancel()
      await next()
      if (c.res.status !== 200) return
      // a copy: the response may come from the edge cache, whose headers are immutable
      c.res = new Response(c.res.body, c.res)
      c.res.headers.set(LIVE_STAMP_HEADER, stamp)
      return
    }
    // the headers a render would get: shared caches keep only what the page cache would keep
    // (home, with its live figures, is never edge-cached); the edge cache was not consulted
    const route = matchRoute(page.path)
    const edgeCached = 'edgeCached' in route && route.edgeCached === true
    return c.body(asset.body, 200, {
      'Content-Type': 'text/html; charset=UTF-8',
      ...(edgeCached ? { 'Cache-Control': PAGE_CACHE_CONTROL } : {}),
      Vary: 'Cookie',
      'X-Cache': 'BYPASS',
      'X-Prerendered': BUILD.id,
    })
  }
}
