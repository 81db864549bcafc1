import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { MODULE_CATEGORIES } from '../../src/shared/modules/categories'
import { filterModules, parseModuleQuery } from '../../src/shared/modules/filter'
import type { ModuleDetail, ModulesStats, ModuleSummary } from '../../src/shared/modules/types'

const get = (path: string, init?: RequestInit) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init })
const list = async () =>
  (await (await get('/api/modules')).json()) as { modules: ModuleSummary[]; stats: ModulesStats }
/** The npm names of the cards rendered in a directory page, in order. */
const cardNames = (html: string) =>
  [...html.matchAll(/data-module-card="([^"]+)"/g)].map((match) => match[1]!)

describe('GET /api/modules', () => {
  it('answers {modules, stats} with every module (no README) and global stats', async () => {
    const response = await get('/api/modules')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const { modules, stats } = (await response.json()) as {
      modules: ModuleSummary[]
      stats: ModulesStats
    }
    expect(modules.length).toBeGreaterThanOrEqual(60)
    expect(Object.keys(modules[0]!).sort()).toEqual([
      'category',
      'description',
      'icon',
      'name',
      'npm',
      'repo',
      'sponsor',
      'stats',
      'type',
    ])
    expect(Object.keys(modules[0]!.stats).sort()).toEqual([
      'createdAt',
      'downloads',
      'publishedAt',
      'stars',
    ])
    expect(new Set(modules.map((m) => m.category))).toEqual(new Set(MODULE_CATEGORIES))
    expect(modules.filter((m) => m.sponsor).length).toBeGreaterThanOrEqual(3)
    expect(modules.filter((m) => m.type === 'official').length).toBeGreaterThanOrEqual(3)
    expect(modules.every((m) => m.category !== 'Official' || m.type === 'official')).toBe(true)
    expect(stats.modules).toBe(modules.length)
    expect(stats.maintainers).toBeGreaterThan(10)
    expect(stats.contributors).toBeGreaterThan(stats.maintainers)
    expect(stats.downloads).toBeGreaterThan(0)
    expect(stats.stars).toBeGreaterThan(0)
  })

  it('sends cache headers and an ETag, answers 304 for a matching If-None-Match, and serves edge-cache hits', async () => {
    const first = await get('/api/modules')
    await first.arrayBuffer()
    expect(first.headers.get('cache-control')).toBe('public, max-age=300, s-maxage=86400')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/"[0-9a-f]{12}-[0-9a-z]+"$/)
    const second = await get('/api/modules')
    await second.arrayBuffer()
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('etag')).toBe(etag)
    const notModified = await get('/api/modules', { headers: { 'if-none-match': etag! } })
    expect(notModified.status).toBe(304)
    expect(await notModified.text()).toBe('')
  })

  it('keys the edge cache by path and version only: a query string or another spelling of the path is a hit', async () => {
    const hit = async (path: string) => {
      const response = await get(path)
      await response.arrayBuffer()
      expect(response.status, path).toBe(200)
      return response.headers.get('x-cache')
    }
    await hit('/api/modules')
    expect(await hit(`/api/modules?x=${crypto.randomUUID()}`)).toBe('HIT')
    await hit('/api/modules/@aster/image')
    for (const path of [
      '/api/modules/%40aster%2Fimage',
      '/api/modules/@aster%2fimage?utm_source=x',
    ])
      expect(await hit(path), path).toBe('HIT')
    await hit('/api/modules/image')
    expect(await hit('/api/modules/%69mage')).toBe('HIT')
    // a dot segment hidden behind %2F is never mistaken for another path's entry
    await hit('/api/stats')
    const dots = await get('/api/modules/..%2Fstats')
    expect(dots.status).toBe(404)
    await dots.body?.cancel()
  })
})

describe('GET /api/stats', () => {
  it('answers {maintainers, contributors, modules, downloads, stars}, cached like the list', async () => {
    const response = await get('/api/stats')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('max-age=300')
    const stats = (await response.json()) as ModulesStats
    expect(Object.keys(stats).sort()).toEqual([
      'contributors',
      'downloads',
      'maintainers',
      'modules',
      'stars',
    ])
    expect(stats).toEqual((await list()).stats)
  })
})

