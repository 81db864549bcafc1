import type { MiddlewareHandler } from 'hono'
import { redirectOf, type RouteRule } from '../../src/shared/routing/route-rules'
import type { AppEnv } from '../env'
import { answerRedirect } from './page-request'
import { REDIRECT_CACHE_CONTROL } from './stored-redirects'

/**
 * Applies the route-rule table's redirects to the page a request is for (`redirectOf`: exact
 * rules, then `*` / `/**` patterns): the rule's status (302 by default; 301 for
 * content.config.yml `redirects:`) to its target, query string kept, or `{redirect}` for the
 * page's `_payload.json`. A permanent answer is kept an hour, not for good: the next build may
 * change the rule.
 */
export function routeRules(rules: Record<string, RouteRule>): MiddlewareHandler<AppEnv> {
  return async function routeRules(c, next) {
    const requested = c.get('page')?.path ?? c.req.path
    const path = requested.length > 1 ? requested.replace(/\/+$/, '') : requested
    const found =
      c.req.method === 'GET' || c.req.method === 'HEAD' ? redirectOf(path, rules) : undefined
    if (!found) return next()
    const response = answerRedirect(
      c,
      `${found.location}${new URL(c.req.url).search}`,
      found.status
    )
    if (found.status !== 302 && !c.get('page')?.payload)
      response.headers.set('Cache-Control', REDIRECT_CACHE_CONTROL)
    return response
  }
}
