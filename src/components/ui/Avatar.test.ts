import { describe, expect, it } from 'vitest'
import { initialsOf } from './Avatar'

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Amara Nwosu')).toBe('AN')
    expect(initialsOf('Rhea  de la Castellanos')).toBe('RC')
    expect(initialsOf('chen')).toBe('C')
    expect(initialsOf('  ')).toBe('?')
  })
})
