import type { NavigationItem } from '../content/navigation'
import { DOCS_VERSIONS, type DocsVersionEntry } from '../docs/versions'
import type { RouteRule } from './route-rules'

/** The first page (leaf) under a navigation item, depth-first. */
export function firstPage(item: NavigationItem): string | undefined {
  if (!item.children) return item.path
  for (const child of item.children) {
    const found = firstPage(child)
    if (found) return found
  }
  return undefined
}

/**
 * Redirect rules for the docs, generated at build time from each version's navigation tree:
 * the version root and every folder (section, group: the placeholder paths of the spec such as
 * /docs/4.x/guide/concepts) go to their first page; the latest version's folders also answer
 * unversioned (/docs/guide/concepts), as unversioned docs paths mean the latest docs.
 */
export function createDocsRouteRules(
  trees: { version: DocsVersionEntry; navigation: NavigationItem[] }[],
  versions: readonly DocsVersionEntry[] = DOCS_VERSIONS
): Record<string, RouteRule> {
  const rules: Record<string, RouteRule> = {}
  const latest = versions[0]!
  for (const { version, navigation } of trees) {
    const add = (path: string, target: string) => {
      rules[path] = { redirect: target }
      if (version.path === latest.path)
        rules[`/docs${path.slice(version.path.length)}`] = { redirect: target }
    }
    const root = firstPage({ title: '', path: version.path, children: navigation })
    if (root) add(version.path, root)
    const visit = (items: NavigationItem[]) => {
      for (const item of items) {
        if (!item.children) continue
        const target = firstPage(item)
        if (target) add(item.path, target)
        visit(item.children)
      }
    }
    visit(navigation)
  }
  return rules
}
