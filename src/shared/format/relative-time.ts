import type { Locale } from '../i18n'

/**
 * Relative time text (spec 9): just now, minutes, hours, days, weeks, months (30 days) and
 * years (365 days) ago, in English and Chinese. Written here once with fixed strings, so the
 * worker and the browser print the same text (no Intl differences between runtimes).
 * Consumers: the modules directory and module page, the header's release badge, the blog.
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year'

const TEXT: Record<Locale, { now: string; ago: (count: number, unit: Unit) => string }> = {
  en: {
    now: 'just now',
    ago: (count, unit) => `${count} ${unit}${count === 1 ? '' : 's'} ago`,
  },
  'zh-CN': {
    now: '刚刚',
    ago: (count, unit) =>
      `${count} ${{ minute: '分钟', hour: '小时', day: '天', week: '周', month: '个月', year: '年' }[unit]}前`,
  },
}

/** Milliseconds of a date given as an ISO string, epoch milliseconds or a Date. */
const toTime = (value: string | number | Date) =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value)

/**
 * How long ago `date` was, seen from `now`: under a minute 'just now', then whole minutes,
 * hours, days (under 7), weeks (under 30 days), months of 30 days (under 365 days), years of
 * 365 days. Future dates read 'just now'; an invalid date reads ''.
 */
export function formatRelativeTime(
  date: string | number | Date,
  now: number | Date,
  locale: Locale = 'en'
): string {
  const elapsed = toTime(now) - toTime(date)
  if (Number.isNaN(elapsed)) return ''
  const text = TEXT[locale]
  if (elapsed < MINUTE) return text.now
  if (elapsed < HOUR) return text.ago(Math.floor(elapsed / MINUTE), 'minute')
  if (elapsed < DAY) return text.ago(Math.floor(elapsed / HOUR), 'hour')
  const days = Math.floor(elapsed / DAY)
  if (days < 7) return text.ago(days, 'day')
  if (days < 30) return text.ago(Math.floor(days / 7), 'week')
  if (days < 365) return text.ago(Math.floor(days / 30), 'month')
  return text.ago(Math.floor(days / 365), 'year')
}
