import { TemplateSchema } from '../../src/shared/content/schemas/data'
import { facetOptions, filterByFacet, readFacet } from '../../src/shared/listing/facet-filter'
import { TEMPLATE_FACET } from '../../src/shared/listing/facets'
import { listDataItems } from '../db/queries/data-items'
import { definePage } from './define-page'
import { listingRedirect, loadLandingIntro } from './landing-intro'

/**
 * Route 'templates': featured templates first, then the others (source order), filtered by the
 * `?badge=` of the URL on the server. `/templates/` → 301; an unknown badge or extra parameters
 * → 302 to the canonical URL.
 */
export const templatesPage = definePage('templates', async ({ path, url, db, locale }) => {
  const moved = listingRedirect(path, url, TEMPLATE_FACET)
  if (moved) return moved
  const [intro, all] = await Promise.all([
    loadLandingIntro(db, path, locale),
    listDataItems(db, 'templates', TemplateSchema),
  ])
  const badge = readFacet(TEMPLATE_FACET, url.search)
  const ordered = [...all.filter((t) => t.featured), ...all.filter((t) => !t.featured)]
  return {
    route: 'templates',
    ...intro,
    ...(badge ? { badge } : {}),
    filter: facetOptions(TEMPLATE_FACET, path, all, (t) => t.badge, badge),
    templates: filterByFacet(ordered, (t) => t.badge, badge),
  }
})
