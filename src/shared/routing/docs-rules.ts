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

/** Every leaf (page) path of a tree. */
function pagePaths(items: NavigationItem[], into = new Set<string>()): Set<string> {
  for (const item of items) {
    if (item.children) pagePaths(item.children, into)
    else into.add(item.path)
  }
  return into
}

/**
 * Redirect rules for the docs, generated at build time from each version's navigation tree:
 * the version root and every folder (section, group: the placeholder paths of the spec such as
 * /docs/4.x/guide/concepts) go to their first page; the latest version's folders also answer
 * unversioned (/docs/guide/concepts), as unversioned docs paths mean the latest docs.
 * A folder with its own page (an `index.md`: a page whose path is the folder's, found in the
 * tree or in `pages`, the version's row paths, which include pages hidden from the tree) gets
 * no rule, so that page is served; its unversioned path still reaches it through the worker's
 * generic redirect to the latest version.
 */
export function createDocsRouteRules(
  trees: { version: DocsVersionEntry; navigation: NavigationItem[]; pages?: Iterable<string> }[],
  versions: readonly DocsVersionEntry[] = DOCS_VERSIONS
): Record<string, RouteRule> {
  const rules: Record<string, RouteRule> = {}
  const latest = versions[0]!
  for (const { version, navigation, pages = [] } of trees) {
    const own = pagePaths(navigation, new Set(pages))
    const add = (path: string, target: string) => {
      if (own.has(path) || target === path) return
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
