import { describe, expect, it } from 'vitest'
import { readingMinutes } from './reading-time'

describe('readingMinutes', () => {
  it('counts words of the text, not the markup, at least one minute', () => {
    expect(readingMinutes('<p class="a b c d e f">Hello&nbsp;world</p>')).toBe(1)
    expect(readingMinutes(`<p>${'word '.repeat(440)}</p>`)).toBe(2)
    expect(readingMinutes(`<p>${'word '.repeat(441)}</p>`)).toBe(3)
  })

  it('counts Chinese by characters', () => {
    expect(readingMinutes(`<p>${'汉'.repeat(800)}</p>`)).toBe(2)
    expect(readingMinutes(`<p>${'汉'.repeat(801)}</p>`)).toBe(3)
  })
})
