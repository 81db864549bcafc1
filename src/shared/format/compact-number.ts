import type { Locale } from '../i18n'

/**
 * Compact numbers for stats: `1.2K`, `3.4M`, `5B` in English; `1.2万`, `3.4亿` in Chinese.
 * Fixed rules instead of Intl, so server and browser agree character for character.
 * Consumers: the modules directory and module page, the header's GitHub-stars button.
 */

const UNITS: Record<Locale, { size: number; suffix: string }[]> = {
  en: [
    { size: 1e9, suffix: 'B' },
    { size: 1e6, suffix: 'M' },
    { size: 1e3, suffix: 'K' },
  ],
  'zh-CN': [
    { size: 1e8, suffix: '亿' },
    { size: 1e4, suffix: '万' },
  ],
}

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10)

/**
 * Formats a count with at most one decimal and the largest unit it reaches; below the smallest
 * unit the number is printed whole. Rounding never prints `1000K` (it becomes `1M`).
 */
export function formatCompact(value: number, locale: Locale = 'en'): string {
  if (!Number.isFinite(value)) return '0'
  const sign = value < 0 ? '-' : ''
  const abs = Math.abs(value)
  const units = UNITS[locale]
  for (const [index, unit] of units.entries()) {
    if (abs < unit.size) continue
    const rounded = Math.round((abs / unit.size) * 10) / 10
    const bigger = units[index - 1]
    if (bigger && rounded * unit.size >= bigger.size)
      return `${sign}${oneDecimal(abs / bigger.size)}${bigger.suffix}`
    return `${sign}${oneDecimal(abs / unit.size)}${unit.suffix}`
  }
  return `${sign}${Math.round(abs)}`
}
