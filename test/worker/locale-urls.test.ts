import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInCookie } from './auth-tokens'

/*
 * Issue 37, one URL per language: a Chinese page is its English path under /zh and renders in
 * Chinese for anyone, without a cookie; `?lang=` is a switch that lands on the other language's
 * URL; redirects, the 404 page, payloads, the admin guard and the APIs' language follow.
 */
const ORIGIN = 'http://localhost'
const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers, redirect: 'manual' })
const langOf = async (response: Response) =>
  (await response.text()).match(/<html lang="([^"]+)"/)?.[1]
const INTRO = '/docs/4.x/getting-started/introduction'

describe('a URL per language', () => {
  it.each(['/', '/templates', '/enterprise/support', '/blog', INTRO])(
    'the /zh URL of %s renders in Chinese with no cookie, the English URL in English with any',
    async (path) => {
      const zhPath = path === '/' ? '/zh' : `/zh${path}`
      const zh = await get(zhPath)
      expect(zh.status).toBe(200)
      expect(await langOf(zh)).toBe('zh-CN')
      expect(await langOf(await get(path, { cookie: 'aster-locale=zh-CN' }))).toBe('en')
    }
  )

  it('reads /zh/ as /zh, and a prefix only as a whole segment', async () => {
    expect(await langOf(await get('/zh/'))).toBe('zh-CN')
    expect((await get('/zhx')).status).toBe(404)
    expect(await langOf(await get('/zhx'))).toBe('en')
    // an API has one URL: under /zh it is no API (a 404 page, not an answer)
    const api = await get('/zh/api/search?q=routing')
    expect(api.status).toBe(404)
    expect(api.headers.get('content-type')).toMatch(/^text\/html/)
  })

  it('answers the payload of a Chinese page, its links in Chinese', async () => {
    const home = (await (await get('/zh/_payload.json')).json()) as { lang: string; html: string }
    expect(home.lang).toBe('zh-CN')
    const docs = (await (await get(`/zh${INTRO}/_payload.json?header`)).json()) as {
      lang: string
      html: string
      header: string
    }
    expect(docs.lang).toBe('zh-CN')
    expect(docs.html).toContain('href="/zh/docs/4.x/getting-started/installation"')
    expect(docs.header).toContain('href="/zh/blog"')
    expect(docs.html).not.toMatch(/href="\/docs\//)
  })
})

describe('?lang= switches language', () => {
  it('redirects to the other language of the same page, keeps the query, sets the cookie', async () => {
    const toZh = await get('/blog?category=Release&lang=zh-CN')
    expect(toZh.status).toBe(302)
    expect(toZh.headers.get('location')).toBe('/zh/blog?category=Release')
    expect(toZh.headers.get('set-cookie')).toContain('aster-locale=zh-CN')
    const toEn = await get('/zh/blog?lang=en')
    expect(toEn.headers.get('location')).toBe('/blog')
    expect(toEn.headers.get('set-cookie')).toContain('aster-locale=en')
    expect((await get('/?lang=zh-CN')).headers.get('location')).toBe('/zh')
    expect((await get('/zh?lang=en')).headers.get('location')).toBe('/')
  })

  it('answers a payload with {redirect}, and an unknown language keeps the page where it is', async () => {
    const payload = await get(`${INTRO}/_payload.json?lang=zh-CN`)
    expect(await payload.json()).toEqual({ redirect: `/zh${INTRO}` })
    const unknown = await get('/zh/blog?lang=fr')
    expect(unknown.headers.get('location')).toBe('/zh/blog')
    expect(unknown.headers.get('set-cookie')).toBeNull()
  })
})

describe('redirects under /zh', () => {
  it('follow the route rules and the docs loader in the language of the URL', async () => {
    for (const [from, to] of [
      ['/zh/docs', `/zh${INTRO}`],
      ['/zh/docs/4.x', `/zh${INTRO}`],
      ['/zh/docs/getting-started/introduction', `/zh${INTRO}`],
      [
        '/zh/docs/getting-started/installation?x=1',
        '/zh/docs/4.x/getting-started/installation?x=1',
      ],
      ['/zh/support/us', '/zh/enterprise/sponsors'],
    ]) {
      const response = await get(from!)
      expect(response.status, from).toBeGreaterThanOrEqual(301)
      expect(response.status, from).toBeLessThan(309)
      expect(response.headers.get('location'), from).toBe(to)
    }
    // the English URLs are as they were
    expect((await get('/docs')).headers.get('location')).toBe(INTRO)
    expect((await get(`/docs/4.x/_payload.json`)).status).toBe(200)
    expect(await (await get('/zh/docs/4.x/_payload.json')).json()).toEqual({
      redirect: `/zh${INTRO}`,
    })
  })

  it('serve a stored redirect rule in both languages', async () => {
    const cookie = await signedInCookie()
    const saved = await SELF.fetch(`${ORIGIN}/api/admin/redirects`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie,
        origin: ORIGIN,
      },
      body: new URLSearchParams({ from: '/docs/4.x/old-intro', to: INTRO }),
    })
    expect(saved.status).toBe(303)
    expect((await get('/docs/4.x/old-intro')).headers.get('location')).toBe(INTRO)
    const zh = await get('/zh/docs/4.x/old-intro?tab=1')
    expect(zh.status).toBe(301)
    expect(zh.headers.get('location')).toBe(`/zh${INTRO}?tab=1`)
    await env.DB.prepare('DELETE FROM redirect_rules WHERE "from" = ?')
      .bind('/docs/4.x/old-intro')
      .run()
  })
})

