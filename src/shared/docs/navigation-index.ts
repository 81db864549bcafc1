import type { NavigationItem } from '../content/navigation'

/**
 * Look-ups over a docs navigation tree that a request would otherwise answer by walking the whole
 * tree (previous/next, breadcrumb, the aside's open groups, the version switch's folders): built
 * once per tree object and kept beside it, so a docs page costs the same at 10,000 pages as at 100.
 * The worker's trees are kept per isolate under their content hash (worker/db/queries/
 * docs-page.ts), so one index serves every request until the content changes. Each answer is the
 * one the walking helpers of navigation.ts and sidebar-tree.ts give (navigation-index.test.ts).
 */
export interface NavigationIndex {
  /** The pages (leaves) in reading order: flattenPages. */
  pages: NavigationItem[]
  /** The position in `pages` of the first page with each path. */
  pageAt: Map<string, number>
  /** Every item by path, in depth-first order. */
  byPath: Map<string, NavigationItem[]>
  /** The parent of every item below the top level. */
  parents: Map<NavigationItem, NavigationItem>
}

const indexes = new WeakMap<readonly NavigationItem[], NavigationIndex>()

/** The index of a tree, built on first use and kept as long as the tree object lives. */
export function indexNavigation(tree: readonly NavigationItem[]): NavigationIndex {
  let index = indexes.get(tree)
  if (!index) {
    index = { pages: [], pageAt: new Map(), byPath: new Map(), parents: new Map() }
    visit(tree, undefined, index)
    indexes.set(tree, index)
  }
  return index
}

function visit(
  items: readonly NavigationItem[],
  parent: NavigationItem | undefined,
  index: NavigationIndex
): void {
  for (const item of items) {
    if (parent) index.parents.set(item, parent)
    const same = index.byPath.get(item.path)
    if (same) same.push(item)
    else index.byPath.set(item.path, [item])
    if (item.children) visit(item.children, item, index)
    else {
      if (!index.pageAt.has(item.path)) index.pageAt.set(item.path, index.pages.length)
      index.pages.push(item)
    }
  }
}

/** An item and its ancestors, top level first. */
function chainOf(index: NavigationIndex, item: NavigationItem): NavigationItem[] {
  const chain = [item]
  for (let up = index.parents.get(item); up; up = index.parents.get(up)) chain.unshift(up)
  return chain
}

/** findTrail: the chain from the top level down to the first item with `path`, or []. */
export function trailOf(index: NavigationIndex, path: string): NavigationItem[] {
  const item = index.byPath.get(path)?.[0]
  return item ? chainOf(index, item) : []
}

/** findFolder: the first folder item with `path`. */
export function folderOf(index: NavigationIndex, path: string): NavigationItem | undefined {
  return index.byPath.get(path)?.find((item) => item.children)
}

/**
 * The items that hold `path` as the aside counts it (sidebar-tree.ts `contains`): an item whose
 * path is `path` or one of its parent paths, and every ancestor of such an item.
 */
export function itemsHolding(index: NavigationIndex, path: string): Set<NavigationItem> {
  const held = new Set<NavigationItem>()
  const paths = [path]
  for (let slash = path.indexOf('/'); slash >= 0; slash = path.indexOf('/', slash + 1)) {
    paths.push(path.slice(0, slash))
  }
  for (const candidate of paths) {
    for (const item of index.byPath.get(candidate) ?? []) {
      for (let up: NavigationItem | undefined = item; up && !held.has(up);) {
        held.add(up)
        up = index.parents.get(up)
      }
    }
  }
  return held
}
