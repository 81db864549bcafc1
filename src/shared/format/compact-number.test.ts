import { describe, expect, it } from 'vitest'
import { formatCompact } from './compact-number'

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.2K'],
    [12_345, '12.3K'],
    [999_949, '999.9K'],
    [999_999, '1M'],
    [1_250_000, '1.3M'],
    [2_000_000_000, '2B'],
    [-1500, '-1.5K'],
  ])('en: %i → %s', (value, text) => {
    expect(formatCompact(value, 'en')).toBe(text)
  })

  it.each([
    [9999, '9999'],
    [12_345, '1.2万'],
    [99_999_999, '1亿'],
    [250_000_000, '2.5亿'],
  ])('zh-CN: %i → %s', (value, text) => {
    expect(formatCompact(value, 'zh-CN')).toBe(text)
  })

  it('prints 0 for non-finite values', () => {
    expect(formatCompact(Number.NaN)).toBe('0')
  })
})
