import { describe, expect, it } from 'vitest'
import { isPathUnder } from './path'

describe('isPathUnder', () => {
  it('matches the prefix itself and paths below it, not siblings that share letters', () => {
    expect(isPathUnder('/docs/4.x', '/docs/4.x')).toBe(true)
    expect(isPathUnder('/docs/4.x/guide', '/docs/4.x')).toBe(true)
    expect(isPathUnder('/docs/4.xyz', '/docs/4.x')).toBe(false)
    expect(isPathUnder('/doc', '/docs')).toBe(false)
  })
})
