import { env, SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUILD } from '../../worker/build-manifest'
import { refreshReleaseInfo, resetReleaseCache } from '../../worker/release'
import { docsPage, escapeHtml } from './content-sample'
import { runCron } from './run-cron'

const get = (path: string, init?: RequestInit) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init })

describe('payloads for client navigation', () => {
  it('answers <route>/_payload.json with PageData, title and the rendered region (and header when asked)', async () => {
    const page = await docsPage({ heading: true })
    const response = await get(`${page.path}/_payload.json?header`)
    expect(response.status).toBe(200)
    const payload = (await response.json()) as {
      data: { route: string; title: string }
      title: string
      html: string
      header: string
      buildId: string
      lang: string
    }
    expect(payload.data).toMatchObject({ route: 'docs', title: page.title })
    // the rendered body travels once, in html
    expect(payload.data).not.toHaveProperty('body')
    const module = (await (await get('/modules/image/_payload.json')).json()) as {
      data: { module: Record<string, unknown> }
      html: string
    }
    expect(module.data.module).toMatchObject({ name: 'image' })
    expect(module.data.module).not.toHaveProperty('readme')
    expect(module.html).toContain('data-module-readme')
    expect(payload.html).toContain(/<h2 id="[^"]+"/.exec(page.body)![0])
    const html = await (await get(page.path)).text()
    expect(`<title>${escapeHtml(payload.title)}</title>`).toBe(/<title>.*?<\/title>/.exec(html)![0])
    expect(payload.html).toContain('<h1')
    expect(payload.html).not.toContain('<html')
    expect(payload.header).toContain('data-header')
    expect(payload.lang).toBe('en')
    expect(payload.buildId).toMatch(/^[0-9a-f]{12}$/)
  })

  it('answers a redirect as {redirect} and a missing page with the error payload and its status', async () => {
    // a docs folder answers with its first page (a rule the build made from the navigation)
    const [folder, rule] = Object.entries(BUILD.routeRules).find(
      ([from, { redirect }]) => redirect && from.startsWith('/docs/4.x/') && !from.includes('*')
    )!
    expect(await (await get(`${folder}/_payload.json`)).json()).toEqual({ redirect: rule.redirect })
    const missing = await get('/no/such/_payload.json')
    expect(missing.status).toBe(404)
    const payload = (await missing.json()) as { data: { route: string; message: string } }
    expect(payload.data).toMatchObject({ route: 'error', message: 'Page not found: /no/such' })
  })

  it('serves the home page payload', async () => {
    const payload = (await (await get('/_payload.json')).json()) as { title: string }
    expect(payload.title).toBe('Aster: The Intuitive Web Framework')
  })
})

