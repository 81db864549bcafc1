import { describe, expect, it } from 'vitest'
import { editDistance } from './edit-distance'

describe('editDistance', () => {
  it('counts inserts, deletes and replacements', () => {
    expect(editDistance('installation', 'instalation')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
    expect(editDistance('', 'abc')).toBe(3)
    expect(editDistance('same', 'same')).toBe(0)
  })

  it('stops past `max` and answers max + 1, never less than the truth', () => {
    expect(editDistance('kitten', 'sitting', 2)).toBe(3)
    expect(editDistance('a', 'abcdefgh', 3)).toBe(4)
    expect(editDistance('kitten', 'sitting', 3)).toBe(3)
  })
})
