/**
 * The module categories of the spec (section 3), in display order, each with its icon class.
 * Consumers: the module file schema (src/shared/modules/schema.ts), the shared filter
 * (src/shared/modules/filter.ts), the directory's category select and the module page.
 */
export const MODULE_CATEGORIES = [
  'Official',
  'Analytics',
  'CMS',
  'CSS',
  'Database',
  'Devtools',
  'Ecommerce',
  'Extensions',
  'Fonts',
  'Images',
  'Libraries',
  'Monitoring',
  'Payment',
  'Performance',
  'Request',
  'Security',
  'SEO',
  'UI',
] as const
export type ModuleCategory = (typeof MODULE_CATEGORIES)[number]

/** The i18n key of a category's name (`category.Official` → '官方' in Chinese). */
export function categoryLabelKey<C extends ModuleCategory>(category: C): `category.${C}` {
  return `category.${category}`
}

/** The category that selects modules by `type: official` rather than by their own category. */
export const OFFICIAL_CATEGORY: ModuleCategory = 'Official'

/** Icon class per category (lucide, from the installed @iconify-json collections). */
export const CATEGORY_ICONS: Record<ModuleCategory, string> = {
  Official: 'i-lucide-badge-check',
  Analytics: 'i-lucide-chart-line',
  CMS: 'i-lucide-pen-tool',
  CSS: 'i-lucide-palette',
  Database: 'i-lucide-database',
  Devtools: 'i-lucide-wrench',
  Ecommerce: 'i-lucide-shopping-cart',
  Extensions: 'i-lucide-puzzle',
  Fonts: 'i-lucide-type',
  Images: 'i-lucide-image',
  Libraries: 'i-lucide-library',
  Monitoring: 'i-lucide-activity',
  Payment: 'i-lucide-credit-card',
  Performance: 'i-lucide-gauge',
  Request: 'i-lucide-arrow-left-right',
  Security: 'i-lucide-shield',
  SEO: 'i-lucide-search',
  UI: 'i-lucide-layout-template',
}

/** Module types: `official` modules are maintained by the core team (spec 3: official or other). */
export const MODULE_TYPES = ['official', 'community', 'third-party'] as const
export type ModuleType = (typeof MODULE_TYPES)[number]

/** The canonical spelling of a category, matched case-insensitively; undefined if unknown. */
export function resolveCategory(value: string | null | undefined): ModuleCategory | undefined {
  if (!value) return undefined
  const lower = value.trim().toLowerCase()
  return MODULE_CATEGORIES.find((category) => category.toLowerCase() === lower)
}
