import { env, SELF } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readSearchResult, type SearchResultWire } from '../../src/shared/search/api'
import type { SearchManifest } from '../../src/shared/search/manifest'
import { isPathUnder } from '../../src/shared/routing/path'
import { createApp } from '../../worker/app'
import { getSearchRestoreStats, resetSearchIndexCache } from '../../worker/search/load-index'
import { BUILT_VERSIONS, docsPage, docsPages, SAMPLE_DOCS } from './content-sample'
import { putSearchIndex } from './search-kv'

const search = (query: string) => SELF.fetch(`http://localhost/api/search${query}`)
const results = async (query: string) => {
  const response = await search(query)
  expect(response.status).toBe(200)
  return ((await response.json()) as SearchResultWire[]).map(readSearchResult)
}

/** Bytes of `text` gzip, as a visitor downloads it. */
async function gzipBytes(text: string): Promise<number> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))
  return (await new Response(stream).arrayBuffer()).byteLength
}

describe('GET /api/search (real index from KV)', () => {
  it('answers sections of the 4.x docs with title, titles, path, anchor, group and a highlighted snippet', async () => {
    // a heading of a page of the build, searched by its words
    const page = await docsPage({ heading: true })
    const heading = page.toc.find((link) => link.depth === 2)!
    const found = await results(`?${new URLSearchParams({ q: heading.text, limit: '42' })}`)
    const hit = found.find((result) => result.id === `${page.path}#${heading.id}`)
    expect(hit, heading.text).toMatchObject({
      path: page.path,
      anchor: heading.id,
      title: heading.text,
      titles: [page.title],
      level: 2,
      group: 'docs',
    })
    expect(hit!.snippet).toMatch(/<mark>[^<]+<\/mark>/i)
    expect(
      found.every((result) => result.group === 'blog' || isPathUnder(result.path, '/docs/4.x'))
    ).toBe(true)
  })

  it('sends each result without what its id says, and 42 results within 4 KB gzip', async () => {
    const response = await search('?q=route%20middleware&limit=1')
    const [sent] = (await response.json()) as Record<string, unknown>[]
    expect(Object.keys(sent!).sort()).toEqual(['id', 'level', 'snippet', 'title', 'titles'])
    // broad queries (42 results), English and Chinese: the answer a visitor downloads
    for (const q of ['aster', 'What to notice', 'configuration options', '并把它部署上线 Aster']) {
      const text = await (await search(`?${new URLSearchParams({ q })}`)).text()
      // the sample docs answer each with 42; another corpus may hold fewer
      if (SAMPLE_DOCS) expect((JSON.parse(text) as unknown[]).length).toBe(42)
      expect(await gzipBytes(text), q).toBeLessThanOrEqual(4096)
    }
  })

  it.runIf(BUILT_VERSIONS.length > 1)(
    'searches the 3.x docs with version=3 and never returns 4.x pages',
    async () => {
      const [page] = await docsPages(BUILT_VERSIONS[1])
      const found = await results(
        `?${new URLSearchParams({ q: page!.title, version: String(BUILT_VERSIONS[1]!.major) })}`
      )
      expect(found[0]?.path).toMatch(/^\/docs\/3\.x\//)
      expect(found.some((result) => result.path.startsWith('/docs/4.x'))).toBe(false)
    }
  )

  it('includes the blog (group "blog") in every version', async () => {
    for (const version of ['3', '4']) {
      const found = await results(`?q=Typed%20Routes%20in%20Practice&version=${version}&limit=1`)
      expect(found).toEqual([
        expect.objectContaining({ id: '/blog/typed-routes', anchor: null, group: 'blog' }),
      ])
    }
  })

  // the sample's Chinese pages and translations
  it.runIf(SAMPLE_DOCS)('finds Chinese text with a Chinese query', async () => {
    const found = await results(`?q=${encodeURIComponent('中文社区')}`)
    expect(found[0]).toMatchObject({
      path: '/docs/4.x/community/chinese-community',
      title: '中文社区',
    })
    expect(found[0]!.snippet).toContain('<mark>')
  })

  it.runIf(SAMPLE_DOCS)(
    'searches the Chinese index with locale=zh-CN: translated pages in Chinese, the rest marked English',
    async () => {
      const found = await results(`?q=${encodeURIComponent('安装依赖')}&locale=zh-CN&limit=3`)
      expect(found[0]).toMatchObject({
        id: '/docs/4.x/getting-started/installation#install-dependencies',
        title: '安装依赖',
        titles: ['安装', '创建项目'],
      })
      expect(found[0]!.snippet).toContain('<mark>')
      // the English name of a translated page finds it; an untranslated page answers in English
      const [installation] = await results('?q=Installation&locale=zh-CN&limit=1')
      expect(installation).toMatchObject({
        id: '/docs/4.x/getting-started/installation',
        title: '安装',
      })
      const response = await search('?q=Deployment%20Presets&locale=zh-CN&limit=1')
      expect(await response.json()).toEqual([
        expect.objectContaining({ id: '/docs/4.x/api/configuration/presets', lang: 'en' }),
      ])
      // the English index never holds the translations
      expect((await results(`?q=${encodeURIComponent('安装依赖')}&locale=en`))[0]?.title).not.toBe(
        '安装依赖'
      )
    }
  )

  it('answers 400 for a language it does not have', async () => {
    const response = await search('?q=x&locale=fr')
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toBe(
      '"locale" must be en or zh-CN'
    )
  })

  it('escapes the section text before marking matches', async () => {
    const found = await results('?q=AsterLink&limit=5')
    for (const { snippet } of found) {
      expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/)
    }
  })

  it('limits the results: default and maximum 42', async () => {
    expect((await results('?q=a')).length).toBeLessThanOrEqual(42)
    expect(await results('?q=aster&limit=3')).toHaveLength(3)
    expect((await results('?q=aster')).length).toBe(42)
  })

  it('answers [] for an empty or blank query', async () => {
    expect(await results('')).toEqual([])
    expect(await results('?q=')).toEqual([])
    expect(await results('?q=%20%20&version=3')).toEqual([])
  })

  it.each([
    ['?q=x&version=5', '"version" must be 3 or 4'],
    ['?q=x&version=4.x', '"version" must be 3 or 4'],
    ['?q=x&limit=0', '"limit" must be a whole number from 1 to 42'],
    ['?q=x&limit=43', '"limit" must be a whole number from 1 to 42'],
    ['?q=x&limit=ten', '"limit" must be a whole number from 1 to 42'],
    ['?q=x&q=y', '"q" must be given once'],
    [`?q=${'x'.repeat(201)}`, '"q" must be at most 200 characters'],
  ])('answers 400 with a message for %s', async (query, message) => {
    const response = await search(query)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      statusCode: 400,
      statusMessage: 'Bad Request',
      message: message,
      error: message,
    })
  })
})

