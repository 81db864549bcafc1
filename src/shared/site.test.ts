import { describe, expect, it } from 'vitest'
import { formatTitle } from './site'

describe('formatTitle', () => {
  it("applies '{title} · {site name}'", () => {
    expect(formatTitle('Installation')).toBe('Installation · Aster')
  })
  it('falls back to the default title prefixed by the site name', () => {
    expect(formatTitle()).toBe('Aster: The Intuitive Web Framework')
    expect(formatTitle('  ')).toBe('Aster: The Intuitive Web Framework')
    expect(formatTitle('The Intuitive Web Framework')).toBe('Aster: The Intuitive Web Framework')
  })
})