describe('the 404 page', () => {
  it('is in the language of its URL', async () => {
    const zh = await get('/zh/no/such/page')
    expect(zh.status).toBe(404)
    const html = await zh.text()
    expect(html).toContain('<html lang="zh-CN"')
    expect(html).toContain('页面未找到')
    expect(html).toContain('href="/zh"')
    const en = await get('/no/such/page', { cookie: 'aster-locale=zh-CN' })
    expect(await langOf(en)).toBe('en')
  })
})

describe('the admin area under /zh', () => {
  it('is guarded however /zh/admin is spelled, and never indexed', async () => {
    for (const path of [
      '/zh/admin',
      '/zh/admin/feedback',
      '/ZH/admin',
      '/%7Ah/admin',
      '/zh//admin',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(302)
      expect(response.headers.get('location'), path).toMatch(/^\/(?:zh\/)?admin(?:\/login)?$/)
      expect(response.headers.get('location'), path).not.toBe(path)
    }
    expect((await get('/zh/admin')).headers.get('location')).toBe('/zh/admin/login')
    const login = await get('/zh/admin/login')
    expect(login.status).toBe(200)
    expect(login.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    expect(await langOf(login)).toBe('zh-CN')
    const payload = await get('/zh/admin/feedback/_payload.json')
    expect(await payload.json()).toEqual({ reload: '/zh/admin/feedback' })
  })

  it('renders the Chinese admin for a signed-in administrator, its links in Chinese', async () => {
    const cookie = await signedInCookie()
    const response = await get('/zh/admin', { cookie })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<html lang="zh-CN"')
    expect(html).toContain('href="/zh/admin/feedback"')
  })
})

describe('the language of an API answer', () => {
  it('is ?locale= (400 when it is no language), else the calling page, else the cookie', async () => {
    const level = (query: string, headers: Record<string, string> = {}) =>
      get(`/api/docs-nav?group=/docs/4.x/guide&depth=1${query}`, headers)
    expect(await (await level('&locale=zh-CN')).text()).toContain('href="/zh/docs/4.x/guide/')
    expect(await (await level('')).text()).not.toContain('href="/zh/')
    const bad = await level('&locale=xx')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: string }).error).toBe('"locale" must be en or zh-CN')
    const fromPage = await level('', { referer: `${ORIGIN}/zh${INTRO}` })
    expect(await fromPage.text()).toContain('href="/zh/docs/4.x/guide/')
    const fromCookie = await level('', { cookie: 'aster-locale=zh-CN' })
    expect(await fromCookie.text()).toContain('href="/zh/docs/4.x/guide/')
    // another site's page never decides
    const foreign = await level('', { referer: `https://elsewhere.example/zh${INTRO}` })
    expect(await foreign.text()).not.toContain('href="/zh/')
  })

  it('labels a server island in the language its URL names', async () => {
    const props = encodeURIComponent(JSON.stringify({ name: 'image' }))
    const zh = (await (
      await get(`/__aster_island/module-stats.json?props=${props}&locale=zh-CN`)
    ).json()) as { html: string }
    const en = (await (await get(`/__aster_island/module-stats.json?props=${props}`)).json()) as {
      html: string
    }
    expect(zh.html).not.toBe(en.html)
    expect(zh.html).toMatch(/[\u4e00-\u9fff]/)
  })
})

describe('agent links of a Chinese page', () => {
  it('name its Markdown twin and the Chinese llms.txt', async () => {
    const links = (await get('/zh')).headers.get('link') ?? ''
    expect(links).toContain('/zh/index.md>; rel="alternate"; type="text/markdown"')
    expect(links).toContain('/zh/llms.txt>; rel="llms-txt"')
    const docs = (await get(`/zh${INTRO}`)).headers.get('link') ?? ''
    expect(docs).toContain(`/zh${INTRO}.md>; rel="alternate"`)
    const twin = await get(`/zh${INTRO}.md`)
    expect(twin.status).toBe(200)
    expect(twin.headers.get('content-type')).toMatch(/^text\/markdown/)
  })
})
