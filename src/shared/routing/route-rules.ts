import { ownValue } from '../own-key'
import { isPathUnder } from './path'
import {
  compileRedirectRules,
  MAX_REDIRECT_HOPS,
  type RedirectMatch,
  type RedirectMatcher,
} from './redirect-rules'

export { MAX_REDIRECT_HOPS }
/**
 * Route rules (spec 3: redirect, prerender, appMiddleware), one table. Consumers: the worker's
 * route-rules middleware (redirects), the build (writes the table into builds/meta/<id>.json as
 * the matcher, and the link check treats redirect sources as valid targets), the client router.
 * Keys are exact paths, or prefixes ending in `/**`; a redirect's key may also be a pattern of
 * redirect-pattern.ts (`*` segments), matched by {@link redirectOf}.
 */
export interface RouteRule {
  /** Target of a redirect: 302, or `status`. */
  redirect?: string
  /**
   * 301 for a page that moved for good (build/content/page-moves.ts, content.config.yml
   * `redirects:`): permanent, and a moved page's `.md` follows it to the target's `.md`.
   */
  status?: 301 | 302 | 308
  /** A deleted page the editor marked gone (`gone:` in content.config.yml): 410. */
  gone?: true
  /** Rendered at build time and served from the static assets (src/shared/routing/prerender.ts). */
  prerender?: boolean
  /** Named middleware to run before the page ('auth' | 'guest'). */
  appMiddleware?: 'auth' | 'guest'
}

/**
 * The hand-written rules. The build adds the docs rules generated from the navigation
 * (src/shared/routing/docs-rules.ts: /docs, version roots, every section and group) and
 * writes the whole table into dist/build-manifest.json (read by the worker) and
 * builds/meta/<id>.json (read by the client).
 */
export const ROUTE_RULES: Record<string, RouteRule> = {
  // rendered by the build (src/shared/routing/prerender.ts), with each docs version's landing page
  '/': { prerender: true },
  '/support/us': { redirect: '/enterprise/sponsors' },
  '/admin/**': { appMiddleware: 'auth' },
  '/admin/login': { appMiddleware: 'guest' },
}

/** The `/**` prefix rules of each table, longest prefix first: listed once, not per request. */
const prefixRules = new WeakMap<Record<string, RouteRule>, [string, RouteRule][]>()

/** The rule that applies to a path: an exact key wins over the longest matching prefix. */
export function matchRouteRule(
  path: string,
  rules: Record<string, RouteRule> = ROUTE_RULES
): RouteRule | undefined {
  const exact = ownValue(rules, path)
  if (exact) return exact
  let prefixes = prefixRules.get(rules)
  if (!prefixes) {
    prefixes = Object.entries(rules)
      .filter(([key]) => key.endsWith('/**'))
      .map(([key, rule]): [string, RouteRule] => [key.slice(0, -3), rule])
      .sort((a, b) => b[0].length - a[0].length)
    prefixRules.set(rules, prefixes)
  }
  return prefixes.find(([prefix]) => isPathUnder(path, prefix))?.[1]
}

/** Statuses a route rule's redirect answers with. */
export type RouteRedirectStatus = NonNullable<RouteRule['status']>

const matchers = new WeakMap<Record<string, RouteRule>, RedirectMatcher<RouteRedirectStatus>>()

/**
 * Where a route-rule table sends `path`: its exact rule, else its most specific pattern
 * (redirect-rules.ts `compileRedirectRules`, the one matcher of stored and built redirects),
 * with the rule's status (302 by default). Compiled once per table. Consumers: the worker's
 * route-rules middleware, the sitemap, the build's link check and read-more titles.
 */
export function redirectOf(
  path: string,
  rules: Record<string, RouteRule>
): RedirectMatch<RouteRedirectStatus> | undefined {
  let match = matchers.get(rules)
  if (!match) {
    match = compileRedirectRules(
      Object.entries(rules).flatMap(([from, rule]) =>
        rule.redirect ? [{ from, to: rule.redirect, status: rule.status ?? 302 }] : []
      )
    )
    matchers.set(rules, match)
  }
  return match(path)
}

/** The site path of an href: query and hash dropped, no trailing slash (`/` stays `/`). */
export function hrefPath(href: string): string {
  return href.split(/[?#]/)[0]!.replace(/\/$/, '') || '/'
}

/**
 * Where `path` finally lands through the redirect `rules` ({@link redirectOf}, at most
 * {@link MAX_REDIRECT_HOPS}): the last site path, or an external `http(s)` target as it is;
 * undefined for a loop. Consumers: the build's link check and read-more titles.
 */
export function followRedirects(
  path: string,
  rules: Record<string, RouteRule>
): string | undefined {
  let current = path
  for (let hop = 0; hop <= MAX_REDIRECT_HOPS; hop++) {
    const redirect = redirectOf(current, rules)?.location
    if (!redirect) return current
    if (/^https?:\/\//i.test(redirect)) return redirect
    current = hrefPath(redirect)
  }
  return undefined
}