describe('GET /api/modules/<name>', () => {
  it('answers one module with maintainers, compatibility and its rendered README', async () => {
    const response = await get('/api/modules/image')
    expect(response.status).toBe(200)
    const module = (await response.json()) as ModuleDetail
    expect(module).toMatchObject({
      name: 'image',
      npm: '@aster/image',
      category: 'Images',
      type: 'official',
      repo: 'aster-framework/image',
    })
    expect(module.maintainers[0]).toMatchObject({
      github: expect.any(String),
      avatar: expect.stringMatching(/^\/assets\/avatars\/[a-z0-9-]+\.svg$/),
    })
    expect(module.compatibility.aster).toMatch(/^>=/)
    expect(module.readme).toContain('<h2 id="installation">')
    expect(module.readme).toContain(
      'href="https://github.com/aster-framework/image/blob/main/CONTRIBUTING.md"'
    )
    expect(response.headers.get('etag')).toBeTruthy()
  })

  it.each([
    ['@aster/image', '/api/modules/@aster/image'],
    ['@aster/image', '/api/modules/%40aster%2Fimage'],
    ['aster-seo-kit', '/api/modules/aster-seo-kit'],
  ])('finds %s by its npm name, scoped, raw or URL-encoded: %s', async (npm, path) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(((await response.json()) as ModuleDetail).npm).toBe(npm)
  })

  it.each(['/api/modules/nope', '/api/modules/%3Cscript%3E', "/api/modules/x'%20OR%201=1"])(
    'answers an unknown module with 404 JSON {error}, never cached: %s',
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      const body = (await response.json()) as { error: string }
      expect(body.error).toMatch(/^no module named/)
      expect(response.headers.get('x-cache')).toBeNull()
    }
  )
})

describe('/modules (server-side filtering from the URL)', () => {
  it('renders the first 18 cards in the default order: sponsored, then official', async () => {
    const response = await get('/modules')
    expect(response.status).toBe(200)
    const html = await response.text()
    const { modules } = await list()
    const expected = filterModules(modules, { q: '' })
      .slice(0, 18)
      .map((m) => m.name)
    expect(cardNames(html)).toEqual(expected)
    const sponsored = modules.filter((m) => m.sponsor).length
    expect(
      expected.slice(0, sponsored).every((name) => modules.find((m) => m.name === name)!.sponsor)
    ).toBe(true)
    expect(html).toContain('data-island="ModulesDirectory"')
    expect(html).toContain('data-badge="sponsor"')
    expect(html).toContain('>Sponsor<')
    expect(html).toContain('>Official<')
    expect(html).toMatch(/data-copy-install="npm i [^"]+"/)
    expect(html).toMatch(/Updated \d+ (minute|hour|day|week|month|year)s? ago|Updated just now/)
    expect(html).toContain('href="/modules?page=2"')
  })

  it('renders the list a shared URL asks for, the same as the shared filter', async () => {
    const { modules } = await list()
    for (const search of [
      '?q=image',
      '?category=SEO',
      '?category=Official',
      '?sortBy=stars&orderBy=asc',
      '?q=aster&category=UI&sortBy=createdAt',
      '?page=2',
    ]) {
      const response = await get(`/modules${search}`)
      expect(response.status, search).toBe(200)
      const html = await response.text()
      const params = new URLSearchParams(search)
      const page = Number(params.get('page') ?? 1)
      const expected = filterModules(modules, parseModuleQuery(params))
        .slice(0, 18 + (page - 1) * 9)
        .map((m) => m.name)
      expect(expected.length, search).toBeGreaterThan(0)
      expect(cardNames(html), search).toEqual(expected)
    }
  })

  it('fills the form with the query so the page works without JavaScript', async () => {
    const html = await (await get('/modules?q=seo&category=SEO&sortBy=stars&orderBy=asc')).text()
    expect(html).toMatch(/<form [^>]*action="\/modules" method="get"/)
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="seo"/)
    expect(html).toMatch(/<option value="SEO" selected="">/)
    expect(html).toMatch(/<option value="stars" selected="">/)
    expect(html).toMatch(/<option value="asc" selected="">/)
  })

  it('shows the empty state with a clear-filters link', async () => {
    const html = await (await get('/modules?q=zzzz-no-such-module&sortBy=stars')).text()
    expect(cardNames(html)).toEqual([])
    expect(html).toContain('data-modules-empty')
    expect(html).toContain('No module found')
    expect(html).toMatch(/<a href="\/modules\?sortBy=stars"[^>]*data-modules-clear/)
  })

  it('escapes a hostile search text and special characters', async () => {
    for (const q of [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      'c++',
      '(',
      '.*',
      '\\',
      '%',
    ]) {
      const response = await get(`/modules?q=${encodeURIComponent(q)}`)
      expect(response.status, q).toBe(200)
      const html = await response.text()
      expect(html, q).not.toContain('<script>alert(1)</script>')
      expect(html, q).not.toContain('<img src=x onerror')
    }
  })
})

