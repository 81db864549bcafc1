import { describe, expect, it } from 'vitest'
import { formatStars, toMajorMinor } from './release'

describe('release helpers', () => {
  it('shows major.minor of the release version, or nothing', () => {
    expect(toMajorMinor('4.1.3')).toBe('4.1')
    expect(toMajorMinor('v3.17.7')).toBe('3.17')
    expect(toMajorMinor('nightly')).toBeNull()
    expect(toMajorMinor(null)).toBeNull()
  })
  it("shows compact stars, or '...' while unknown", () => {
    expect(formatStars(56789, 'en')).toBe('56.8K')
    expect(formatStars(999, 'en')).toBe('999')
    expect(formatStars(12345, 'zh-CN')).toBe('1.2万')
    expect(formatStars(null, 'en')).toBe('...')
  })
})
