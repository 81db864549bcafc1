import { env } from 'cloudflare:test'
import type { NavigationItem } from '../../src/shared/content/navigation'
import type { TocLink } from '../../src/shared/content/types'
import { flattenPages, topSections } from '../../src/shared/docs/navigation'
import { DOCS_VERSIONS, type DocsVersion } from '../../src/shared/docs/versions'
import { BUILD } from '../../worker/build-manifest'
import { localeCollectionKey } from '../../src/shared/content/translation'
import type { Locale } from '../../src/shared/i18n/locales'

/**
 * The docs pages a worker test uses, read from the build it runs against (D1 rows and the
 * navigation of content_info) instead of named: the same suites pass on the sample content
 * (`npm test`) and on a team's corpus (`npm run test:adoption`, the adoption fixture as the docs).
 * Tests of routes and strings the spec names stay literal; those that need the sample docs
 * themselves run only when `SAMPLE_DOCS` says the build holds them.
 */

/** A docs page of the build: its row's columns and where it sits in its version's navigation. */
export interface DocsSample {
  path: string
  title: string
  stem: string
  /** The markdown source of the body. */
  raw: string
  /** The compiled HTML of the body. */
  body: string
  /** The page's `##`/`###` headings. */
  toc: TocLink[]
  version: DocsVersion
  /** The folders above the page in the navigation, top section first. */
  parents: NavigationItem[]
}

/** The sections the spec gives every docs version (spec 2: "Docs versions"). */
const SPEC_SECTIONS = ['getting-started', 'guide', 'api', 'examples', 'community']

/**
 * True when the build holds the sample docs the spec describes: both versions, each with the
 * spec's five sections. Tests about the sample's own pages (3.x fallbacks, Chinese translations,
 * the spec's placeholder paths) run only then.
 */
export const SAMPLE_DOCS = DOCS_VERSIONS.every((version) =>
  SPEC_SECTIONS.every((section) =>
    BUILD.docsSections?.[version.path]?.some((entry) => entry.section === section)
  )
)

/** The versions the build has docs for (the latest first). */
export const BUILT_VERSIONS: DocsVersion[] = DOCS_VERSIONS.filter(
  (version) => (BUILD.docsSections?.[version.path]?.length ?? 0) > 0
)

/**
 * A version's navigation tree as the build wrote it into content_info: English, or a language's
 * (`docsv4@zh-CN`, titled by its `.navigation.<locale>.yml`), else the English one.
 */
export async function navigationOf(
  version: DocsVersion,
  locale: Locale = 'en'
): Promise<NavigationItem[]> {
  const rows = await env.DB.prepare(
    'SELECT collection, navigation FROM content_info WHERE collection IN (?, ?)'
  )
    .bind(version.collection, localeCollectionKey(version.collection, locale))
    .all<{ collection: string; navigation: string }>()
  const row =
    rows.results.find((r) => r.collection !== version.collection) ??
    rows.results.find((r) => r.collection === version.collection)
  return row ? (JSON.parse(row.navigation) as NavigationItem[]) : []
}

/** The top-level sections of a version's navigation (what the aside's anchors show). */
export async function sectionsOf(
  version: DocsVersion,
  locale: Locale = 'en'
): Promise<NavigationItem[]> {
  return topSections(await navigationOf(version, locale), version.path)
}

/** The chain of folders above `path` in a tree (top first), or undefined when it is not there. */
function parentsOf(items: NavigationItem[], path: string): NavigationItem[] | undefined {
  for (const item of items) {
    if (item.path === path && !item.children) return []
    const below = item.children && parentsOf(item.children, path)
    if (below) return [item, ...below]
  }
  return undefined
}

/** Every page in a version's navigation (reading order), with its English row. */
export async function docsPages(version: DocsVersion = DOCS_VERSIONS[0]): Promise<DocsSample[]> {
  const navigation = await navigationOf(version)
  const { results } = await env.DB.prepare(
    `SELECT path, title, stem, raw, body, toc FROM content_${version.collection} WHERE locale = 'en'`
  ).all<Omit<DocsSample, 'version' | 'parents' | 'toc'> & { toc: string }>()
  const rows = new Map(
    results.map((row) => [row.path, { ...row, toc: JSON.parse(row.toc) as TocLink[] }])
  )
  return flattenPages(navigation).flatMap((item) => {
    const row = rows.get(item.path)
    return row ? [{ ...row, version, parents: parentsOf(navigation, item.path) ?? [] }] : []
  })
}

/** What a test needs of a page; every field optional. */
export interface DocsWish {
  version?: DocsVersion
  /** Inside a folder of a section (at least two folders above it). */
  nested?: boolean
  /** With a fenced code block. */
  code?: boolean
  /** With a `##` heading (a table of contents, anchors in the search index). */
  heading?: boolean
  /** Not one of these paths. */
  not?: string[]
}

/** The first page of the build that fits `wish`; throws, naming the wish, when none does. */
export async function docsPage(wish: DocsWish = {}): Promise<DocsSample> {
  const pages = await docsPages(wish.version)
  const found = pages.find(
    (page) =>
      (!wish.nested || page.parents.length >= 2) &&
      (!wish.code || /^```/m.test(page.raw)) &&
      (!wish.heading || page.toc.some((link) => link.depth === 2)) &&
      !wish.not?.includes(page.path)
  )
  if (!found) throw new Error(`no docs page in this build fits ${JSON.stringify(wish)}`)
  return found
}

/** Text as the server-rendered HTML writes it (React's escaping), to find a title in a page. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

/** A page inside a group of a section, with what the aside tests compare it to. */
export interface GroupSample {
  version: DocsVersion
  section: NavigationItem
  /** The page's group, with at least two pages. */
  group: NavigationItem
  page: string
  /** Another page of the same group. */
  sibling: string
  /** Another group of the section (collapsed on `page`: not `defaultOpen`), with two pages or more. */
  otherGroup: NavigationItem
}

/** The pages directly in a folder (not in its sub-folders). */
export const leavesOf = (item: NavigationItem): string[] =>
  (item.children ?? []).filter((child) => !child.children).map((child) => child.path)

/**
 * A page in a group of a section that has two groups of two pages or more, one of them not open
 * by default: the shape the aside's open and collapsed groups need. Throws when the corpus has none.
 */
export async function groupSample(version: DocsVersion = DOCS_VERSIONS[0]): Promise<GroupSample> {
  for (const section of await sectionsOf(version)) {
    const groups = (section.children ?? []).filter(
      (child) => child.children && leavesOf(child).length >= 2
    )
    // the collapsed one: a group the navigation does not open by default
    const otherGroup = groups.find((candidate) => !candidate.defaultOpen)
    const group = groups.find((candidate) => candidate !== otherGroup)
    if (!otherGroup || !group) continue
    const [page, sibling] = leavesOf(group)
    return { version, section, group, page: page!, sibling: sibling!, otherGroup }
  }
  throw new Error(`no section of ${version.path} has two groups of two pages`)
}

/** A path with one letter of its last segment dropped (a typo's 404: `installation` → `instalation`). */
export function typoOf(path: string): string {
  const cut = path.lastIndexOf('/') + 1
  const middle = cut + Math.floor((path.length - cut) / 2)
  return path.slice(0, middle) + path.slice(middle + 1)
}
