import type { ShowcaseCategory, TemplateBadge } from '../collection-pages'
import { SHOWCASE_CATEGORIES, TEMPLATE_BADGES } from '../content/schemas/data'
import type { Facet } from './facet-filter'

/** The badge filter of /templates: `?badge=free|freemium|premium`. */
export const TEMPLATE_FACET: Facet<TemplateBadge> = { param: 'badge', values: TEMPLATE_BADGES }

/** The category filter of /showcase: `?category=developer-tools`. */
export const SHOWCASE_FACET: Facet<ShowcaseCategory> = {
  param: 'category',
  values: SHOWCASE_CATEGORIES,
}
