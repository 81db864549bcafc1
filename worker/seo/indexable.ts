import { DOCS_VERSIONS, LATEST_DOCS_VERSION } from '../../src/shared/docs/versions'
import { isPathUnder } from '../../src/shared/routing/path'
import { redirectOf } from '../../src/shared/routing/route-rules'
import { ROUTES, type RouteEntry } from '../../src/shared/routing/routes'
import type { SitemapEntry } from '../../src/shared/seo/sitemap'
import { BUILD } from '../build-manifest'
import type { Db } from '../db/client'
import { getIndexableVersion, listIndexableRows, type IndexableRow } from '../db/queries/sitemap'
import { createIsolateMemo } from '../isolate-memo'

/** Never in the sitemap: the admin area and the APIs (robots.txt disallows them too). */
export const UNLISTED_PREFIXES = ['/admin', '/api'] as const

/** How long an isolate trusts its content version before asking D1 again. */
const VERSION_TTL_MS = 30_000
const versionMemo = createIsolateMemo<string>({ ttlMs: VERSION_TTL_MS })
const entriesMemo = createIsolateMemo<SitemapEntry[]>({ maxEntries: 2, shareInFlight: true })

/** Priority by kind: the home page, latest docs, blog, modules, older docs, the rest. */
function priorityOf(row: IndexableRow): number {
  if (row.path === '/') return 1
  const version = DOCS_VERSIONS.find((entry) => entry.collection === row.collection)
  if (version) return version === LATEST_DOCS_VERSION ? 0.8 : 0.3
  if (row.collection === 'blog') return 0.7
  if (row.collection === 'modules') return 0.6
  return 0.5
}

/** True when a path is listed: not a redirect (route rule), not admin or API. */
function isListed(path: string): boolean {
  if (UNLISTED_PREFIXES.some((prefix) => isPathUnder(path, prefix))) return false
  return !redirectOf(path, BUILD.routeRules)
}

/** Turns D1 rows into sitemap entries: deduplicated, filtered, with priorities. */
export function toSitemapEntries(rows: readonly IndexableRow[]): SitemapEntry[] {
  // pages of routes that are not content (the modules directory, routes other issues add)
  const appPaths = [
    '/modules',
    ...ROUTES.flatMap((route: RouteEntry) => (route.fromContent ? [] : (route.paths ?? []))),
  ]
  const seen = new Set<string>()
  const entries: SitemapEntry[] = []
  const add = (entry: SitemapEntry) => {
    if (seen.has(entry.path) || !isListed(entry.path)) return
    seen.add(entry.path)
    entries.push(entry)
  }
  for (const row of rows) {
    add({ path: row.path, priority: priorityOf(row), ...(row.date ? { lastmod: row.date } : {}) })
  }
  for (const path of appPaths) add({ path, priority: 0.6 })
  return entries
}

/**
 * Every indexable page of the site as sitemap entries, read from D1 once per isolate and content
 * version (a new content load is a new list). Consumers: /sitemap.xml, llms.txt.
 */
export async function getSitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const version = await versionMemo.get('version', () => getIndexableVersion(db))
  return entriesMemo.get(
    'entries',
    async () => toSitemapEntries(await listIndexableRows(db)),
    version
  )
}

/** The content version of the indexable pages (edge-cache keys of the SEO files). */
export function getIndexableContentVersion(db: Db): Promise<string> {
  return versionMemo.get('version', () => getIndexableVersion(db))
}

/** Forgets what this isolate read (tests that change content). */
export function resetIndexableMemo(): void {
  versionMemo.reset()
  entriesMemo.reset()
}
