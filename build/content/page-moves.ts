import type { RouteRule } from '../../src/shared/routing/route-rules'
import { isAppRoute } from '../../src/shared/routing/routes'
import type { PageHistory } from './page-history'

/**
 * The route rules a page history gives (page-history.ts): each path a living page once had
 * answers 301 to its path now; each path of a deleted page answers 301 to its nearest surviving
 * parent section (a page, a docs folder's rule, an app route; `/` at worst), or 410 when
 * content.config.yml lists it under `gone:` (a listed path no page has answers 410 too). A path a
 * page has now, or one a rule of the site or of the content already covers, gets nothing here.
 * The worker serves them with the rest of the route rules (worker/middleware/route-rules.ts:
 * page, `_payload.json` and `.md`).
 */
export function pageMoveRules(
  history: PageHistory,
  pages: ReadonlySet<string>,
  rules: Readonly<Record<string, RouteRule>>,
  gone: readonly string[]
): Record<string, RouteRule> {
  const out: Record<string, RouteRule> = {}
  const goneSet = new Set(gone)
  const free = (path: string) => !pages.has(path) && !Object.hasOwn(rules, path)
  for (const record of Object.values(history.pages)) {
    const current = record.live ? record.paths.at(-1) : undefined
    for (const path of record.paths) {
      if (path === current || !free(path)) continue
      if (current) out[path] = { redirect: current, status: 301 }
      else if (goneSet.has(path)) out[path] = { gone: true }
      else out[path] = { redirect: nearestSection(path, pages, rules), status: 301 }
    }
  }
  for (const path of goneSet) if (free(path)) out[path] = { gone: true }
  return out
}

/** The nearest parent of `path` that still answers: a page, a rule's source, an app route. */
function nearestSection(
  path: string,
  pages: ReadonlySet<string>,
  rules: Readonly<Record<string, RouteRule>>
): string {
  for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1)) {
    const parent = path.slice(0, at)
    if (pages.has(parent) || Object.hasOwn(rules, parent) || isAppRoute(parent)) return parent
  }
  return '/'
}

/**
 * The lines the build prints for the rules that are new since the previous build:
 * `/docs/4.x/a → /docs/4.x/b (301)`, `/docs/4.x/c gone (410)`.
 */
export function createdRuleLines(
  now: Readonly<Record<string, RouteRule>>,
  before: Readonly<Record<string, RouteRule>>
): string[] {
  return Object.entries(now)
    .filter(([path, rule]) => JSON.stringify(before[path]) !== JSON.stringify(rule))
    .map(([path, rule]) => (rule.gone ? `${path} gone (410)` : `${path} → ${rule.redirect} (301)`))
}
