import { env, SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPreviewToken } from '../../src/shared/preview/token'

const SECRET = env.PREVIEW_SECRET
// not a prerendered page (those are served from the assets: prerendered.test.ts)
const DOCS = '/docs/4.x/getting-started/installation'
const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost${path}`, { headers, redirect: 'manual' })

describe('preview mode', () => {
  afterEach(() => vi.restoreAllMocks())

  it('enters with a signed token: an HttpOnly __Host- cookie until expiry, the token in the fragment', async () => {
    const token = await createPreviewToken(SECRET, 600)
    const response = await get(`/api/_preview?token=${token}&to=${encodeURIComponent(DOCS)}`)
    expect(response.status).toBe(302)
    // the session-storage copy comes from the link: the landing page's fragment, never a cookie
    expect(response.headers.get('location')).toBe(`${DOCS}#aster-preview=${token}`)
    expect(response.headers.get('set-cookie')).toMatch(
      new RegExp(
        `^__Host-aster_preview=${token.replace(/\./g, '\\.')}; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=(600|599)$`
      )
    )
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    const left = await SELF.fetch('http://localhost/api/_preview', { method: 'DELETE' })
    expect(left.headers.get('set-cookie')).toBe(
      '__Host-aster_preview=; Path=/; Secure; HttpOnly; SameSite=Lax; Max-Age=0'
    )
  })

  it('marks documents rendered in preview mode, and only those', async () => {
    const cookie = `__Host-aster_preview=${await createPreviewToken(SECRET, 600)}`
    expect(await (await get(DOCS, { cookie })).text()).toMatch(/<html[^>]* data-preview=""/)
    expect(await (await get(DOCS)).text()).not.toContain('data-preview')
    // the old, script-readable cookie name means nothing any more
    const old = await get(DOCS, { cookie: `aster-preview=${cookie.split('=')[1]}` })
    expect(old.headers.get('x-robots-tag')).toBeNull()
  })

  it('serves pages noindex and never from or into the edge cache', async () => {
    const cookie = `__Host-aster_preview=${await createPreviewToken(SECRET, 600)}`
    await get(DOCS) // the public copy is in the cache now
    for (let n = 0; n < 2; n++) {
      const page = await get(DOCS, { cookie })
      expect(page.status).toBe(200)
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      expect(page.headers.get('cache-control')).toBe('private, no-store')
      expect(page.headers.get('x-cache')).toBe('BYPASS')
    }
    const outside = await get(DOCS)
    expect(outside.headers.get('x-robots-tag')).toBeNull()
    expect(outside.headers.get('x-cache')).toBe('HIT')
  })

  it('refuses a tampered, expired, foreign or missing token', async () => {
    const token = await createPreviewToken(SECRET, 60)
    const foreign = await createPreviewToken('another-secret-that-is-32-characters-long', 60)
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    for (const bad of [tampered, foreign, 'not-a-token']) {
      const response = await get(`/api/_preview?token=${bad}`)
      expect(response.status, bad).toBe(401)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
    expect((await get('/api/_preview')).status).toBe(400)
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 120_000)
    const expired = await get(`/api/_preview?token=${token}`)
    expect(expired.status).toBe(401)
    expect(((await expired.json()) as { error: string }).error).toContain('expired')
  })

  it('ignores an invalid preview cookie: the public page, not noindex', async () => {
    const page = await get(DOCS, { cookie: '__Host-aster_preview=forged' })
    expect(page.status).toBe(200)
    expect(page.headers.get('x-robots-tag')).toBeNull()
  })

  it('redirects only within the site', async () => {
    const token = await createPreviewToken(SECRET, 60)
    const response = await get(
      `/api/_preview?token=${token}&to=${encodeURIComponent('//evil.example/x')}`
    )
    expect(response.headers.get('location')).toBe(`/evil.example/x#aster-preview=${token}`)
  })

  it('refuses to sign with a short secret or a ttl out of range', async () => {
    await expect(createPreviewToken('short', 60)).rejects.toThrow(/PREVIEW_SECRET/)
    await expect(createPreviewToken(SECRET, 0)).rejects.toThrow(/ttlSeconds/)
    await expect(createPreviewToken(SECRET, 8 * 24 * 3600)).rejects.toThrow(/ttlSeconds/)
  })
})
