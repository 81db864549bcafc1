import { latestReleaseOf } from '../releases'
import { isPathUnder } from '../routing/path'

/**
 * The docs versions, one source of truth (spec 3 "Docs version entry", spec 9). Adding a version
 * is one entry here (plus its content folder and `npm run db:generate` for its D1 table).
 * Consumers: the docs route and its loader (worker/pages/docs.ts: unversioned redirect, alternates,
 * switch), the content collections and D1 tables (src/shared/content/collections.ts,
 * worker/db/schema.ts), the content build (build/content: link rewriting), the search indexes
 * (src/shared/search: filter, manifest, API schema; build/search), the header menus and the
 * palette (src/shared/navigation, src/islands/SearchPalette.tsx), "Edit this page" (branch).
 */
export interface DocsVersionEntry {
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
  /** URL prefix of the version's docs: `/docs/<major>.x`. */
  path: string
  /** Content collection (and D1 table `content_<collection>`) of the version. */
  collection: string
  /** Major version number. */
  major: number
}

/** Newest first: the first entry is the latest version (unversioned docs paths lead there). */
export const DOCS_VERSIONS = [
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
] as const satisfies readonly DocsVersionEntry[]

/** One entry of the table (its fields typed by their values: `collection` is 'docsv4' | 'docsv3'). */
export type DocsVersion = (typeof DOCS_VERSIONS)[number]
/** The major numbers of the table (4 | 3). */
export type DocsMajor = (typeof DOCS_VERSIONS)[number]['major']
/** The docs collections of the table ('docsv4' | 'docsv3'). */
export type DocsCollection = (typeof DOCS_VERSIONS)[number]['collection']

/** The latest version: where unversioned docs paths and the palette outside /docs lead. */
export const LATEST_DOCS_VERSION: DocsVersion = DOCS_VERSIONS[0]

/**
 * The version a path belongs to: the version whose prefix it starts with, otherwise the latest
 * (spec 2: 3 when the path starts with /docs/3.x, otherwise 4). `versions` defaults to the table.
 */
export function resolveDocsVersion<V extends DocsVersionEntry = DocsVersion>(
  path: string,
  versions: readonly V[] = DOCS_VERSIONS as readonly DocsVersionEntry[] as readonly V[]
): V {
  return versions.find((version) => isPathUnder(path, version.path)) ?? versions[0]!
}

/** The version of a major number, if the table has it. */
export function findDocsVersion<V extends DocsVersionEntry = DocsVersion>(
  major: number,
  versions: readonly V[] = DOCS_VERSIONS as readonly DocsVersionEntry[] as readonly V[]
): V | undefined {
  return versions.find((version) => version.major === major)
}

/** True when a path lies under one version's prefix (the section is that version's docs). */
export function isVersionedDocsPath(
  path: string,
  versions: readonly DocsVersionEntry[] = DOCS_VERSIONS
): boolean {
  return versions.some((version) => isPathUnder(path, version.path))
}

const VERSION_PREFIX_RE = /^\/docs\/(\d+\.x)(?=\/|$)/

/** True when the path already carries a version prefix such as /docs/4.x. */
export function hasVersionPrefix(path: string): boolean {
  return VERSION_PREFIX_RE.test(path)
}

/** Points an unversioned docs link (`/docs/guide/x`) into the given version; other links pass. */
export function versionDocsLink(href: string, version: DocsVersionEntry): string {
  if (!(href === '/docs' || href.startsWith('/docs/') || href.startsWith('/docs#'))) return href
  if (hasVersionPrefix(href)) return href
  return version.path + href.slice('/docs'.length)
}

/** Swaps the version prefix of a docs path (the version switch). */
export function swapDocsVersion(path: string, target: DocsVersionEntry): string {
  const rest = path.replace(VERSION_PREFIX_RE, '').replace(/^\/docs(?=\/|$)/, '')
  return target.path + rest
}

/** True on a docs path (`/docs`, `/docs/...`): the header shows the version badge and select. */
export function isDocsPath(path: string): boolean {
  return path === '/docs' || path.startsWith('/docs/')
}

/** One entry of the version switch: a version and where it leads from the current page. */
export interface VersionChoice {
  label: string
  shortTag: string
  tag: string
  /** The newest release of the version's line (src/shared/releases.ts), else its tag: shown in the select. */
  release: string
  current: boolean
  /** The latest version (the notice on older versions' pages links to it). */
  latest: boolean
  path: string
}

/**
 * The version switch of a page of `current`: every version, labelled by `label(major)`, leading
 * to `pathFor(entry)` (a docs page passes its counterparts; any other docs path swaps the prefix).
 * A version `pathFor` has no path for (a corpus without pages in it) is left out.
 */
export function versionChoices(
  current: DocsVersion,
  pathFor: (entry: DocsVersion) => string | undefined,
  label: (major: number) => string
): VersionChoice[] {
  return DOCS_VERSIONS.flatMap((entry) => {
    const path = pathFor(entry)
    if (path === undefined) return []
    return [
      {
        label: label(entry.major),
        shortTag: entry.shortTag,
        tag: entry.tag,
        release: latestReleaseOf(entry.major)?.version ?? entry.tag,
        current: entry === current,
        latest: entry === LATEST_DOCS_VERSION,
        path,
      },
    ]
  })
}
