import type { MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import {
  matchRouteRule,
  redirectOf,
  type RouteRedirectStatus,
  type RouteRule,
} from '../../src/shared/routing/route-rules'
import type { AppEnv } from '../env'
import { answerRedirect } from './page-request'

/** How long browsers and the edge keep a permanent redirect (a day: the next build may move it again). */
const MOVED_CACHE_CONTROL = 'public, max-age=86400'

/**
 * Where a path goes: a page marked gone (410), else its redirect (`redirectOf`: exact rules,
 * then `*` / `/**` patterns) with its status; a moved page's `.md` (a 301, build/content/
 * page-moves.ts or content.config.yml `redirects:`) follows it to the target's `.md`.
 */
function ruleOf(
  path: string,
  rules: Record<string, RouteRule>
): { gone?: true; to?: string; status?: RouteRedirectStatus } {
  if (matchRouteRule(path, rules)?.gone) return { gone: true }
  const found = redirectOf(path, rules)
  if (found) return { to: found.location, status: found.status }
  if (!path.endsWith('.md')) return {}
  const page = path.slice(0, -3)
  if (matchRouteRule(page, rules)?.gone) return { gone: true }
  const moved = redirectOf(page, rules)
  return moved?.status === 301 ? { to: `${moved.location}.md`, status: 301 } : {}
}

/**
 * Applies the route-rule table to the page a request is for: a redirect answers its status (302
 * by default; 301 for a moved page or content.config.yml `redirects:`) to its target, query
 * string kept, or `{redirect}` for the page's `_payload.json`; a page marked gone 410.
 */
export function routeRules(rules: Record<string, RouteRule>): MiddlewareHandler<AppEnv> {
  return async function routeRules(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const requested = c.get('page')?.path ?? c.req.path
    const path = requested.length > 1 ? requested.replace(/\/+$/, '') : requested
    const { gone, to, status } = ruleOf(path, rules)
    if (gone) throw new HTTPException(410, { message: `${path} was removed` })
    if (!to) return next()
    const response = answerRedirect(c, `${to}${new URL(c.req.url).search}`, status)
    // a bare 301 stays in a browser for good: a later build may move the page again
    if (status && status !== 302 && !c.get('page')?.payload)
      response.headers.set('Cache-Control', MOVED_CACHE_CONTROL)
    return response
  }
}
