import type { RouteRule } from '../../src/shared/routing/route-rules'
import { isAppRoute } from '../../src/shared/routing/routes'

/** Every redirect must land on a content page or an app route, never on a 404. */
export function assertRedirectTargets(rules: Record<string, RouteRule>, pages: Set<string>): void {
  const broken = Object.entries(rules).filter(
    ([, rule]) =>
      rule.redirect &&
      !/^https?:\/\//.test(rule.redirect) &&
      !pages.has(rule.redirect.split(/[?#]/)[0]!) &&
      !isAppRoute(rule.redirect) &&
      !rules[rule.redirect]
  )
  if (broken.length)
    throw new Error(
      `route rules redirect to missing pages:\n${broken.map(([from, rule]) => `${from} → ${rule.redirect}`).join('\n')}`
    )
}
