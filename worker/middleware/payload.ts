import type { Hono, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { PAYLOAD_HEADER } from '../render/page'

const SUFFIX = '/_payload.json'

/**
 * `<route>/_payload.json`: renders `<route>` through the whole app as a payload (PageData plus the
 * server-rendered header and page region) for client navigation. Redirects answer
 * `{redirect}`; errors answer the error page's payload with their status.
 */
export function payloads(app: Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.req.path.endsWith(SUFFIX) || c.req.method !== 'GET') return next()
    const url = new URL(c.req.url)
    url.pathname = c.req.path.slice(0, -SUFFIX.length) || '/'
    const headers = new Headers({ [PAYLOAD_HEADER]: '1', accept: 'application/json' })
    const cookie = c.req.header('cookie')
    if (cookie) headers.set('cookie', cookie)
    const response = await app.fetch(new Request(url, { headers }), c.env, c.executionCtx)
    if (response.status >= 300 && response.status < 400) {
      return c.json({ redirect: response.headers.get('location') }, 200, {
        'Cache-Control': 'no-store',
      })
    }
    if (!response.headers.get('content-type')?.includes('application/json')) {
      // not a page (an asset or an API): let the browser load it for real
      return c.json({ reload: url.pathname }, 200, { 'Cache-Control': 'no-store' })
    }
    return new Response(response.body, {
      status: response.status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache' },
    })
  }
}
