import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { insertValues, statementsOf } from './content-rows'
import type { NavigationItem } from '../../src/shared/content/navigation'
import type { DocsSection } from '../../src/shared/docs/sections'
import {
  DOCS_VERSIONS,
  LATEST_DOCS_VERSION,
  type DocsVersion,
} from '../../src/shared/docs/versions'

/**
 * The docs pages a browser test uses, read from the build the test server serves (dist/'s
 * manifest: each version's sections, and the route rules that send a folder to its first page)
 * instead of named, as test/worker/content-sample.ts does for the worker suites. Tests of the
 * sample's own pages and strings stay literal; those run only when `SAMPLE_DOCS` says so.
 */

interface Manifest {
  docsSections?: Record<string, DocsSection[]>
  routeRules: Record<string, { redirect?: string }>
}

const MANIFEST = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../dist/build-manifest.json'), 'utf8')
) as Manifest

/** The spec's five sections of every docs version (spec 2: "Docs versions"). */
const SPEC_SECTIONS = ['getting-started', 'guide', 'api', 'examples', 'community']

/** True when the build holds the sample docs the spec describes (both versions, five sections each). */
export const SAMPLE_DOCS = DOCS_VERSIONS.every((version) =>
  SPEC_SECTIONS.every((section) =>
    MANIFEST.docsSections?.[version.path]?.some((entry) => entry.section === section)
  )
)

/** Where a folder's path leads: its first page (the build's rule), or the path itself (its own page). */
export const pageOf = (path: string) => MANIFEST.routeRules[path]?.redirect ?? path

/** The first page of each section of a version, in content order. */
export function sectionPages(version: DocsVersion = LATEST_DOCS_VERSION): string[] {
  return (MANIFEST.docsSections?.[version.path] ?? []).map((section) => pageOf(section.path))
}

/** The first page of the latest docs (where `/docs` leads): "a docs page" for a test. */
export const FIRST_DOCS_PAGE: string = pageOf(LATEST_DOCS_VERSION.path)

/** A heading of a page's TOC (`##` depth 2, `###` depth 3 under it). */
export interface TocEntry {
  id: string
  depth: number
  text: string
  children?: TocEntry[]
}

/** A docs page of the build: its row's columns, read from dist/'s content SQL. */
export interface DocsPage {
  path: string
  title: string
  description: string
  /** The compiled HTML of the body. */
  body: string
  /** The page's `##`/`###` headings (the TOC), nested as the row keeps them. */
  toc: TocEntry[]
  /** The page's translated rows ('zh-CN'), besides English: their title and headings. */
  translations: { locale: string; title: string; toc: TocEntry[] }[]
  version: DocsVersion
}

/** A version's published pages (English rows) in reading order, with the locales they are translated into. */
function pagesOf(version: DocsVersion): DocsPage[] {
  const rows = statementsOf(version.collection)
    .filter((statement) => statement.startsWith(`INSERT INTO "content_${version.collection}"`))
    .map((statement) => insertValues(statement)!)
  return rows
    .filter((row) => !row.locale || row.locale === 'en')
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((row) => ({
      path: row.path!,
      title: row.title!,
      description: row.description ?? '',
      body: row.body ?? '',
      toc: JSON.parse(row.toc ?? '[]') as TocEntry[],
      translations: rows
        .filter((other) => other.path === row.path && other.locale && other.locale !== 'en')
        .map((other) => ({
          locale: other.locale!,
          title: other.title!,
          toc: JSON.parse(other.toc ?? '[]') as TocEntry[],
        })),
      version,
    }))
}

/** The latest version's pages in reading order (the pager's order). */
export const DOCS_PAGES: DocsPage[] = pagesOf(LATEST_DOCS_VERSION)

/** A version's pages in reading order. */
export const docsPagesOf = (version: DocsVersion): DocsPage[] => pagesOf(version)

/** Each version's sections as the build lists them (the Docs menu's links, the aside's anchors). */
export const sectionsOf = (version: DocsVersion = LATEST_DOCS_VERSION): DocsSection[] =>
  MANIFEST.docsSections?.[version.path] ?? []

/** The page's translation into `locale`, if it has one. */
export const translationOf = (page: DocsPage, locale: string) =>
  page.translations.find((entry) => entry.locale === locale)

/**
 * The first page of the latest version (reading order) that has what a test needs: `code` a
 * highlighted code block, `headings` at least that many TOC entries, `translated` a row in that
 * locale (`untranslated`: none), `next` a page after it in the same section (the aside's and the
 * pager's next link; translated too when `translated` is asked).
 */
export function findDocsPage(needs: PageNeeds = {}): DocsPage | undefined {
  const has = (page: DocsPage | undefined, locale: string | undefined) =>
    !!page && (!locale || !!translationOf(page, locale))
  return DOCS_PAGES.find(
    (page) =>
      (!needs.code || page.body.includes('data-code-block')) &&
      flatToc(page.toc).length >= (needs.headings ?? 0) &&
      (!needs.sharedTab || sharedTabOf(page) !== undefined) &&
      has(page, needs.translated) &&
      (!needs.untranslated || !translationOf(page, needs.untranslated)) &&
      (!needs.next || has(nextInSection(page), needs.translated))
  )
}

/** What a test needs of its page (`findDocsPage`). */
export interface PageNeeds {
  code?: boolean
  /** At least this many TOC entries, `##` and `###` counted. */
  headings?: number
  /** Code groups that share a tab label (`sharedTabOf`). */
  sharedTab?: boolean
  translated?: string
  untranslated?: string
  next?: boolean
}