// The edge cache (caches.default) outlives a test: a test that must reach the index searches
// words no other test of this file searches, else an earlier answer would be a HIT.
describe('search index availability', () => {
  beforeEach(() => resetSearchIndexCache())
  afterEach(async () => {
    await putSearchIndex()
    resetSearchIndexCache()
  })

  it('answers 503 JSON when the manifest is missing, and pages keep working', async () => {
    await env.SEARCH.delete('search:manifest')
    const response = await search('?q=routing')
    expect(response.status).toBe(503)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect((await response.json()) as { error: string }).toEqual({
      statusCode: 503,
      statusMessage: 'Service Unavailable',
      message: expect.stringContaining('search:manifest'),
      error: expect.stringContaining('search:manifest'),
    })
    expect((await SELF.fetch(`http://localhost${(await docsPage()).path}`)).status).toBe(200)
  })

  it('answers 503 when the manifest is corrupt', async () => {
    await env.SEARCH.put('search:manifest', '{"hash": 1')
    expect((await search('?q=routing')).status).toBe(503)
    await env.SEARCH.put('search:manifest', JSON.stringify({ hash: 'nope' }))
    expect((await search('?q=routing')).status).toBe(503)
  })

  it('answers 503 when an index value is corrupt or missing, then recovers once it is back', async () => {
    const app = createApp()
    resetSearchIndexCache()
    const manifest = JSON.parse((await env.SEARCH.get('search:manifest'))!) as SearchManifest
    const entry = manifest.versions['4']
    // the meta value, then every term shard (a query reads the meta and the shard of its word)
    const cases = [
      { keys: [entry.meta], q: 'static%20zone' },
      { keys: entry.terms.map((shard) => shard.key), q: 'static%20layer' },
    ]
    // (each case searches its own words: an answer of the edge cache would hide the 503)
    for (const { keys, q } of cases) {
      for (const key of keys) await env.SEARCH.put(key, new Uint8Array([0x1f, 0x8b, 1, 2, 3]))
      resetSearchIndexCache()
      expect((await app.request(`/api/search?q=${q}`, {}, env)).status).toBe(503)
      for (const key of keys) await env.SEARCH.delete(key)
      resetSearchIndexCache()
      expect((await app.request(`/api/search?q=${q}`, {}, env)).status).toBe(503)
      await putSearchIndex()
      resetSearchIndexCache()
      expect((await app.request(`/api/search?q=${q}`, {}, env)).status).toBe(200)
    }
  })

  it('reads only the values a query touches, each once per isolate', async () => {
    const app = createApp()
    resetSearchIndexCache()
    const manifest = JSON.parse((await env.SEARCH.get('search:manifest'))!) as SearchManifest
    const entry = manifest.versions['4']
    const all = 1 + entry.terms.length + Object.keys(entry.words).length + entry.displayCount
    const before = getSearchRestoreStats().valuesRead
    const response = await app.request('/api/search?q=prerendering&limit=3', {}, env)
    expect(response.status).toBe(200)
    const read = getSearchRestoreStats().valuesRead - before
    expect(read).toBeGreaterThan(1)
    expect(read).toBeLessThan(all)
    // a second query over the same values reads nothing more from KV
    await app.request('/api/search?q=prerendering&limit=2', {}, env)
    expect(getSearchRestoreStats().valuesRead - before).toBe(read)
  })

  it('restores an index once per isolate: concurrent first requests share one restore', async () => {
    const app = createApp()
    resetSearchIndexCache()
    const before = getSearchRestoreStats().restores
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        app.request(`/api/search?q=routing${n % 2 ? '' : '%20middleware'}`, {}, env)
      )
    )
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200))
    expect(getSearchRestoreStats().restores - before).toBe(1)
    await app.request('/api/search?q=hydration', {}, env)
    expect(getSearchRestoreStats().restores - before).toBe(1)
    await app.request('/api/search?q=hydration&version=3', {}, env)
    expect(getSearchRestoreStats().restores - before).toBe(2)
  })
})

