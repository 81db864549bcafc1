import { existsSync } from 'node:fs'
import { join, sep } from 'node:path'
import type { ContentLink } from '../../src/shared/content/types'
import { MEDIA_PREFIX } from './markdown/media-urls'
import {
  createPathIndex,
  suggestPaths,
  type PathIndex,
} from '../../src/shared/routing/nearest-paths'
import { isPathUnder } from '../../src/shared/routing/path'
import { patternShape } from '../../src/shared/routing/redirect-pattern'
import {
  followRedirects,
  hrefPath,
  redirectOf,
  type RouteRule,
} from '../../src/shared/routing/route-rules'
import { isAppRoute, matchRoute } from '../../src/shared/routing/routes'
import type { CollectedCollection } from './collect'
import type { ContentConfig, LinkPolicy } from './config'
import type { Diagnostics, FileReporter } from './diagnostics'

/** What answers a path besides content pages. */
export interface LinkTargets {
  /** Redirect rules (hand-written, docs, config, frontmatter and renamed files), by source path. */
  routeRules: Record<string, RouteRule>
  /** Names of the modules directory (`/modules/<name>` must name one). */
  moduleNames: ReadonlySet<string>
  /** content.config.yml's link policy and redirects; without it every problem is an error. */
  config?: Pick<ContentConfig, 'links' | 'redirects' | 'file'>
  /** The content's `public/` folder (local images are files there); without it none is checked. */
  publicDir?: string
  /** The content folder: a `/_media/` image is a file beside its page (markdown/media-urls.ts). */
  contentDir?: string
}

const STRICT: LinkPolicy = { missing: 'error', anchors: 'error', external: [] }
const isWebUrl = (href: string) => /^https?:\/\//i.test(href)

/**
 * Checks every internal link of every page collection, its translations and the pages that failed
 * to compile (from what their body still says), right both ways: the target must be a page
 * (compiled or not), a folder of a collection, an app route (a module link names an existing
 * module), a path under one of the policy's `external` prefixes (another site's), or a redirect
 * whose final target is one of those (`followRedirects`: patterns too); an anchor must be a
 * heading id of the target page. Every frontmatter `redirect:` and content.config.yml redirect
 * must land too, reported at its own line. Broken links and anchors are errors or warnings as
 * the policy says (`links.missing`, `links.anchors`); the did-you-mean hint is the closest
 * existing page by whole path, same docs version first (nearest-paths.ts). Returns the count.
 */
