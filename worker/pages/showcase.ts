import type { ShowcaseCategory } from '../../src/shared/collection-pages'
import { SHOWCASE_CATEGORIES, ShowcaseSchema } from '../../src/shared/content/schemas/data'
import {
  filterByUrlFilters,
  filterChoices,
  readUrlFilters,
} from '../../src/shared/filters/url-filters'
import { SHOWCASE_FILTER } from '../../src/shared/listing/facets'
import { listDataItems } from '../db/queries/data-items'
import { definePage } from './define-page'
import { listingRedirect, loadLandingIntro } from './landing-intro'

/**
 * Route 'showcase': the sites in source order, filtered by the `?category=` of the URL on the
 * server, each with its host. `/showcase/` → 301; an unknown category → 302 to the canonical URL.
 */
export const showcasePage = definePage('showcase', async ({ path, url, db, locale }) => {
  const moved = listingRedirect(path, url, SHOWCASE_FILTER)
  if (moved) return moved
  const [intro, all] = await Promise.all([
    loadLandingIntro(db, path, locale),
    listDataItems(db, 'showcase', ShowcaseSchema, locale),
  ])
  // the field accepts only SHOWCASE_CATEGORIES
  const { category } = readUrlFilters(url.search, SHOWCASE_FILTER) as {
    category?: ShowcaseCategory
  }
  const sites = all.map((site) => ({ ...site, host: new URL(site.url).host }))
  return {
    route: 'showcase',
    ...intro,
    ...(category ? { category } : {}),
    filter: filterChoices(
      path,
      SHOWCASE_FILTER,
      'category',
      SHOWCASE_CATEGORIES,
      all,
      (s) => s.category,
      category
    ),
    sites: filterByUrlFilters(
      sites,
      { category },
      { category: (value) => (s) => s.category === value }
    ),
  }
})
