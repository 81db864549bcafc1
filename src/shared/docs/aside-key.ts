import type { DocsPageData } from '../page-data'
import type { SidebarNode } from './sidebar-tree'

/**
 * Everything the rendered docs aside depends on but the current page's mark and the version
 * select's targets, as one short string (the aside's `data-aside-key`, the payload's `asideKey`).
 * Two pages of a section with the same open groups and window have the same key, so a client
 * navigation between them keeps the aside it shows: the payload carries an empty slot instead
 * (worker/render/page.tsx), and the router moves the mark and copies the version targets
 * (src/client/aside-reuse.ts). Consumers: DocsSidebar, the payload, the router.
 */
export function asideKey(data: DocsPageData): string {
  const source = JSON.stringify([
    data.locale,
    data.version.shortTag,
    data.sectionTitle,
    data.sections,
    data.navigation,
    // a page outside the tree marks no link: keeping an aside that marks one would be wrong
    holdsPage(data.navigation, data.path),
  ])
  return hashString(source)
}

/** Whether the tree shows a link to `path` (the link the aside marks as the current page). */
function holdsPage(nodes: SidebarNode[], path: string): boolean {
  return nodes.some(
    (node) =>
      (node.kind === 'page' && node.path === path) ||
      (node.kind === 'group' && node.items !== undefined && holdsPage(node.items, path))
  )
}

/** FNV-1a (32 bit) of a string, base 36: a key, not a security measure. */
function hashString(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}
