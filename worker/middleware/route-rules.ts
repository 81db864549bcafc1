import type { MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { matchRouteRule, type RouteRule } from '../../src/shared/routing/route-rules'
import type { AppEnv } from '../env'
import { answerRedirect } from './page-request'

/** How long browsers and the edge keep a moved page's 301 (a day: the next build may move it again). */
const MOVED_CACHE_CONTROL = 'public, max-age=86400'

/**
 * The rule of a path, and where it sends `<page>.md`: a moved page's `.md` (rule `status: 301`,
 * build/content/page-moves.ts) follows it to the target's `.md`.
 */
function ruleOf(path: string, rules: Record<string, RouteRule>) {
  const rule = matchRouteRule(path, rules)
  if (rule || !path.endsWith('.md')) return { rule, to: rule?.redirect }
  const page = matchRouteRule(path.slice(0, -3), rules)
  if (page?.gone) return { rule: page, to: undefined }
  if (page?.status !== 301 || !page.redirect) return { rule: undefined, to: undefined }
  return { rule: page, to: `${page.redirect}.md` }
}

/**
 * Applies the route-rule table to the page a request is for: `redirect` answers 302 to its
 * target (query string kept), or `{redirect}` for the page's `_payload.json`; a moved page's old
 * path 301 (its payload and `.md` too), a page marked gone 410.
 */
export function routeRules(rules: Record<string, RouteRule>): MiddlewareHandler<AppEnv> {
  return async function routeRules(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const requested = c.get('page')?.path ?? c.req.path
    const path = requested.length > 1 ? requested.replace(/\/+$/, '') : requested
    const { rule, to } = ruleOf(path, rules)
    if (rule?.gone) throw new HTTPException(410, { message: `${path} was removed` })
    if (!to) return next()
    const response = answerRedirect(c, `${to}${new URL(c.req.url).search}`, rule?.status)
    // a bare 301 stays in a browser for good: a later build may move the page again
    if (rule?.status && !c.get('page')?.payload)
      response.headers.set('Cache-Control', MOVED_CACHE_CONTROL)
    return response
  }
}