describe('/modules/<name>', () => {
  it('renders the breadcrumb, stats, links, maintainers, compatibility and the README', async () => {
    const response = await get('/modules/seo-kit')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<title>aster-seo-kit · Aster<\/title>/)
    expect(html).toMatch(
      /<a[^>]*href="\/modules"[^>]*>Modules<\/a>.*<a[^>]*href="\/modules\?category=SEO"[^>]*>SEO<\/a>.*aria-current="page"[^>]*>aster-seo-kit</s
    )
    expect(html).toContain('data-badge="sponsor"')
    expect(html).toContain('href="https://github.com/seo-kit/aster-seo-kit"')
    expect(html).toContain('href="https://www.npmjs.com/package/aster-seo-kit"')
    expect(html).toContain('href="https://seokit.example"')
    expect(html).toContain('src="/assets/avatars/lenamarchetti.svg"')
    expect(html).toMatch(/Compatible with Aster &gt;=3\.6\.0\./)
    expect(html).toContain('data-island="CopyInstallButton"')
    expect(html).toContain('href="https://github.com/seo-kit/aster-seo-kit/blob/main/examples/"')
    expect(html).toContain('href="#options"')
  })

  it('answers an unknown module with the 404 page', async () => {
    const response = await get('/modules/no-such-module')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('Page not found: /modules/no-such-module')
    expect(html).toContain('Back to home')
  })

  it('fails the route validity check for a path that cannot name a module', async () => {
    const html = await (await get('/modules/Not_A_Name?ref=x')).text()
    expect(html).toContain('Page Not Found: /modules/Not_A_Name?ref=x')
    for (const path of ['/modules/Not%20A%20Name', '/modules/a/b/c', '/modules/.hidden']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain('Page Not Found: /modules/')
      expect(html, path).toContain('Back to home')
    }
  })
})

describe('redirects to the canonical URL (never a 500)', () => {
  it.each<[string, 301 | 302, string]>([
    // unknown or non-canonical filter values
    ['/modules?sortBy=bogus', 302, '/modules'],
    ['/modules?orderBy=sideways&q=image', 302, '/modules?q=image'],
    ['/modules?category=nope&sortBy=stars', 302, '/modules?sortBy=stars'],
    ['/modules?category=seo', 302, '/modules?category=SEO'],
    ['/modules?q=&category=&sortBy=&orderBy=', 302, '/modules'],
    ['/modules?page=0', 302, '/modules'],
    ['/modules?page=abc&utm_source=x', 302, '/modules?utm_source=x'],
    ['/modules?sortBy=%E0%A4%A', 302, '/modules'],
    // an npm name or a trailing slash (the query string is kept)
    ['/modules/@aster/image', 301, '/modules/image'],
    ['/modules/%40aster%2Fimage', 301, '/modules/image'],
    ['/modules/image/', 301, '/modules/image'],
    ['/modules/', 301, '/modules'],
    ['/modules/@aster/image?utm_source=x&ref=a%20b', 301, '/modules/image?utm_source=x&ref=a%20b'],
    ['/modules/image/?utm_source=x', 301, '/modules/image?utm_source=x'],
    ['/modules/?q=seo', 301, '/modules?q=seo'],
  ])('%s → %i %s', async (path, status, location) => {
    const response = await get(path)
    expect(response.status).toBe(status)
    expect(response.headers.get('location')).toBe(location)
    await response.body?.cancel()
  })
})

describe('modules in Chinese (zh-CN)', () => {
  it('renders the directory labels, compact numbers and relative dates in Chinese', async () => {
    const html = await (await get('/zh/modules?category=Images')).text()
    for (const text of ['搜索模块', '全部分类', '排序方式', '推荐', '官方', '个模块', '位维护者'])
      expect(html, text).toContain(text)
    // @aster/image has 1,560,400 monthly downloads
    expect(html).toMatch(/data-module-card="image"[\s\S]*?>156万</)
    expect(html).toMatch(/\d+ ?(分钟|小时|天|周|个月|年)前更新|刚刚更新/)
    expect(html).not.toContain('Monthly downloads')
  })

  it('renders the module page in Chinese', async () => {
    const html = await (await get('/zh/modules/image')).text()
    for (const text of [
      '维护者',
      '链接',
      '文档',
      '仓库',
      '兼容 Aster &gt;=3.0.0。',
      '复制安装命令',
    ])
      expect(html, text).toContain(text)
    expect(html).toMatch(/aria-current="page"[^>]*>@aster\/image</)
  })

  it('shows the empty state in Chinese', async () => {
    const html = await (await get('/zh/modules?q=zzzz-no-such-module')).text()
    expect(html).toContain('未找到模块')
    expect(html).toContain('清除筛选')
  })
})

describe('client navigation payloads of the modules pages', () => {
  it('filters the payload of a shared URL like the page', async () => {
    const response = await get('/modules/_payload.json?q=image&sortBy=stars')
    expect(response.status).toBe(200)
    const payload = (await response.json()) as { html: string; title: string }
    const { modules } = await list()
    expect(cardNames(payload.html)).toEqual(
      filterModules(modules, { q: 'image', sortBy: 'stars' })
        .slice(0, 18)
        .map((m) => m.name)
    )
  })

  it('answers a redirect for a non-canonical query and the 404 payload for an unknown module', async () => {
    expect(await (await get('/modules/_payload.json?sortBy=bogus&q=seo')).json()).toEqual({
      redirect: '/modules?q=seo',
    })
    const missing = await get('/modules/no-such-module/_payload.json')
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { html: string }).html).toContain(
      'Page not found: /modules/no-such-module'
    )
  })
})
