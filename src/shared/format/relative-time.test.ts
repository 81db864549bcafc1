import { describe, expect, it } from 'vitest'
import { formatRelativeTime } from './relative-time'

const NOW = Date.parse('2025-06-15T12:00:00Z')
const ago = (ms: number) => NOW - ms
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('formatRelativeTime (spec 9)', () => {
  it.each([
    [0, 'just now', '刚刚'],
    [59_000, 'just now', '刚刚'],
    [MIN, '1 minute ago', '1 分钟前'],
    [59 * MIN, '59 minutes ago', '59 分钟前'],
    [HOUR, '1 hour ago', '1 小时前'],
    [23 * HOUR, '23 hours ago', '23 小时前'],
    [DAY, '1 day ago', '1 天前'],
    [6 * DAY, '6 days ago', '6 天前'],
    [7 * DAY, '1 week ago', '1 周前'],
    [29 * DAY, '4 weeks ago', '4 周前'],
    [30 * DAY, '1 month ago', '1 个月前'],
    [364 * DAY, '12 months ago', '12 个月前'],
    [365 * DAY, '1 year ago', '1 年前'],
    [3 * 365 * DAY, '3 years ago', '3 年前'],
  ])('%i ms ago reads "%s" / "%s"', (elapsed, en, zh) => {
    expect(formatRelativeTime(ago(elapsed), NOW, 'en')).toBe(en)
    expect(formatRelativeTime(ago(elapsed), NOW, 'zh-CN')).toBe(zh)
  })

  it('accepts ISO strings and Dates, treats the future as now and an invalid date as empty', () => {
    expect(formatRelativeTime('2025-06-13T12:00:00Z', new Date(NOW))).toBe('2 days ago')
    expect(formatRelativeTime(NOW + DAY, NOW)).toBe('just now')
    expect(formatRelativeTime('not a date', NOW)).toBe('')
  })
})
