import type { NavigationItem } from '../../src/shared/content/navigation'
import { pathAncestors } from '../../src/shared/docs/navigation'
import { folderOf, indexNavigation } from '../../src/shared/docs/navigation-index'
import { swapDocsVersion, type DocsVersion } from '../../src/shared/docs/versions'
import { firstPage } from '../../src/shared/routing/docs-rules'
import type { RouteRule } from '../../src/shared/routing/route-rules'
import { BUILD } from '../build-manifest'

/**
 * The paths of `target` the version switch may lead to from `path`, nearest first; a path whose
 * page moved is followed by where it moved to (the route rules of moved pages,
 * build/content/page-moves.ts), so the switch lands on the moved page.
 */
export function alternateCandidates(
  path: string,
  target: DocsVersion,
  rules: Readonly<Record<string, RouteRule>> = BUILD.routeRules
): string[] {
  return pathAncestors(swapDocsVersion(path, target), target.path).flatMap((candidate) => {
    const rule = Object.hasOwn(rules, candidate) ? rules[candidate] : undefined
    return rule?.status === 301 && rule.redirect ? [candidate, rule.redirect] : [candidate]
  })
}

/**
 * Where the version switch leads from `path` in another version: the same page when it exists,
 * else the nearest existing parent (a page, or a folder's first page), else the version's first
 * page. Never a 404. `existing`: which {@link alternateCandidates} are pages of `target` (read
 * with the page, in its D1 batch).
 */
export function resolveAlternate(
  path: string,
  target: DocsVersion,
  navigation: NavigationItem[],
  existing: Set<string>
): string {
  const candidates = alternateCandidates(path, target)
  const tree = indexNavigation(navigation)
  for (const candidate of candidates) {
    if (existing.has(candidate)) return candidate
    const folder = folderOf(tree, candidate)
    const first = folder && firstPage(folder)
    if (first) return first
  }
  return firstPage({ title: '', path: target.path, children: navigation }) ?? target.path
}
