import { getMessages, type Locale } from '../../src/shared/i18n'
import type { NavigationItem } from '../../src/shared/content/navigation'
import type { DocsPageData } from '../../src/shared/page-data'
import { findSection, topSections } from '../../src/shared/docs/navigation'
import { isSubSection } from '../../src/shared/docs/sections'
import { indexNavigation, itemsHolding, trailOf } from '../../src/shared/docs/navigation-index'
import {
  DOCS_VERSIONS,
  hasVersionPrefix,
  LATEST_DOCS_VERSION,
  resolveDocsVersion,
  versionChoices,
  type DocsVersion,
} from '../../src/shared/docs/versions'
import { buildSidebarTree } from '../../src/shared/docs/sidebar-tree'
import { firstPage } from '../../src/shared/routing/docs-rules'
import { SITE } from '../../src/shared/site'
import type { Db } from '../db/client'
import { readDocsNavigation, readDocsPage } from '../db/queries/docs-page'
import { getDraftPage } from '../db/queries/drafts'
import { translationOf } from '../db/locale-rows'
import { pageNotFound } from '../errors'
import { NavigationSchema, requireRow, validOr } from '../db/row-check'
import { definePage, redirect } from './define-page'
import { alternateCandidates, resolveAlternate } from './docs-alternates'
import { serveDocsMarkdown } from './page-markdown'

/**
 * A version's navigation tree (its `content_info` column, absent: the version has no pages yet; a
 * corrupt JSON reads as undefined). A malformed tree fails the pages of its own version (503) but
 * not the others': for the version switch it reads as empty (`optional`).
 */
function checkNavigation(
  columns: Map<string, NavigationItem[]>,
  version: DocsVersion,
  optional = false
): NavigationItem[] {
  const navigation = columns.has(version.collection) ? columns.get(version.collection)! : []
  const id = `content_info/${version.collection}`
  return optional
    ? validOr(NavigationSchema, navigation, [], id)
    : requireRow(NavigationSchema, navigation, id)
}

/**
 * A version's navigation tree read on its own (the aside's lazy levels, worker/api/docs-nav.tsx);
 * a docs page reads it in its one batch instead.
 */
export async function getNavigation(
  db: Db,
  version: DocsVersion,
  locale: Locale = 'en'
): Promise<NavigationItem[]> {
  const read = await readDocsNavigation(db, version.collection, locale)
  const columns = new Map<string, NavigationItem[]>()
  if (read) columns.set(version.collection, read.tree as NavigationItem[])
  return checkNavigation(columns, version)
}

/**
 * Route 'docs': unversioned paths redirect to the latest version (302, query kept), `<page>.md`
 * serves the markdown source, anything else is a docs page from D1 (unknown: the spec's 404).
 */
export const docsPage = definePage(
  'docs',
  async ({ path: requested, url, db, locale, preview }) => {
    const path = requested.replace(/\/+$/, '')
    if (!hasVersionPrefix(path)) {
      return redirect(`${LATEST_DOCS_VERSION.path}${path.slice('/docs'.length)}${url.search}`)
    }
    if (path.endsWith('.md')) return serveDocsMarkdown(db, path.slice(0, -'.md'.length), locale)
    return loadDocsPage(db, path, locale, preview)
  }
)

/**
 * Loads a docs page from D1; unknown paths throw the 404 of the spec. In preview mode a path
 * with no published page may be a draft: rendered, marked, outside the navigation (no prev/next).
 */
