import { formatCompact } from './format/compact-number'
import { isLocale } from './i18n'

export { toMajorMinor } from './releases'

/**
 * The header's GitHub stars with the shared compact format (formatCompact, as the modules'
 * stats): 12345 → '12.3K' (en) / '1.2万' (zh-CN); null → '...' (still loading or unknown).
 */
export function formatStars(stars: number | null | undefined, locale: string): string {
  if (stars === null || stars === undefined || !Number.isFinite(stars)) return '...'
  return formatCompact(stars, isLocale(locale) ? locale : 'en')
}