export function checkLinks(
  collections: CollectedCollection[],
  targets: LinkTargets,
  diagnostics: Diagnostics
): number {
  const policy = targets.config?.links ?? STRICT
  const headings = new Map<string, Set<string>>()
  const folders = new Set<string>()
  const failed = new Set<string>()
  for (const collection of collections) {
    for (const [path, page] of collection.failed) {
      failed.add(path)
      if (page.headingIds) headings.set(path, new Set(page.headingIds))
    }
    for (const page of collection.pages) headings.set(page.path, new Set(page.headingIds))
    const visit = (items: CollectedCollection['navigation']) => {
      for (const item of items) if (item.children) (folders.add(item.path), visit(item.children))
    }
    visit(collection.navigation)
  }
  const external = (path: string) => policy.external.some((prefix) => isPathUnder(path, prefix))
  const exists = (path: string): boolean => {
    if (headings.has(path) || folders.has(path) || failed.has(path) || external(path)) return true
    if (matchRoute(path).id === 'module') {
      const name = decodeURIComponent(path.slice('/modules/'.length))
      return targets.moduleNames.has(name)
    }
    return isAppRoute(path)
  }
  /** The path a link finally lands on (after redirects), or undefined when nothing answers. */
  const resolve = (start: string): string | undefined => {
    if (external(start)) return start
    const landing = followRedirects(start, targets.routeRules)
    if (landing === undefined || isWebUrl(landing)) return landing
    return exists(landing) ? landing : undefined
  }
  let index: PathIndex | undefined
  /** The closest page to where a path leads (through the redirects that still apply). */
  const hintFor = (path: string): string | undefined => {
    index ??= createPathIndex([...headings.keys(), ...failed])
    const near = followRedirects(path, targets.routeRules) ?? path
    const [candidate] = suggestPaths(isWebUrl(near) ? path : near, index, 1, { fillIn: false })
    return candidate ? `did you mean ${candidate}?` : undefined
  }
  let broken = 0
  const missing = (report: FileReporter, line: number, message: string, hint?: string) => {
    broken++
    if (policy.missing === 'warn') report.warn(line, 'link', message, hint)
    else report.error(line, 'link', message, hint)
  }
  // a redirect must land somewhere, reported at its own line: frontmatter `redirect:`, then
  // content.config.yml (a target pattern's fixed part: `/new/**` needs `/new`)
  const redirects: { file: string; line: number; href: string; from?: string }[] =
    collections.flatMap((collection) => collection.redirectLinks)
  for (const { from, to, line } of targets.config?.redirects ?? []) {
    const shape = patternShape(to)
    if (shape.stars === 0)
      redirects.push({ file: targets.config!.file, line, href: shape.base, from })
  }
  for (const { file, line, href, from } of redirects) {
    if (isWebUrl(href)) continue
    const path = hrefPath(href)
    if (resolve(path)) continue
    const source = from ? `redirects: ${from} → ${href}` : `redirect: ${href}`
    const message = `${source} goes nowhere (no page, route or redirect answers ${path})`
    missing(diagnostics.reporter(file), line, message, hintFor(path))
  }
  for (const collection of collections) {
    // a translation's links too: it points at the same paths, and at the same anchors (a
    // translation's headings take its source's ids); and a failed page's, read from its body
    const pages: { path: string; file: string; links: ContentLink[] }[] = [
      ...collection.pages,
      ...collection.translations.flatMap((locale) => locale.pages),
      ...[...collection.failed].map(([path, page]) => ({ ...page, path })),
    ]
    for (const page of pages) {
      const report = diagnostics.reporter(page.file)
      for (const link of page.links) {
        if (link.image) {
          const { publicDir } = targets
          if (publicDir) broken += checkImage(link, { ...targets, publicDir }, report)
          continue
        }
        const [rawPath, anchor] = splitHref(link.href)
        const path = rawPath === '' ? page.path : rawPath.replace(/\/$/, '') || '/'
        if (external(path)) continue
        const landing = resolve(path)
        if (!landing) {
          const redirect = redirectOf(path, targets.routeRules)?.location
          const message = redirect
            ? `broken link → ${link.href} (it redirects to ${redirect}, where no page, route or redirect answers)`
            : `broken link → ${link.href} (no page, route or redirect answers ${path})`
          missing(report, link.line, message, hintFor(path))
          continue
        }
        const ids = headings.get(landing)
        if (!anchor || !ids || ids.has(safeDecode(anchor))) continue
        broken++
        const message = `broken anchor → ${link.href} (${landing} has no heading "#${anchor}")`
        const hint = ids.size ? `headings there: ${[...ids].slice(0, 8).join(', ')}` : undefined
        if (policy.anchors === 'warn') report.warn(link.line, 'anchor', message, hint)
        else report.error(link.line, 'anchor', message, hint)
      }
    }
  }
  return broken
}

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

const fileExists = new Map<string, boolean>()

/**
 * A local image must be a file: a site path one of the content's `public/` folder (served from
 * the site root), a relative one (rewritten to `/_media/…` by the compile) beside its page; a
 * relative one that climbs out of the content folder cannot be served. Each is an error saying
 * where the file has to go. Returns 1 for a problem, else 0.
 */
function checkImage(
  link: ContentLink,
  targets: LinkTargets & { publicDir: string },
  report: FileReporter
): number {
  const path = splitHref(link.href)[0]
  if (path.startsWith(MEDIA_PREFIX) && targets.contentDir) {
    const rest = safeDecode(path.slice(MEDIA_PREFIX.length))
    if (isFile(targets.contentDir, rest)) return 0
    const message = `image ${rest.split('/').pop()} is not beside the page (no file content/${rest})`
    report.error(link.line, 'link', message, 'add the file, or fix the path')
    return 1
  }
  if (path.startsWith('/')) {
    if (isFile(targets.publicDir, safeDecode(path))) return 0
    report.error(
      link.line,
      'link',
      `image ${link.href} is not a file of content/public/ (site paths are served from there)`,
      `add content/public${path}, or fix the path`
    )
    return 1
  }
  report.error(
    link.line,
    'link',
    `image ${link.href} is outside the content folder: it cannot be served`,
    'move it beside the page, or into content/public/ and write its site path: ![…](/…)'
  )
  return 1
}

/** True when `path` is a file inside `dir` (looked up once per build). */
function isFile(dir: string, path: string): boolean {
  const file = join(dir, path)
  if (!file.startsWith(dir + sep)) return false
  let found = fileExists.get(file)
  if (found === undefined) fileExists.set(file, (found = existsSync(file)))
  return found
}
