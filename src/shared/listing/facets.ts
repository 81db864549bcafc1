import { SHOWCASE_CATEGORIES, TEMPLATE_BADGES } from '../content/schemas/data'
import type { FilterOptions } from '../filters/url-filters'

/**
 * The one-key filters of the listing pages, in the URL helper's terms (src/shared/filters/
 * url-filters.ts): values matched and written in slug form. Consumers: the loaders of /templates
 * and /showcase (worker/pages/templates.ts, worker/pages/showcase.ts) and their canonical redirect
 * (worker/pages/landing-intro.ts).
 */

/** The badge filter of /templates: `?badge=free|freemium|premium`. */
export const TEMPLATE_FILTER = {
  badge: { values: TEMPLATE_BADGES, slugged: true },
} as const satisfies FilterOptions<'badge'>

/** The category filter of /showcase: `?category=developer-tools`. */
export const SHOWCASE_FILTER = {
  category: { values: SHOWCASE_CATEGORIES, slugged: true },
} as const satisfies FilterOptions<'category'>
