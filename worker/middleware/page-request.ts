import type { Context, MiddlewareHandler } from 'hono'
import { PAYLOAD_SUFFIX, SERVICE_PREFIXES } from '../../src/shared/routing/routes'
import type { AppEnv } from '../env'

/**
 * Reads which page a request is for: `<route>/_payload.json` (GET) is the payload of `<route>`
 * for client navigation, anything else the page itself. Sets `page` for the route rules, the
 * page handler and the error page. A payload under an API or asset prefix answers `{reload}`: not
 * a page, the browser loads it for real.
 */
export function pageRequest(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const payload = c.req.method === 'GET' && c.req.path.endsWith(PAYLOAD_SUFFIX)
    const path = payload ? c.req.path.slice(0, -PAYLOAD_SUFFIX.length) || '/' : c.req.path
    if (payload && SERVICE_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return c.json({ reload: path }, 200, { 'Cache-Control': 'no-store' })
    }
    c.set('page', { path, payload })
    await next()
  }
}

/** A redirect: a 30x for a page request, `{redirect}` for its payload (the router follows it). */
export function answerRedirect(c: Context<AppEnv>, location: string, status: 301 | 302 = 302) {
  if (c.get('page')?.payload) {
    return c.json({ redirect: location }, 200, { 'Cache-Control': 'no-store' })
  }
  return c.redirect(location, status)
}