describe('answers kept per isolate and at the edge', () => {
  afterEach(async () => {
    vi.useRealTimers()
    await putSearchIndex()
    resetSearchIndexCache()
  })

  it('serves a repeated search from the edge cache, whatever extra parameters and blanks it carries', async () => {
    const app = createApp()
    resetSearchIndexCache()
    const first = await app.request('/api/search?q=route%20middleware&limit=5', {}, env)
    expect(first.headers.get('x-cache')).toBe('MISS')
    const again = await app.request(
      '/api/search?limit=5&q=%20route%20%20middleware%20&utm_source=x&_=12345',
      {},
      env
    )
    expect(again.status).toBe(200)
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(again.headers.get('cache-control')).toBe('public, max-age=60')
    expect(await again.json()).toEqual(await first.json())
    // another limit or version is another answer
    expect(
      (await app.request('/api/search?q=route%20middleware&limit=6', {}, env)).headers.get(
        'x-cache'
      )
    ).toBe('MISS')
    expect(
      (
        await app.request('/api/search?q=route%20middleware&limit=5&version=3', {}, env)
      ).headers.get('x-cache')
    ).toBe('MISS')
  })

  it('misses once the manifest names another index hash', async () => {
    const app = createApp()
    resetSearchIndexCache()
    expect(
      (await app.request('/api/search?q=server%20islands', {}, env)).headers.get('x-cache')
    ).toBe('MISS')
    expect(
      (await app.request('/api/search?q=server%20islands', {}, env)).headers.get('x-cache')
    ).toBe('HIT')
    // the same values under another index hash (a new build of the same content): a miss
    const manifest = JSON.parse((await env.SEARCH.get('search:manifest'))!) as SearchManifest
    const entry = manifest.versions['4']
    await env.SEARCH.put(
      'search:manifest',
      JSON.stringify({
        ...manifest,
        versions: { ...manifest.versions, 4: { ...entry, hash: 'f'.repeat(16) } },
      })
    )
    resetSearchIndexCache()
    const fresh = await app.request('/api/search?q=server%20islands', {}, env)
    expect(fresh.status).toBe(200)
    expect(fresh.headers.get('x-cache')).toBe('MISS')
  })

  it('reads the manifest from KV once a minute per isolate', async () => {
    const app = createApp()
    resetSearchIndexCache()
    vi.useFakeTimers({ toFake: ['Date'] })
    expect((await app.request('/api/search?q=routing', {}, env)).status).toBe(200)
    await env.SEARCH.delete('search:manifest')
    vi.advanceTimersByTime(59_000)
    expect((await app.request('/api/search?q=cookie', {}, env)).status).toBe(200)
    vi.advanceTimersByTime(2_000)
    expect((await app.request('/api/search?q=cookie', {}, env)).status).toBe(503)
  })
})

