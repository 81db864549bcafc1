import type { MiddlewareHandler } from 'hono'
import { matchRouteRule, type RouteRule } from '../../src/shared/routing/route-rules'
import type { AppEnv } from '../env'

/** Applies the route-rule table: `redirect` answers 302 to its target (query string kept). */
export function routeRules(rules: Record<string, RouteRule>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path
    const rule = matchRouteRule(path, rules)
    if (rule?.redirect && (c.req.method === 'GET' || c.req.method === 'HEAD')) {
      const search = new URL(c.req.url).search
      return c.redirect(`${rule.redirect}${search}`, 302)
    }
    await next()
  }
}
