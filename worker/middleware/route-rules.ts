import type { MiddlewareHandler } from 'hono'
import { matchRouteRule, type RouteRule } from '../../src/shared/routing/route-rules'
import type { AppEnv } from '../env'
import { answerRedirect } from './page-request'

/**
 * Applies the route-rule table to the page a request is for: `redirect` answers 302 to its
 * target (query string kept), or `{redirect}` for the page's `_payload.json`.
 */
export function routeRules(rules: Record<string, RouteRule>): MiddlewareHandler<AppEnv> {
  return async function routeRules(c, next) {
    const requested = c.get('page')?.path ?? c.req.path
    const path = requested.length > 1 ? requested.replace(/\/+$/, '') : requested
    const rule = matchRouteRule(path, rules)
    if (rule?.redirect && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      return answerRedirect(c, `${rule.redirect}${new URL(c.req.url).search}`)
    }
    await next()
  }
}
