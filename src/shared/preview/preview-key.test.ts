import { describe, expect, it } from 'vitest'
import { readCookie } from './preview-key'

describe('readCookie', () => {
  it('finds a cookie among others, keeping = inside its value', () => {
    expect(readCookie('aster-locale=en; aster-preview=a.b=c', 'aster-preview')).toBe('a.b=c')
    expect(readCookie('aster-preview=x', 'aster-preview')).toBe('x')
  })

  it('answers undefined for a missing or empty cookie, and never matches a longer name', () => {
    expect(readCookie('', 'aster-preview')).toBeUndefined()
    expect(readCookie('aster-preview=', 'aster-preview')).toBeUndefined()
    expect(readCookie('x-aster-preview=1', 'aster-preview')).toBeUndefined()
  })
})
