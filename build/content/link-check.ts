import type { CollectedCollection } from './collect'
import { isAppRoute } from '../../src/shared/routing/routes'

/** Anything that answers a path besides content pages: app routes, redirects, section roots. */
export type PathResolver = (path: string) => boolean

/**
 * Checks every internal link of every page collection: the target must be a page, an app route,
 * a folder of a collection (it redirects to its first page) or a redirect rule, and an anchor
 * must be a heading id of the target page. Returns `file:line: broken link → target` lines.
 */
export function checkLinks(
  collections: CollectedCollection[],
  isRedirect: PathResolver = () => false
): string[] {
  const headings = new Map<string, Set<string>>()
  const folders = new Set<string>()
  for (const collection of collections) {
    for (const page of collection.pages) headings.set(page.path, new Set(page.headingIds))
    const visit = (items: CollectedCollection['navigation']) => {
      for (const item of items) if (item.children) (folders.add(item.path), visit(item.children))
    }
    visit(collection.navigation)
  }
  const problems: string[] = []
  for (const collection of collections) {
    for (const page of collection.pages) {
      for (const link of page.links) {
        const [rawPath, anchor] = splitHref(link.href)
        const path = rawPath === '' ? page.path : rawPath.replace(/\/$/, '') || '/'
        const ids = headings.get(path)
        const known = ids || folders.has(path) || isAppRoute(path) || isRedirect(path)
        if (!known)
          problems.push(
            `${page.file}:${link.line}: broken link → ${link.href} (no page, route or redirect answers ${path})`
          )
        else if (anchor && ids && !ids.has(decodeURIComponent(anchor))) {
          problems.push(
            `${page.file}:${link.line}: broken anchor → ${link.href} (${path} has no heading "#${anchor}")`
          )
        }
      }
    }
  }
  return problems
}

function splitHref(href: string): [string, string | undefined] {
  const clean = href.split('?')[0]!
  const hash = clean.indexOf('#')
  return hash === -1
    ? [clean, undefined]
    : [clean.slice(0, hash), clean.slice(hash + 1) || undefined]
}