async function loadDocsPage(
  db: Db,
  path: string,
  locale: Locale,
  preview: boolean
): Promise<DocsPageData> {
  const version = resolveDocsVersion(path)
  const others = DOCS_VERSIONS.filter((entry) => entry !== version)
  // the row, every version's navigation, the version switch's candidates: kept per isolate
  const reads = await readDocsPage(
    db,
    version.collection,
    path,
    DOCS_VERSIONS.map((entry) => entry.collection),
    others.map((other) => ({
      collection: other.collection,
      paths: alternateCandidates(path, other),
    })),
    locale
  )
  const draft =
    !reads.page && preview ? await getDraftPage(db, version.collection, path) : undefined
  const page = reads.page ?? draft
  if (!page) throw pageNotFound(path)
  const navigation = checkNavigation(reads.navigation, version)
  const alternates = others.map((other, index) => {
    const tree = checkNavigation(reads.navigation, other, true)
    // a version without pages (a corpus of one version) stays out of the switch: it would 404
    return tree.length ? resolveAlternate(path, other, tree, reads.existing[index]!) : undefined
  })
  const data = buildDocsPage(path, locale, page, navigation, alternates)
  const translation = reads.page ? translationOf(reads.page, locale) : undefined
  return { ...data, ...(draft ? { draft: true } : {}), ...(translation ? { translation } : {}) }
}

type PageRow = NonNullable<Awaited<ReturnType<typeof readDocsPage>>['page']>

/** The PageData of a docs page row (published or draft) with its version's navigation. */
function buildDocsPage(
  path: string,
  locale: Locale,
  page: PageRow,
  navigation: NavigationItem[],
  alternates: (string | undefined)[]
): DocsPageData {
  const version = resolveDocsVersion(path)
  const t = getMessages(locale)
  const others = DOCS_VERSIONS.filter((entry) => entry !== version)
  const meta = page.meta as {
    links?: DocsPageData['links']
    titleTemplate?: string
    heroOpacity?: number
  }
  // previous/next, breadcrumb and the aside's open groups from the tree's index (kept per tree)
  const tree = indexNavigation(navigation)
  const trail = trailOf(tree, path)
  const section = findSection(navigation, path)
  const { pages } = tree
  const index = tree.pageAt.get(path) ?? -1
  const template =
    meta.titleTemplate ??
    [...trail].reverse().find((item) => item.titleTemplate)?.titleTemplate ??
    `%s · ${SITE.name}`
  const { owner, repo } = SITE.github
  return {
    route: 'docs',
    path,
    locale,
    title: page.title,
    description: page.description,
    body: page.body,
    toc: page.toc,
    links: meta.links ?? [],
    heroOpacity: meta.heroOpacity,
    documentTitle: `${template.replace('%s', page.title)} ${version.shortTag}`,
    version: {
      major: version.major,
      label: t['docs.versionLabel'].replace('{major}', String(version.major)),
      shortTag: version.shortTag,
      path: version.path,
      branch: version.branch,
    },
    versions: versionChoices(
      version,
      (entry) => (entry === version ? path : alternates[others.indexOf(entry)]),
      (major) => t['docs.versionLabel'].replace('{major}', String(major))
    ),
    editUrl: `https://github.com/${owner}/${repo}/edit/${version.branch}/docs/${version.path.slice('/docs/'.length)}/${page.stem}.md`,
    // every section the content has, titled and ordered by its navigation
    sections: topSections(navigation, version.path).map((item) => {
      const sub = isSubSection(item.path.slice(version.path.length + 1))
      const anchor = { title: item.title, icon: item.icon, path: firstPage(item) ?? item.path }
      return { ...anchor, active: item === section, ...(sub ? { subSection: true as const } : {}) }
    }),
    navigation: section?.children
      ? buildSidebarTree(section.children, path, section.path, itemsHolding(tree, path))
      : [],
    sectionTitle: section?.title ?? '',
    breadcrumb: trail
      .slice(0, -1)
      .map((item) => ({ title: item.title, path: firstPage(item) ?? item.path })),
    prev: index > 0 ? pick(pages[index - 1]!) : undefined,
    next: index >= 0 && index < pages.length - 1 ? pick(pages[index + 1]!) : undefined,
  }
}

const pick = (item: NavigationItem) => ({ title: item.title, path: item.path })