/** `findDocsPage`, for a page every docs corpus has (a test of the platform): throws without one. */
export function docsPage(needs: PageNeeds = {}): DocsPage {
  const found = findDocsPage(needs)
  if (!found) throw new Error(`content-pages: no docs page with ${JSON.stringify(needs)}`)
  return found
}

/** The page after `page` in reading order when it is in the same top section, else undefined. */
export function nextInSection(page: DocsPage): DocsPage | undefined {
  const next = DOCS_PAGES[DOCS_PAGES.indexOf(page) + 1]
  return next && topOf(next.path) === topOf(page.path) ? next : undefined
}

/** A docs path's top section (`/docs/4.x/guide/concepts/rendering` → `/docs/4.x/guide`). */
const topOf = (path: string) => path.split('/').slice(0, 4).join('/')

/**
 * A tab label that two code groups of the page share and that is not a group's first (selected)
 * tab: choosing it in one group must select it in the other (`pnpm` of the sample's installation).
 */
export function sharedTabOf(page: DocsPage): string | undefined {
  const groups = page.body
    .split('data-code-group=""')
    .slice(1)
    .map((group) => [...group.matchAll(/data-code-group-tab="([^"]+)"/g)].map((tab) => tab[1]!))
  return groups
    .flatMap((tabs) => tabs.slice(1))
    .find((label) => groups.filter((tabs) => tabs.slice(1).includes(label)).length > 1)
}

/** The latest version's navigation tree (English), as the build wrote it into content_info. */
export const NAVIGATION: NavigationItem[] = JSON.parse(
  insertValues(
    statementsOf(LATEST_DOCS_VERSION.collection).find(
      (statement) =>
        statement.startsWith(
          `INSERT OR REPLACE INTO "content_info" ("collection", "hash", "build_id", "rows", "navigation"`
        ) && statement.includes(`VALUES ('${LATEST_DOCS_VERSION.collection}',`)
    ) ?? ''
  )?.navigation ?? '[]'
) as NavigationItem[]

/**
 * Two groups of pages in one section of the navigation (the aside's folders below a section):
 * `group` with at least two pages (`pages`), `other` a sibling, none of the section's other groups
 * `defaultOpen`, and the section. Both hold pages only: a folder below would open as its level's first group
 * (src/shared/docs/sidebar-tree.ts). On the sample: Guide's Concepts and Directory Structure.
 */
export function nestedGroups():
  | {
      section: NavigationItem
      group: NavigationItem
      pages: NavigationItem[]
      other: NavigationItem
    }
  | undefined {
  const pagesOfGroup = (group: NavigationItem) =>
    (group.children ?? []).filter((child) => !child.children?.length)
  for (const section of NAVIGATION) {
    const groups = (section.children ?? []).filter((child) => (child.children?.length ?? 0) > 0)
    const onlyPages = (child: NavigationItem) =>
      pagesOfGroup(child).length === child.children!.length
    const group = groups.find((child) => onlyPages(child) && child.children!.length >= 2)
    const other = groups.find((child) => child !== group && onlyPages(child) && !child.defaultOpen)
    // another group open by default would be open beside the page's
    const alone = groups.every((child) => child === group || !child.defaultOpen)
    if (group && other && alone) return { section, group, pages: pagesOfGroup(group), other }
  }
  return undefined
}

/**
 * `##` headings of the latest docs that a search should find as they are written: two words or
 * more, and no other heading or page title reads the same. In reading order.
 */
export function distinctHeadings(): { page: DocsPage; id: string; text: string }[] {
  const all = DOCS_PAGES.flatMap((page) => [
    page.title,
    ...flatToc(page.toc).map((entry) => entry.text),
  ]).map((text) => text.toLowerCase())
  return DOCS_PAGES.flatMap((page) =>
    page.toc
      .filter(
        (entry) =>
          /\S\s+\S/.test(entry.text) &&
          all.filter((text) => text === entry.text.toLowerCase()).length === 1
      )
      .map((entry) => ({ page, id: entry.id, text: entry.text }))
  )
}

/** A TOC flattened: each `##` followed by its `###`s. */
export const flatToc = (toc: TocEntry[]): TocEntry[] =>
  toc.flatMap((entry) => [entry, ...flatToc(entry.children ?? [])])

/** The versions the build has docs for (the latest first). */
export const BUILT_VERSIONS: DocsVersion[] = DOCS_VERSIONS.filter(
  (version) => (MANIFEST.docsSections?.[version.path]?.length ?? 0) > 0
)

/** The pages of `page`'s top section, in reading order (what the aside's open group lists). */
export const sectionPagesOf = (page: DocsPage): DocsPage[] =>
  DOCS_PAGES.filter((entry) => topOf(entry.path) === topOf(page.path))

/** The spec's sub-sections of the latest version (`bridge`, `migration`) the build has, in order. */
export const SUB_SECTIONS: DocsSection[] = (
  MANIFEST.docsSections?.[LATEST_DOCS_VERSION.path] ?? []
).filter((section) => section.sub)

/**
 * The document title the server renders for `path`, read in the page's browser (the title a client
 * navigation must show, whatever the content's title templates make of it).
 */
export function servedTitle(page: Page, path: string): Promise<string> {
  return page.evaluate(
    async (target) =>
      new DOMParser().parseFromString(await (await fetch(target)).text(), 'text/html').title,
    path
  )
}

/** The draft pages of a version (`content_drafts`: served only in preview): path and title. */
export function draftsOf(
  version: DocsVersion = LATEST_DOCS_VERSION
): { path: string; title: string }[] {
  return statementsOf(version.collection)
    .filter((statement) => statement.startsWith('INSERT INTO "content_drafts"'))
    .map((statement) => {
      const row = JSON.parse(insertValues(statement)!.row!) as { path: string; title: string }
      return { path: row.path, title: row.title }
    })
}
