/**
 * The docs versions, one source of truth (spec 3 "Docs version entry", spec 9).
 * Consumers: route rules and redirects (src/shared/routing/route-rules.ts), docs loaders
 * (worker/pages/docs.ts), the content build (build/content: collection per version and link
 * rewriting), the search index build (build/search), the version select and badge
 * (src/islands/VersionSelect.tsx), and the "Edit this page" link (branch).
 */
export interface DocsVersion {
  /** Shown in the version select. */
  label: string
  /** Release tag. */
  tag: string
  /** Short tag appended to page titles and shown in the header badge. */
  shortTag: string
  /** Git branch holding the docs sources ("Edit this page"). */
  branch: string
  /** UnoCSS colour name of the version badge. */
  tagColor: 'primary' | 'neutral' | 'important'
  /** URL prefix of the version's docs. */
  path: '/docs/4.x' | '/docs/3.x'
  /** Content collection of the version. */
  collection: 'docsv4' | 'docsv3'
  /** Major version number. */
  major: 4 | 3
}

export const DOCS_VERSIONS: readonly DocsVersion[] = [
  {
    label: 'Version 4',
    tag: '4.0.0',
    shortTag: 'v4',
    branch: 'main',
    tagColor: 'primary',
    path: '/docs/4.x',
    collection: 'docsv4',
    major: 4,
  },
  {
    label: 'Version 3',
    tag: '3.17.7',
    shortTag: 'v3',
    branch: '3.x',
    tagColor: 'neutral',
    path: '/docs/3.x',
    collection: 'docsv3',
    major: 3,
  },
]

/** The version a docs path belongs to: 3 when it starts with /docs/3.x, otherwise 4 (spec 2). */
export function resolveDocsVersion(path: string): DocsVersion {
  const isV3 = path === '/docs/3.x' || path.startsWith('/docs/3.x/')
  return DOCS_VERSIONS[isV3 ? 1 : 0]!
}

const VERSION_PREFIX_RE = /^\/docs\/(\d+\.x)(?=\/|$)/

/** True when the path already carries a version prefix such as /docs/4.x. */
export function hasVersionPrefix(path: string): boolean {
  return VERSION_PREFIX_RE.test(path)
}

/** Points an unversioned docs link (`/docs/guide/x`) into the given version; other links pass. */
export function versionDocsLink(href: string, version: DocsVersion): string {
  if (!(href === '/docs' || href.startsWith('/docs/') || href.startsWith('/docs#'))) return href
  if (hasVersionPrefix(href)) return href
  return version.path + href.slice('/docs'.length)
}

/** Swaps the version prefix of a docs path (the version switch). */
export function swapDocsVersion(path: string, target: DocsVersion): string {
  const rest = path.replace(VERSION_PREFIX_RE, '').replace(/^\/docs(?=\/|$)/, '')
  return target.path + rest
}
