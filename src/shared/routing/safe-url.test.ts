import { describe, expect, it } from 'vitest'
import { checkNavigation } from './safe-url'

const HERE = 'https://aster.example/docs/4.x'

describe('checkNavigation', () => {
  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox',
    '\u0001javascript:alert(1)',
    ' \u0000javascript:x',
    'java\tscript:alert(1)',
  ])('refuses %j', (href) => {
    const result = checkNavigation(href, HERE, { external: true })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.reason).toMatch(/unsafe protocol/)
  })
  it('allows internal paths and refuses external ones unless marked external', () => {
    expect(checkNavigation('/blog', HERE)).toMatchObject({ ok: true, external: false })
    expect(checkNavigation('https://other.example/x', HERE).ok).toBe(false)
    expect(checkNavigation('https://other.example/x', HERE, { external: true })).toMatchObject({
      ok: true,
      external: true,
    })
  })

  it('lets a mail link open the mail client without marking it external', () => {
    expect(checkNavigation('mailto:team@aster.example', 'https://aster.example/')).toMatchObject({
      ok: true,
      external: false,
    })
    expect(checkNavigation('mailto:x@y.z', 'https://aster.example/').ok).toBe(true)
  })
})
