import { afterEach, describe, expect, it, vi } from 'vitest'
import { parsePreviewTtl, previewLink } from './preview-link'
import { checkPreviewToken, createPreviewToken } from './token'

const SECRET = 'unit-test-preview-secret-of-32-characters'

describe('preview tokens and key generations', () => {
  afterEach(() => vi.restoreAllMocks())

  it('open preview mode only under the generation they were made in', async () => {
    const first = await createPreviewToken(SECRET, 60)
    const second = await createPreviewToken(SECRET, 60, 'c0ffee')
    expect(await checkPreviewToken(SECRET, first)).toMatchObject({ ok: true })
    expect(await checkPreviewToken(SECRET, first, 'c0ffee')).toEqual({
      ok: false,
      problem: 'revoked',
    })
    expect(await checkPreviewToken(SECRET, second, 'c0ffee')).toMatchObject({ ok: true })
    expect(await checkPreviewToken(SECRET, second, 'beef')).toMatchObject({ problem: 'revoked' })
  })

  it('tell expired from forged', async () => {
    const token = await createPreviewToken(SECRET, 60)
    const forged = await createPreviewToken('another-secret-of-at-least-32-characters', 60)
    expect(await checkPreviewToken(SECRET, forged)).toEqual({ ok: false, problem: 'invalid' })
    expect(await checkPreviewToken(SECRET, 'x.y.z')).toEqual({ ok: false, problem: 'invalid' })
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 120_000)
    expect(await checkPreviewToken(SECRET, token)).toEqual({ ok: false, problem: 'expired' })
  })
})

describe('preview links', () => {
  it('read a lifetime up to a week', () => {
    expect(parsePreviewTtl('3d')).toBe(3 * 86_400)
    expect(parsePreviewTtl('90m')).toBe(5400)
    expect(parsePreviewTtl('8d')).toBeUndefined()
    expect(parsePreviewTtl('0s')).toBeUndefined()
    expect(parsePreviewTtl('3 days')).toBeUndefined()
  })

  it('enter preview mode on the origin and land on the page', () => {
    expect(previewLink('https://aster.example/', 'a.b.c', '/blog/draft')).toBe(
      'https://aster.example/api/_preview?token=a.b.c&to=%2Fblog%2Fdraft'
    )
  })
})
