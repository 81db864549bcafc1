import type { Locale } from '../../src/shared/i18n'
import type { NavigationItem } from '../../src/shared/content/navigation'
import type { TocLink } from '../../src/shared/content/types'
import type { DocsPageData } from '../../src/shared/page-data'
import { resolveDocsVersion } from '../../src/shared/docs/versions'
import { SITE } from '../../src/shared/site'
import type { Db } from '../db/client'
import { getContentInfo, getPageByPath, getSiblings } from '../db/queries/content'
import { pageNotFound } from '../errors'

/** Loads a docs page (route 'docs') from D1; unknown paths throw the 404 of the spec. */
export async function loadDocsPage(db: Db, path: string, locale: Locale): Promise<DocsPageData> {
  const version = resolveDocsVersion(path)
  const [page, info] = await Promise.all([getPageByPath(db, version.collection, path), getContentInfo(db, version.collection)])
  if (!page) throw pageNotFound(path)
  const { prev, next } = await getSiblings(db, version.collection, page.position)
  const meta = page.meta as { links?: DocsPageData['links']; titleTemplate?: string; heroOpacity?: number }
  const { owner, repo } = SITE.github
  return {
    route: 'docs',
    path,
    locale,
    title: page.title,
    description: page.description,
    body: page.body,
    toc: page.toc as TocLink[],
    links: meta.links ?? [],
    heroOpacity: meta.heroOpacity,
    documentTitle: meta.titleTemplate ? `${meta.titleTemplate.replace('%s', page.title)} (${version.shortTag})` : `${page.title} · ${SITE.name} ${version.shortTag}`,
    version: { major: version.major, label: version.label, shortTag: version.shortTag, path: version.path, branch: version.branch },
    editUrl: `https://github.com/${owner}/${repo}/edit/${version.branch}/docs/${page.stem}.md`,
    navigation: (info?.navigation as NavigationItem[] | undefined) ?? [],
    breadcrumb: [],
    prev: prev && { title: prev.title, path: prev.path },
    next: next && { title: next.title, path: next.path },
  }
}
