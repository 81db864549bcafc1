import type { TemplateBadge } from '../../src/shared/collection-pages'
import { TEMPLATE_BADGES, TemplateSchema } from '../../src/shared/content/schemas/data'
import {
  filterByUrlFilters,
  filterChoices,
  readUrlFilters,
} from '../../src/shared/filters/url-filters'
import { TEMPLATE_FILTER } from '../../src/shared/listing/facets'
import { listDataItems } from '../db/queries/data-items'
import { definePage } from './define-page'
import { listingRedirect, loadLandingIntro } from './landing-intro'

/**
 * Route 'templates': featured templates first, then the others (source order), filtered by the
 * `?badge=` of the URL on the server. `/templates/` → 301; an unknown badge or extra parameters
 * → 302 to the canonical URL.
 */
export const templatesPage = definePage('templates', async ({ path, url, db, locale }) => {
  const moved = listingRedirect(path, url, TEMPLATE_FILTER)
  if (moved) return moved
  const [intro, all] = await Promise.all([
    loadLandingIntro(db, path, locale),
    listDataItems(db, 'templates', TemplateSchema, locale),
  ])
  // the field accepts only TEMPLATE_BADGES
  const badge = readUrlFilters(url.search, TEMPLATE_FILTER).badge as TemplateBadge | undefined
  const ordered = [...all.filter((t) => t.featured), ...all.filter((t) => !t.featured)]
  return {
    route: 'templates',
    ...intro,
    ...(badge ? { badge } : {}),
    filter: filterChoices(
      path,
      TEMPLATE_FILTER,
      'badge',
      TEMPLATE_BADGES,
      all,
      (t) => t.badge,
      badge
    ),
    templates: filterByUrlFilters(
      ordered,
      { badge },
      { badge: (value) => (t) => t.badge === value }
    ),
  }
})
