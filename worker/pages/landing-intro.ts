import type { LandingIntro } from '../../src/shared/collection-pages'
import type { Locale } from '../../src/shared/i18n'
import type { BasePageData } from '../../src/shared/page-data'
import type { Db } from '../db/client'
import { getPageByPath } from '../db/queries/content'
import { translationField } from '../db/locale-rows'
import { pageNotFound } from '../errors'
import { canonicalUrlFilters, type FilterOptions } from '../../src/shared/filters/url-filters'
import { sameSearch } from '../../src/shared/modules/filter'
import { redirect } from './define-page'

/**
 * The redirect of a non-canonical listing URL, else undefined: a trailing slash (`/templates/`)
 * → 301 (query kept); a filter value that is unknown, repeated or not in slug form → 302 to the
 * canonical query (other parameters kept). Pages without a filter take any query as is.
 */
export function listingRedirect(
  path: string,
  url: URL,
  filters?: FilterOptions<string>
): Response | undefined {
  const base = path.replace(/\/+$/, '')
  const search = filters ? canonicalUrlFilters(url.search, filters) : url.search
  if (base !== path) return redirect(`${base}${search}`, 301)
  if (!sameSearch(search, url.search)) return redirect(`${base}${search}`, 302)
  return undefined
}

/**
 * The shared part of a listing page's data: the landing page of the path (content/landing/*.md:
 * title, description, `hero`, body, `heroOpacity`), or the 404 of the spec when it is missing.
 * Consumers: the loaders of /templates, /showcase, /video-courses, /team, /design-kit.
 */
export async function loadLandingIntro(
  db: Db,
  path: string,
  locale: Locale
): Promise<Omit<BasePageData, 'route'> & LandingIntro> {
  return (await loadLandingPage(db, path, locale)).intro
}

/**
 * {@link loadLandingIntro} plus the page's other frontmatter (`meta`), for a page that shows more
 * of it (the newsletter's perks, the enterprise hub's cards): the loader validates what it reads.
 */
export async function loadLandingPage(db: Db, path: string, locale: Locale) {
  const page = await getPageByPath(db, 'landing', path, locale)
  if (!page) throw pageNotFound(path)
  const hero = readHero(page.meta.hero)
  const intro: Omit<BasePageData, 'route'> & LandingIntro = {
    path,
    locale,
    title: page.title,
    description: page.description,
    hero: {
      title: hero?.title ?? page.title,
      description: hero?.description ?? page.description,
    },
    body: page.body,
    ...(typeof page.meta.heroOpacity === 'number' ? { heroOpacity: page.meta.heroOpacity } : {}),
    ...translationField(page, locale),
  }
  return { intro, meta: page.meta }
}

/** The frontmatter `hero: {title, description}`, when it has that shape. */
function readHero(value: unknown): { title?: string; description?: string } | undefined {
  if (!value || typeof value !== 'object') return undefined
  const { title, description } = value as Record<string, unknown>
  return {
    ...(typeof title === 'string' ? { title } : {}),
    ...(typeof description === 'string' ? { description } : {}),
  }
}
