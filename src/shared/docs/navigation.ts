import { isPathUnder } from '../routing/path'
import type { NavigationItem } from '../content/navigation'

/**
 * Pure helpers over a docs navigation tree. Consumers: the docs loader (worker/pages/docs.ts:
 * sidebar subtree, breadcrumb, previous/next, version fallback) and the route-rule generator.
 */

/** The pages (leaves) of a tree in reading order. */
export function flattenPages(items: NavigationItem[]): NavigationItem[] {
  return items.flatMap((item) => (item.children ? flattenPages(item.children) : [item]))
}

/** The chain of items from the top level down to the item with `path` (inclusive), or []. */
export function findTrail(items: NavigationItem[], path: string): NavigationItem[] {
  for (const item of items) {
    if (item.path === path) return [item]
    if (item.children) {
      const trail = findTrail(item.children, path)
      if (trail.length) return [item, ...trail]
    }
  }
  return []
}

/** The folder item with `path`, searching the whole tree. */
export function findFolder(items: NavigationItem[], path: string): NavigationItem | undefined {
  for (const item of items) {
    if (!item.children) continue
    if (item.path === path) return item
    const found = findFolder(item.children, path)
    if (found) return found
  }
  return undefined
}

/** The top-level section a path belongs to (by path prefix, so hidden pages find theirs too). */
export function findSection(items: NavigationItem[], path: string): NavigationItem | undefined {
  return items.find((item) => isPathUnder(path, item.path))
}

/**
 * The sections of a docs version: the folders at the top of its navigation (under `root`, the
 * version path), in reading order. The content decides them, not a list of ours: the aside's
 * anchors (worker/pages/docs.ts) and the header's Docs menu (build/manifests.ts) read them here.
 */
export function topSections(items: NavigationItem[], root: string): NavigationItem[] {
  return items.filter((item) => item.children && isPathUnder(item.path, root) && item.path !== root)
}

/** `/docs/4.x/guide/concepts/x` → [`/docs/4.x/guide/concepts/x`, `/docs/4.x/guide/concepts`, `/docs/4.x/guide`] above `root`. */
export function pathAncestors(path: string, root: string): string[] {
  const result: string[] = []
  for (
    let current = path;
    current.length > root.length && current.startsWith(root);
    current = current.slice(0, current.lastIndexOf('/'))
  ) {
    result.push(current)
  }
  return result
}