describe('header chrome', () => {
  afterEach(async () => {
    await env.SEARCH.delete('release:info')
    resetReleaseCache()
    vi.restoreAllMocks()
  })

  it('shows major.minor of the release from KV and the compact stars of /api/stats', async () => {
    await env.SEARCH.put('release:info', JSON.stringify({ version: '4.3.1' }))
    resetReleaseCache()
    const html = await (await get('/docs/4.x/getting-started/installation')).text()
    expect(html).toMatch(/data-release-badge="">v(<!-- -->)?4.3<\/a>/)
    const { stars } = (await (await get('/api/stats')).json()) as { stars: number }
    expect(stars).toBe(21436)
    expect(html).toContain('data-github-stars="">21.4K<')
  })

  it("falls back to the configured version, and '...' stars while no figure is known", async () => {
    const html = await (await get('/')).text()
    expect(html).toMatch(/data-release-badge="">v(<!-- -->)?4.2<\/a>/)
    const saved = await env.DB.prepare('SELECT * FROM framework_stats').all()
    await env.DB.prepare('DELETE FROM framework_stats').run()
    resetReleaseCache()
    try {
      expect(await (await get('/')).text()).toContain('data-github-stars="">...<')
    } finally {
      for (const row of saved.results as {
        npm: string
        repo: string
        downloads: number
        stars: number
        stats_updated_at: string | null
      }[]) {
        await env.DB.prepare(
          'INSERT INTO framework_stats (npm, repo, downloads, stars, stats_updated_at) VALUES (?, ?, ?, ?, ?)'
        )
          .bind(row.npm, row.repo, row.downloads, row.stars, row.stats_updated_at)
          .run()
      }
    }
  })

  it('labels the header navigation in the page language', async () => {
    expect(await (await get('/')).text()).toContain('aria-label="Main" data-header-nav=""')
    const zh = await SELF.fetch('http://localhost/zh')
    expect(await zh.text()).toContain('aria-label="主导航" data-header-nav=""')
  })

  it('shows the version badge (in its version’s colour) and select only on /docs pages', async () => {
    // spec 3 tagColor: v4 primary (green), v3 neutral (slate)
    expect(await (await get('/docs/3.x/guide/concepts/rendering')).text()).toMatch(
      /<span class="[^"]*bg-slate-100[^"]*" data-version-badge="" data-color="neutral">v3</
    )
    expect(await (await get('/docs/4.x/guide/concepts/rendering')).text()).toMatch(
      /<span class="[^"]*bg-green-100[^"]*" data-version-badge="" data-color="primary">v4</
    )
    expect(await (await get('/')).text()).not.toContain('data-version-badge')
  })

  it('refreshes release info from the configured GitHub API, keeping the old value on failure', async () => {
    const calls: string[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input)
      calls.push(url)
      if (url.endsWith('/releases/latest')) return Response.json({ tag_name: 'v4.3.0' })
      return new Response('not found', { status: 404 })
    })
    expect(await refreshReleaseInfo({ ...env, GITHUB_API_URL: 'http://fake-github.test' })).toBe(
      '4.3.0'
    )
    expect(calls).toEqual(['http://fake-github.test/repos/aster-framework/aster/releases/latest'])
    expect(await env.SEARCH.get('release:info', 'json')).toMatchObject({ version: '4.3.0' })

    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response('rate limited', { status: 403 })
    )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(
      await refreshReleaseInfo({ ...env, GITHUB_API_URL: 'http://fake-github.test' })
    ).toBeUndefined()
    expect(await env.SEARCH.get('release:info', 'json')).toMatchObject({ version: '4.3.0' })
  })

  it('refreshes the release info from the Cron trigger, and the header shows it', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url === 'http://fake-github.test/repos/aster-framework/aster/releases/latest')
        return Response.json({ tag_name: 'v4.7.2' })
      if (url === 'http://fake-github.test/repos/aster-framework/aster')
        return Response.json({ stargazers_count: 4321 })
      return new Response('not found', { status: 404 })
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await runCron({
      ...env,
      GITHUB_API_URL: 'http://fake-github.test',
      NPM_API_URL: 'http://fake-npm.test',
    })
    expect(await env.SEARCH.get('release:info', 'json')).toMatchObject({ version: '4.7.2' })
    vi.restoreAllMocks()
    resetReleaseCache()
    const html = await (await get('/')).text()
    expect(html).toMatch(/data-release-badge="">v(<!-- -->)?4.7<\/a>/)
    // one star figure: the cron's refresh of framework_stats, also served by /api/stats
    expect(html).toContain('data-github-stars="">4.3K<')
  })
})

describe('locale', () => {
  it('switches to Chinese with ?lang= (the Chinese URL, the choice kept in a cookie) and renders translated strings', async () => {
    const switched = await get('/docs/4.x/getting-started/installation?lang=zh-CN')
    expect(switched.status).toBe(302)
    expect(switched.headers.get('location')).toBe('/zh/docs/4.x/getting-started/installation')
    const cookie = switched.headers.get('set-cookie')!
    expect(cookie).toContain('aster-locale=zh-CN')
    const html = await (await get('/zh/docs/4.x/getting-started/installation')).text()
    expect(html).toContain('<html lang="zh-CN"')
    for (const text of [
      '本页内容',
      '编辑此页',
      '文档',
      '集成',
      '资源',
      '企业',
      '博客',
      '订阅我们的时事通讯',
      '保持最新的新版本和功能，指南和社区更新。',
    ])
      expect(html).toContain(text)
    expect(html).not.toContain('>On this page<')
  })

  it('ignores an unknown language and a hostile cookie', async () => {
    const response = await get('/?lang=xx')
    expect(response.status).toBe(302)
    expect(response.headers.get('set-cookie')).toBeNull()
    const html = await (await get('/', { headers: { cookie: 'aster-locale=<script>' } })).text()
    expect(html).toContain('<html lang="en"')
  })
})

describe('errors', () => {
  it('gives bots the status and a minimal body, no error page', async () => {
    const response = await get('/no/such/page', {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    })
    expect(response.status).toBe(404)
    const body = await response.text()
    expect(body).toBe('404 Not Found')
  })

  it('renders the error page in Chinese for a Chinese visitor', async () => {
    const html = await (await get('/zh/nope')).text()
    expect(html).toContain('<html lang="zh-CN"')
    expect(html).toContain('页面未找到')
    expect(html).toContain('Page not found: /nope')
  })
})
