import { describe, expect, it } from 'vitest'
import { squash } from './hast-text'

/** Whitespace of every kind `\s` knows, a few words and marks: what section text is made of. */
const PIECES = [
  ' ',
  '  ',
  '\n',
  '\t',
  '\r\n',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\ufeff',
  'a',
  'Aster',
  '。',
  '.',
  'x y',
]

describe('squash', () => {
  it('collapses every whitespace run to one space and trims, as replacing each run does', () => {
    let seed = 7
    const next = (limit: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff
      return seed % limit
    }
    for (let round = 0; round < 20000; round++) {
      let text = ''
      for (let count = next(14); count > 0; count--) text += PIECES[next(PIECES.length)]
      expect(squash(text), JSON.stringify(text)).toBe(text.replace(/\s+/g, ' ').trim())
    }
  })

  it('turns a lone line break or tab between words into a space', () => {
    expect(squash(' one\ntwo\tthree  four\u00a0five ')).toBe('one two three four five')
  })
})
