import { ShowcaseSchema } from '../../src/shared/content/schemas/data'
import { facetOptions, filterByFacet, readFacet } from '../../src/shared/listing/facet-filter'
import { SHOWCASE_FACET } from '../../src/shared/listing/facets'
import { listDataItems } from '../db/queries/data-items'
import { definePage } from './define-page'
import { listingRedirect, loadLandingIntro } from './landing-intro'

/**
 * Route 'showcase': the sites in source order, filtered by the `?category=` of the URL on the
 * server, each with its host. `/showcase/` → 301; an unknown category → 302 to the canonical URL.
 */
export const showcasePage = definePage('showcase', async ({ path, url, db, locale }) => {
  const moved = listingRedirect(path, url, SHOWCASE_FACET)
  if (moved) return moved
  const [intro, all] = await Promise.all([
    loadLandingIntro(db, path, locale),
    listDataItems(db, 'showcase', ShowcaseSchema),
  ])
  const category = readFacet(SHOWCASE_FACET, url.search)
  const sites = all.map((site) => ({ ...site, host: new URL(site.url).host }))
  return {
    route: 'showcase',
    ...intro,
    ...(category ? { category } : {}),
    filter: facetOptions(SHOWCASE_FACET, path, all, (s) => s.category, category),
    sites: filterByFacet(sites, (s) => s.category, category),
  }
})
