import { describe, expect, it } from 'vitest'
import { findActiveHeading } from './docs-behaviours'

describe('findActiveHeading', () => {
  const tops = [
    { id: 'a', top: -300 },
    { id: 'b', top: 80 },
    { id: 'c', top: 600 },
  ]
  it('is the last heading above the reading line', () => {
    expect(findActiveHeading(tops, 120)).toBe('b')
    expect(findActiveHeading(tops, 40)).toBe('a')
  })
  it('is the first heading before any has been reached, and nothing without headings', () => {
    expect(findActiveHeading([{ id: 'x', top: 500 }], 120)).toBe('x')
    expect(findActiveHeading([], 120)).toBeUndefined()
  })
})
