import { COPY_INSTALL_LABEL_KEYS } from '../../islands/CopyInstallButton'
import type { LabelsOf } from '../../shared/i18n/pick'
import { categoryLabelKey, MODULE_CATEGORIES } from '../../shared/modules/categories'

/**
 * The interface strings of the modules directory island and its cards, picked on the server
 * with `pickMessages` (src/shared/i18n/pick.ts) and sent as its `labels` prop.
 */
export const DIRECTORY_LABEL_KEYS = [
  'modules.searchLabel',
  'modules.searchPlaceholder',
  'modules.searchShortcut',
  'modules.category',
  'modules.allCategories',
  'modules.sortBy',
  'modules.sortFeatured',
  'modules.sortDownloads',
  'modules.sortStars',
  'modules.sortPublishedAt',
  'modules.sortCreatedAt',
  'modules.orderBy',
  'modules.orderDesc',
  'modules.orderAsc',
  'modules.apply',
  'modules.results',
  'modules.resultsOne',
  'modules.loading',
  'modules.emptyTitle',
  'modules.emptyDescription',
  'modules.clearFilters',
  'modules.showMore',
  'modules.sponsor',
  'modules.official',
  'modules.downloads',
  'modules.stars',
  'modules.publishedAt',
  ...COPY_INSTALL_LABEL_KEYS,
  ...MODULE_CATEGORIES.map(categoryLabelKey),
] as const

/** The directory's `labels` prop (a superset of what its cards' parts need). */
export type DirectoryLabels = LabelsOf<typeof DIRECTORY_LABEL_KEYS>
