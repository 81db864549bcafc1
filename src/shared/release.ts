import { formatCompact } from './format/compact-number'
import { isLocale } from './i18n'

/** `4.1.3` → `4.1`; anything unreadable → null (the header's release badge is then hidden). */
export function toMajorMinor(version: string | null | undefined): string | null {
  const match = version ? /^v?(\d+)\.(\d+)/.exec(version) : null
  return match ? `${match[1]}.${match[2]}` : null
}

/**
 * The header's GitHub stars with the shared compact format (formatCompact, as the modules'
 * stats): 12345 → '12.3K' (en) / '1.2万' (zh-CN); null → '...' (still loading or unknown).
 */
export function formatStars(stars: number | null | undefined, locale: string): string {
  if (stars === null || stars === undefined || !Number.isFinite(stars)) return '...'
  return formatCompact(stars, isLocale(locale) ? locale : 'en')
}