/** The props of the palette island in a page's HTML (React escapes attribute values). */
function readPaletteProps(html: string): {
  limit: number
  labels: Record<string, string>
  aiWidgetUrl: string
} {
  const match = /<aster-island data-island="SearchPalette" data-props="([^"]*)"/.exec(html)
  expect(match, 'the page holds the SearchPalette island').not.toBeNull()
  const unescaped = match![1]!
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
  return JSON.parse(unescaped) as {
    limit: number
    labels: Record<string, string>
    aiWidgetUrl: string
  }
}

describe('the palette on pages (spec 2: the error page holds a search palette with limit 42)', () => {
  it('puts the palette island with limit 42 and a search button on the 404 page', async () => {
    const response = await SELF.fetch('http://localhost/no/such/page')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(readPaletteProps(html)).toMatchObject({
      limit: 42,
      aiWidgetUrl: '',
      labels: { 'header.search': 'Search...', 'search.askAi': 'Ask AI' },
    })
    const main = html.slice(html.indexOf('data-page-region'), html.indexOf('</main>'))
    expect(main).toMatch(
      /<button type="button" data-search-open=""[^>]*data-error-search=""[^>]*>.*Search the site<\/button>/
    )
  })

  it('translates the palette of the Chinese error page', async () => {
    const html = await (await SELF.fetch('http://localhost/zh/nope')).text()
    expect(readPaletteProps(html)).toMatchObject({
      limit: 42,
      labels: { 'header.search': '搜索...', 'search.askAiAbout': '向 AI 询问“{term}”' },
    })
    expect(html).toContain('搜索本站</button>')
  })

  it('gives every page a header search button, but never the palette code itself', async () => {
    const html = await (
      await SELF.fetch('http://localhost/docs/4.x/getting-started/introduction')
    ).text()
    expect(readPaletteProps(html).limit).toBe(42)
    expect(html).toMatch(/<header[^]*data-search-open=""[^]*<\/header>/)
    // the island renders nothing on the server and its chunk is neither linked nor preloaded: it
    // loads on a search button's hover/focus/press or the first Meta+K, never on idle
    expect(html).toContain('data-hydrate="interaction"></aster-island>')
    expect(html).not.toMatch(/SearchPalette-[A-Z0-9]+\.js/)
  })
})

describe('GET /api/hosting', () => {
  it('lists the deploy collection without /deploy itself', async () => {
    const response = await SELF.fetch('http://localhost/api/hosting')
    expect(response.status).toBe(200)
    const providers = (await response.json()) as { title: string; path: string }[]
    expect(providers.length).toBeGreaterThan(5)
    expect(providers.some((provider) => provider.path === '/deploy')).toBe(false)
    expect(
      providers.every((provider) => provider.path.startsWith('/deploy/') && provider.title)
    ).toBe(true)
    expect(providers.map((provider) => provider.title)).toContain('Cloudflare')
  })
})
