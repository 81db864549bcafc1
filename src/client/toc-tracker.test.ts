import { describe, expect, it } from 'vitest'
import { pickActiveHeading } from './toc-tracker'

describe('pickActiveHeading', () => {
  const ids = ['a', 'b', 'c']
  it('is the last heading (in page order) above the reading line', () => {
    expect(pickActiveHeading(ids, new Set(['b', 'a']), false)).toBe('b')
    expect(pickActiveHeading(ids, new Set(['a']), false)).toBe('a')
  })
  it('is the first heading before any has been reached, the last at the end of the page', () => {
    expect(pickActiveHeading(ids, new Set(), false)).toBe('a')
    expect(pickActiveHeading(ids, new Set(['a']), true)).toBe('c')
    expect(pickActiveHeading([], new Set(), false)).toBeUndefined()
  })
})
