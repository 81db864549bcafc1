import { env as testEnv, SELF } from 'cloudflare:test'
import { Hono } from 'hono'
import { setCookie } from 'hono/cookie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../../worker/env'
import { locale } from '../../worker/middleware/locale'
import { PAGE_CACHE_CONTROL, PAGE_S_MAXAGE, pageCache } from '../../worker/middleware/page-cache'
import { pageRequest } from '../../worker/middleware/page-request'

// not a prerendered page (those are served from the assets: prerendered.test.ts)
const DOCS = '/docs/4.x/getting-started/installation'
const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost${path}`, { headers, redirect: 'manual' })
const langOf = async (response: Response) =>
  (await response.text()).match(/<html lang="([^"]+)"/)?.[1]

describe('the page cache (through the worker)', () => {
  it('serves a docs page from the edge the second time, with a truthful Cache-Control and Vary', async () => {
    const first = await get(DOCS)
    expect(first.status).toBe(200)
    expect(['MISS', 'HIT']).toContain(first.headers.get('x-cache'))
    const second = await get(DOCS)
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL)
    expect(second.headers.get('vary')).toMatch(/cookie/i)
    expect(await second.text()).toBe(await first.text())
  })

  it('never serves one locale the page of another (each has its URL; a cookie changes nothing)', async () => {
    const zhCookie = { cookie: 'aster-locale=zh-CN' }
    for (let round = 0; round < 2; round++) {
      expect(await langOf(await get('/zh/enterprise'))).toBe('zh-CN')
      expect(await langOf(await get('/enterprise'))).toBe('en')
      expect(await langOf(await get('/enterprise', zhCookie))).toBe('en')
      const payload = (await (await get(`/zh${DOCS}/_payload.json`)).json()) as { lang: string }
      expect(payload.lang).toBe('zh-CN')
      expect(((await (await get(`${DOCS}/_payload.json`)).json()) as { lang: string }).lang).toBe(
        'en'
      )
    }
    expect((await get('/zh/enterprise')).headers.get('x-cache')).toBe('HIT')
  })

  it('never keeps pages with live figures or per-visitor state (home, modules, unsubscribe)', async () => {
    for (const path of ['/', '/modules', '/modules/image', '/newsletter/unsubscribe']) {
      for (let round = 0; round < 2; round++) {
        const response = await get(path)
        expect(response.headers.get('x-cache'), path).toBe('BYPASS')
        await response.arrayBuffer()
      }
    }
  })

  it('drops tracking parameters from the key; any other query string bypasses the cache', async () => {
    await get('/blog')
    expect(
      (await get('/blog?utm_source=news&utm_medium=mail&fbclid=x')).headers.get('x-cache')
    ).toBe('HIT')
    expect((await get('/blog?x=1')).headers.get('x-cache')).toBe('BYPASS')
  })

  it('bypasses requests with a session or any cookie but the locale', async () => {
    await get(DOCS)
    const withSession = await get(DOCS, { cookie: 'aster-locale=en; aster-session=abc' })
    expect(withSession.headers.get('x-cache')).toBe('BYPASS')
  })

  it('never caches an error page', async () => {
    for (let n = 0; n < 2; n++) {
      const missing = await get('/docs/4.x/no-such-page-anywhere')
      expect(missing.status).toBe(404)
      expect(missing.headers.get('x-cache')).toBe('BYPASS')
    }
  })
})

describe('pageCache rules (one app, its handler counting renders)', () => {
  let renders = 0
  const app = new Hono<AppEnv>()
  app.use('*', pageRequest())
  app.use('*', locale())
  app.use(
    '*',
    pageCache((request, c) => app.fetch(request, c.env))
  )
  app.get('*', (c) => {
    renders++
    if (c.req.path === '/docs/with-cookie') setCookie(c, 'tracking', 'x')
    return c.html(`<p>${c.req.path} ${c.get('locale')} ${renders}</p>`)
  })
  const env = { ...testEnv, DEFAULT_LOCALE: 'en' } as AppEnv['Bindings']
  const request = (path: string, headers: Record<string, string> = {}) =>
    app.request(`https://rules.test${path}`, { headers }, env)

  afterEach(() => vi.restoreAllMocks())

  it('never stores a response that sets a cookie', async () => {
    const before = renders
    for (let n = 0; n < 2; n++) {
      const response = await request('/docs/with-cookie')
      expect(response.headers.get('x-cache')).toBe('BYPASS')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
    expect(renders).toBe(before + 2)
  })

  it('never caches /admin or /api paths', async () => {
    for (const path of ['/admin', '/admin/login', '/api/_auth/session']) {
      const before = renders
      await request(path)
      await request(path)
      expect(renders, path).toBe(before + 2)
    }
  })

  it('serves a stale entry at once and re-renders it in the background', async () => {
    const first = await request('/docs/stale-one')
    expect(first.headers.get('x-cache')).toBe('MISS')
    const firstText = await first.text()
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + (PAGE_S_MAXAGE + 5) * 1000)
    const stale = await request('/docs/stale-one')
    expect(stale.headers.get('x-cache')).toBe('STALE')
    expect(await stale.text()).toBe(firstText)
    await vi.waitFor(async () => {
      const fresh = await request('/docs/stale-one')
      expect(fresh.headers.get('x-cache')).toBe('HIT')
      expect(await fresh.text()).not.toBe(firstText)
    })
  })
})
