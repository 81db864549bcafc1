import {
  DOCS_VERSIONS,
  findDocsVersion,
  type DocsCollection,
  type DocsMajor,
  type DocsVersionEntry,
} from '../docs/versions'
import { isPathUnder } from '../routing/path'

/**
 * Which content is searched for a docs version (spec 5, "Docs filtering for search and
 * navigation"). Consumers: the index build (build/search, one index per version) and the
 * search API (worker/api/search.ts, to tag each result with its group).
 */

/** The collections whose sections are searched (spec 3, "Search data": docsv3, docsv4, blog). */
export type SearchCollection = DocsCollection | 'blog'
export const SEARCH_COLLECTIONS: readonly SearchCollection[] = [
  ...DOCS_VERSIONS.map((version) => version.collection).reverse(),
  'blog',
]

/** Major docs versions with an index of their own. */
export type SearchVersion = DocsMajor
export const SEARCH_VERSIONS: readonly SearchVersion[] = DOCS_VERSIONS.map(
  (version) => version.major
)

/** What a result belongs to: a docs section or a blog section. */
export type SearchGroup = 'docs' | 'blog'

/** Path of a section id (`/docs/4.x/a#b` → `/docs/4.x/a`). */
function pathOf(id: string): string {
  const hash = id.indexOf('#')
  return hash < 0 ? id : id.slice(0, hash)
}

/** The group of a section id: `blog` for /blog pages, `docs` for everything else. */
export function getSectionGroup(id: string): SearchGroup {
  return isPathUnder(pathOf(id), '/blog') ? 'blog' : 'docs'
}

/**
 * True when a section belongs in the index of a docs version: the latest version uses only its
 * own content (/docs/4.x), an older one excludes the other versions' content (version 3 excludes
 * /docs/4.x), the blog is always included. `versions` defaults to the table.
 */
export function isSectionInVersion(
  id: string,
  major: number,
  versions: readonly DocsVersionEntry[] = DOCS_VERSIONS
): boolean {
  const path = pathOf(id)
  if (getSectionGroup(id) === 'blog') return true
  const version = findDocsVersion(major, versions) ?? versions[0]!
  if (version === versions[0]) return isPathUnder(path, version.path)
  return !versions.some((other) => other !== version && isPathUnder(path, other.path))
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
