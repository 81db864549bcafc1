import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv', () => {
  it('quotes every field, doubles quotes, ends rows with CRLF', () => {
    expect(
      toCsv([
        ['email', 'note'],
        ['a@b.example', 'say "hi", then\nleave'],
        [null, 3],
      ])
    ).toBe('"email","note"\r\n"a@b.example","say ""hi"", then\nleave"\r\n"","3"\r\n')
  })

  it('defuses spreadsheet formulas', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', '-2', '@sum', 'ok']])).toBe(
      `"'=HYPERLINK(""x"")","'+1","'-2","'@sum","ok"\r\n`
    )
  })
})
