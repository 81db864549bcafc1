import type { MessageKey, Messages } from '../../shared/i18n'

/**
 * The interface strings the modules directory island needs, translated on the server and sent
 * as props (the island never loads a whole message table).
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
  'modules.copyInstall',
  'modules.copied',
  'modules.copyFailed',
] as const satisfies readonly MessageKey[]

export type DirectoryLabels = Record<(typeof DIRECTORY_LABEL_KEYS)[number], string>

/** The directory's labels out of a locale's messages. */
export function pickDirectoryLabels(t: Messages): DirectoryLabels {
  return Object.fromEntries(DIRECTORY_LABEL_KEYS.map((key) => [key, t[key]])) as DirectoryLabels
}
