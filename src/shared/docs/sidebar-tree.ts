import type { NavigationItem } from '../content/navigation'
import { firstPage } from '../routing/docs-rules'

/**
 * What the docs aside renders of a section, so a page's HTML stays the same size however many
 * pages the section holds: the groups on the way to the current page are open with their items,
 * every other group is collapsed to its head (its items load when it is expanded, and without
 * JavaScript it links to its first page), and a level longer than {@link SIDEBAR_LEVEL_LIMIT}
 * shows a window around the current item plus a 'show all' entry. Consumers: the docs loader
 * (worker/pages/docs.ts), the lazy group endpoint (worker/api/docs-nav.ts), DocsNavTree.
 */

/** Items a level shows before it is cut to a window (the sample site's levels all fit). */
export const SIDEBAR_LEVEL_LIMIT = 24
/** Items of the window a cut level shows around the current one. */
export const SIDEBAR_WINDOW = 12

/** A page link of the aside. */
export interface SidebarPage {
  kind: 'page'
  title: string
  path: string
  badge?: string
}

/** A group: open with its items, or collapsed (`items` undefined) with what it holds. */
export interface SidebarGroup {
  kind: 'group'
  title: string
  path: string
  icon?: string
  items?: SidebarNode[]
  /** A collapsed group: its first page (the link shown without JavaScript) and item count. */
  collapsed?: { first: string; count: number }
}

/** Stands for the items of a cut level that are not shown: the whole level loads on demand. */
export interface SidebarMore {
  kind: 'more'
  /** The folder whose items the level lists. */
  path: string
  /** Items the whole level holds. */
  total: number
}

export type SidebarNode = SidebarPage | SidebarGroup | SidebarMore

const toPage = (item: NavigationItem): SidebarPage => ({
  kind: 'page',
  title: item.title,
  path: item.path,
  ...(item.badge ? { badge: item.badge } : {}),
})

const collapse = (item: NavigationItem): SidebarGroup => ({
  kind: 'group',
  title: item.title,
  path: item.path,
  ...(item.icon ? { icon: item.icon } : {}),
  collapsed: { first: firstPage(item) ?? item.path, count: item.children!.length },
})

/**
 * The aside's tree of a section's `items` for the page at `path`. A group is open when it holds
 * the page, is marked `defaultOpen`, or is the level's first group when none holds the page.
 * `held`: the items that hold the page (navigation-index.ts itemsHolding, from the tree's index),
 * so a request does not walk the section. Only the shown window of a level is made.
 */
export function buildSidebarTree(
  items: NavigationItem[],
  path: string,
  folder: string,
  held: ReadonlySet<NavigationItem>
): SidebarNode[] {
  let first: NavigationItem | undefined
  let match: NavigationItem | undefined
  for (const item of items) {
    if (!item.children) continue
    first ??= item
    if (held.has(item)) {
      match = item
      break
    }
  }
  const node = (item: NavigationItem): SidebarNode => {
    if (!item.children) return toPage(item)
    const open = item === match || item.defaultOpen || (!match && item === first)
    if (!open) return collapse(item)
    const { collapsed: _collapsed, ...head } = collapse(item)
    return { ...head, items: buildSidebarTree(item.children, path, item.path, held) }
  }
  if (items.length <= SIDEBAR_LEVEL_LIMIT) return items.map(node)
  const current = Math.max(
    0,
    items.findIndex((item) => item === match || item.path === path)
  )
  const start = Math.max(0, Math.min(current - SIDEBAR_WINDOW / 2, items.length - SIDEBAR_WINDOW))
  const shown = items.slice(start, start + SIDEBAR_WINDOW).map(node)
  return [...shown, { kind: 'more', path: folder, total: items.length }]
}

/** Every item of a folder's level, groups collapsed: what a lazy expansion or 'show all' loads. */
export function listSidebarLevel(items: NavigationItem[]): SidebarNode[] {
  return items.map((item) => (item.children ? collapse(item) : toPage(item)))
}
