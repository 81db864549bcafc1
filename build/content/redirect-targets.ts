import { redirectOf, type RouteRule } from '../../src/shared/routing/route-rules'
import { isAppRoute } from '../../src/shared/routing/routes'

/**
 * Every redirect must land on a content page or an app route, never on a 404. The rules the
 * content and content.config.yml made (`checked`) were followed by the link check, which reports
 * them at their file and line with the rest; the others (hand-written, docs folders) are the
 * code's and fail the build here.
 */
export function assertRedirectTargets(
  rules: Record<string, RouteRule>,
  pages: Set<string>,
  checked: ReadonlySet<string> = new Set()
): void {
  const broken = Object.entries(rules).filter(
    ([from, rule]) =>
      rule.redirect &&
      !checked.has(from) &&
      !/^https?:\/\//.test(rule.redirect) &&
      !pages.has(rule.redirect.split(/[?#]/)[0]!) &&
      !isAppRoute(rule.redirect) &&
      !redirectOf(rule.redirect, rules)
  )
  if (broken.length)
    throw new Error(
      `route rules redirect to missing pages:\n${broken.map(([from, rule]) => `${from} → ${rule.redirect}`).join('\n')}`
    )
}
