import { describe, expect, it } from 'vitest'
import { createTextMatcher, escapeRegExp } from './text'

describe('literal text matching (modules directory and palette groups)', () => {
  it('matches a contained term ignoring case and surrounding blanks', () => {
    const matches = createTextMatcher('  Cloud ')!
    expect(['Cloudflare', 'Google CLOUD Run', 'Netlify'].map(matches)).toEqual([true, true, false])
  })

  it('takes regular-expression syntax literally', () => {
    const special = '.*+?^${}()|[]\\/-'
    expect(new RegExp(escapeRegExp(special)).test(`x${special}y`)).toBe(true)
    expect(new RegExp(escapeRegExp(special), 'u').test(`x${special}y`)).toBe(true)
    expect(createTextMatcher('c++')!('aster c++ bindings')).toBe(true)
    expect(createTextMatcher('.*')!('anything')).toBe(false)
    expect(createTextMatcher('(')!('a (b)')).toBe(true)
  })

  it('gives no matcher for a blank term', () => {
    expect(createTextMatcher('')).toBeNull()
    expect(createTextMatcher('   ')).toBeNull()
  })
})
