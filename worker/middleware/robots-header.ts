import type { MiddlewareHandler } from 'hono'
import { isPathUnder } from '../../src/shared/routing/path'
import { NOINDEX_PREFIXES } from '../../src/shared/seo/head'
import { readSiteConfig } from '../../src/shared/seo/site-config'
import type { AppEnv } from '../env'

/**
 * `X-Robots-Tag: noindex` on answers search engines must not index: error answers (4xx/5xx), the
 * admin area, the APIs, `_payload.json` (client navigation data), and everything when the
 * deployment is a preview (`indexable` false).
 */
export function robotsHeader(): MiddlewareHandler<AppEnv> {
  return async function robotsHeader(c, next) {
    await next()
    // the page's path without its language prefix: `/zh/admin` is the admin area too
    const path = c.get('page')?.path ?? c.req.path
    const noindex =
      c.res.status >= 400 ||
      c.get('page')?.payload === true ||
      !readSiteConfig(c.env).indexable ||
      NOINDEX_PREFIXES.some((prefix) => isPathUnder(path, prefix))
    if (!noindex) return
    try {
      c.res.headers.set('X-Robots-Tag', 'noindex, nofollow')
    } catch {
      // a fetched response (static asset, cache) has immutable headers: answer a copy
      c.res = new Response(c.res.body, c.res)
      c.res.headers.set('X-Robots-Tag', 'noindex, nofollow')
    }
  }
}
