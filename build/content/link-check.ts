import { followRedirects, hrefPath, type RouteRule } from '../../src/shared/routing/route-rules'
import { isAppRoute, matchRoute } from '../../src/shared/routing/routes'
import type { CollectedCollection } from './collect'
import type { Diagnostics } from './diagnostics'

/** What answers a path besides content pages. */
export interface LinkTargets {
  /** Redirect rules (hand-written, docs, frontmatter and renamed files), by source path. */
  routeRules: Record<string, RouteRule>
  /** Names of the modules directory (`/modules/<name>` must name one). */
  moduleNames: ReadonlySet<string>
}

/**
 * Checks every internal link of every page collection, right both ways: the target must be a
 * page, a folder of a collection, an app route (a module link names an existing module), or a
 * redirect whose final target is one of those (`followRedirects`); an anchor must be a heading id of the target page.
 * Every problem is reported (`link`, `anchor`) at the link's file line. Returns the count.
 */
export function checkLinks(
  collections: CollectedCollection[],
  targets: LinkTargets,
  diagnostics: Diagnostics
): number {
  const headings = new Map<string, Set<string>>()
  const folders = new Set<string>()
  const failed = new Set<string>()
  for (const collection of collections) {
    for (const path of collection.failed) failed.add(path)
    for (const page of collection.pages) headings.set(page.path, new Set(page.headingIds))
    const visit = (items: CollectedCollection['navigation']) => {
      for (const item of items) if (item.children) (folders.add(item.path), visit(item.children))
    }
    visit(collection.navigation)
  }
  const exists = (path: string): boolean => {
    if (headings.has(path) || folders.has(path) || failed.has(path)) return true
    if (matchRoute(path).id === 'module') {
      const name = decodeURIComponent(path.slice('/modules/'.length))
      return targets.moduleNames.has(name)
    }
    return isAppRoute(path)
  }
  /** The path a link finally lands on (after redirects), or undefined when nothing answers. */
  const resolve = (start: string): string | undefined => {
    const landing = followRedirects(start, targets.routeRules)
    if (landing === undefined || /^https?:\/\//i.test(landing)) return landing
    return exists(landing) ? landing : undefined
  }
  let bySegment: Map<string, string> | undefined
  const hintFor = (path: string): string | undefined => {
    bySegment ??= new Map([...headings.keys()].reverse().map((page) => [lastSegment(page), page]))
    const candidate = bySegment.get(lastSegment(path))
    return candidate && candidate !== path ? `did you mean ${candidate}?` : undefined
  }
  let broken = 0
  // a frontmatter `redirect:` must land somewhere, reported at its own line
  for (const collection of collections) {
    for (const { file, line, href } of collection.redirectLinks) {
      if (/^https?:\/\//i.test(href)) continue
      const path = hrefPath(href)
      if (resolve(path)) continue
      broken++
      diagnostics
        .reporter(file)
        .error(
          line,
          'link',
          `redirect: ${href} goes nowhere (no page, route or redirect answers ${path})`,
          hintFor(path)
        )
    }
  }
  for (const collection of collections) {
    // a translation's links too: it points at the same paths, and at the same anchors (a
    // translation's headings take its source's ids)
    const pages = [
      ...collection.pages,
      ...collection.translations.flatMap((locale) => locale.pages),
    ]
    for (const page of pages) {
      const report = diagnostics.reporter(page.file)
      for (const link of page.links) {
        const [rawPath, anchor] = splitHref(link.href)
        const path = rawPath === '' ? page.path : rawPath.replace(/\/$/, '') || '/'
        const landing = resolve(path)
        if (!landing) {
          broken++
          const redirect = targets.routeRules[path]?.redirect
          report.error(
            link.line,
            'link',
            redirect
              ? `broken link → ${link.href} (it redirects to ${redirect}, where no page, route or redirect answers)`
              : `broken link → ${link.href} (no page, route or redirect answers ${path})`,
            hintFor(path)
          )
          continue
        }
        const ids = headings.get(landing)
        if (anchor && ids && !ids.has(safeDecode(anchor))) {
          broken++
          report.error(
            link.line,
            'anchor',
            `broken anchor → ${link.href} (${landing} has no heading "#${anchor}")`,
            ids.size ? `headings there: ${[...ids].slice(0, 8).join(', ')}` : undefined
          )
        }
      }
    }
  }
  return broken
}

const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1)

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function splitHref(href: string): [string, string | undefined] {
  const clean = href.split('?')[0]!
  const hash = clean.indexOf('#')
  return hash === -1
    ? [clean, undefined]
    : [clean.slice(0, hash), clean.slice(hash + 1) || undefined]
}
