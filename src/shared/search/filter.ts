import { DOCS_VERSIONS, type DocsVersion } from '../docs/versions'

/**
 * Which content is searched for a docs version (spec 5, "Docs filtering for search and
 * navigation"). Consumers: the index build (build/search, one index per version) and the
 * search API (worker/api/search.ts, to tag each result with its group).
 */

/** The collections whose sections are searched (spec 3, "Search data": docsv3, docsv4, blog). */
export const SEARCH_COLLECTIONS = ['docsv3', 'docsv4', 'blog'] as const
export type SearchCollection = (typeof SEARCH_COLLECTIONS)[number]

/** Major docs versions with an index of their own. */
export type SearchVersion = DocsVersion['major']
export const SEARCH_VERSIONS: readonly SearchVersion[] = DOCS_VERSIONS.map(
  (version) => version.major
)

/** What a result belongs to: a docs section or a blog section. */
export type SearchGroup = 'docs' | 'blog'

const V4_PREFIX = DOCS_VERSIONS.find((version) => version.major === 4)!.path

/** Path of a section id (`/docs/4.x/a#b` → `/docs/4.x/a`). */
function pathOf(id: string): string {
  const hash = id.indexOf('#')
  return hash < 0 ? id : id.slice(0, hash)
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

/** The group of a section id: `blog` for /blog pages, `docs` for everything else. */
export function getSectionGroup(id: string): SearchGroup {
  return isUnder(pathOf(id), '/blog') ? 'blog' : 'docs'
}

/**
 * True when a section belongs in the index of a docs version: version 4 uses only /docs/4.x
 * content, version 3 excludes /docs/4.x content, the blog is always included.
 */
export function isSectionInVersion(id: string, version: SearchVersion): boolean {
  const path = pathOf(id)
  if (getSectionGroup(id) === 'blog') return true
  return version === 4 ? isUnder(path, V4_PREFIX) : !isUnder(path, V4_PREFIX)
}

/** The sections of one version's index, from the sections of the searched collections. */
export function selectVersionSections<S extends { id: string }>(
  byCollection: Partial<Record<SearchCollection, readonly S[]>>,
  version: SearchVersion
): S[] {
  return SEARCH_COLLECTIONS.flatMap((name) => byCollection[name] ?? []).filter((section) =>
    isSectionInVersion(section.id, version)
  )
}
