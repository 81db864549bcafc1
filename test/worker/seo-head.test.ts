import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { ROUTES, type RouteId } from '../../src/shared/routing/routes'

/*
 * Head tags of every page kind of the route table (title, description, canonical, hreflang, Open
 * Graph, Twitter card, JSON-LD), the Open Graph images, and X-Robots-Tag on what is never indexed.
 */

const ORIGIN = env.SITE_URL.replace(/\/$/, '')
const get = (path: string, init: RequestInit = {}) =>
  SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init })

/** Sample pages per route id; a route added to the table without samples fails the table test. */
const SAMPLES: Record<RouteId, { path: string; title: string; type: string; ld: string[] }[]> = {
  docs: [
    {
      path: '/docs/4.x/getting-started/introduction',
      title: 'Introduction · Get Started with Aster v4',
      type: 'article',
      ld: ['TechArticle', 'BreadcrumbList'],
    },
    {
      path: '/docs/3.x/getting-started/introduction',
      title: 'Introduction · Get Started with Aster v3',
      type: 'article',
      ld: ['TechArticle', 'BreadcrumbList'],
    },
  ],
  modules: [{ path: '/modules', title: 'Modules · Aster', type: 'website', ld: ['WebPage'] }],
  module: [
    { path: '/modules/image', title: '@aster/image · Aster', type: 'website', ld: ['WebPage'] },
  ],
  templates: [{ path: '/templates', title: 'Templates · Aster', type: 'website', ld: ['WebPage'] }],
  showcase: [{ path: '/showcase', title: 'Showcase · Aster', type: 'website', ld: ['WebPage'] }],
  team: [{ path: '/team', title: 'The Team · Aster', type: 'website', ld: ['WebPage'] }],
  'video-courses': [
    { path: '/video-courses', title: 'Video Courses · Aster', type: 'website', ld: ['WebPage'] },
  ],
  'design-kit': [
    { path: '/design-kit', title: 'Design Kit · Aster', type: 'website', ld: ['WebPage'] },
  ],
  newsletter: [
    { path: '/newsletter', title: 'Aster Newsletter · Aster', type: 'website', ld: ['WebPage'] },
  ],
  /** Never indexed (a mail's link, the admin area): see the X-Robots-Tag tests. */
  unsubscribe: [],
  admin: [],
  'admin-login': [],
  home: [
    {
      path: '/',
      title: 'Aster: The Intuitive Web Framework',
      type: 'website',
      ld: ['Organization', 'WebSite'],
    },
  ],
  blog: [{ path: '/blog', title: 'Blog · Aster', type: 'website', ld: ['WebPage'] }],
  'blog-post': [
    {
      path: '/blog/aster-4',
      title: 'Announcing Aster 4.0 · Aster',
      type: 'article',
      ld: ['BlogPosting'],
    },
  ],
  deploy: [{ path: '/deploy', title: 'Deploy Aster · Aster', type: 'website', ld: ['WebPage'] }],
  'deploy-guide': [
    { path: '/deploy/cloudflare', title: 'Cloudflare · Aster', type: 'website', ld: ['WebPage'] },
  ],
  support: [
    {
      path: '/enterprise/support',
      title: 'Aster Support · Aster',
      type: 'website',
      ld: ['WebPage'],
    },
  ],
  agencies: [
    { path: '/enterprise/agencies', title: 'Agencies · Aster', type: 'website', ld: ['WebPage'] },
  ],
  agency: [
    {
      path: '/enterprise/agencies/sabi-studio',
      title: 'Sabi Studio · Aster',
      type: 'website',
      ld: ['WebPage'],
    },
  ],
  sponsors: [
    { path: '/enterprise/sponsors', title: 'Sponsors · Aster', type: 'website', ld: ['WebPage'] },
  ],
  jobs: [
    { path: '/enterprise/jobs', title: 'Aster Jobs · Aster', type: 'website', ld: ['WebPage'] },
  ],
  enterprise: [
    {
      path: '/enterprise',
      title: 'Aster for Enterprise · Aster',
      type: 'website',
      ld: ['WebPage'],
    },
  ],
  'newsletter-issue': [
    {
      path: '/newsletter/issue-23',
      title:
        'Streaming in production, a faster upgrade path and the last meetups of the year · Aster',
      type: 'website',
      ld: ['WebPage'],
    },
  ],
  /** Every landing and support page has a route of its own now: the catch-all serves new ones. */
  content: [],
}

const attr = (tag: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`)
    .exec(tag)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")

/** The head's tags as maps: meta by name/property, links by rel (+hreflang), JSON-LD types. */
function readHead(html: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1]!
  const meta = new Map<string, string[]>()
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const key = attr(tag, 'property') ?? attr(tag, 'name')
    if (key) meta.set(key, [...(meta.get(key) ?? []), attr(tag, 'content') ?? ''])
  }
  const links = [...head.matchAll(/<link [^>]*>/g)].map(([tag]) => ({
    rel: attr(tag, 'rel'),
    hreflang: attr(tag, 'hrefLang'),
    href: attr(tag, 'href'),
  }))
  const ld = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as { '@type': string }
  )
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1]?.replace(/&#x27;/g, "'"),
    meta,
    links,
    ld,
  }
}

describe('head tags of every route kind', () => {
  it('has samples for every route of the route table', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(ROUTES.map((route) => route.id).sort())
  })

  for (const [route, samples] of Object.entries(SAMPLES)) {
    for (const sample of samples) {
      it(`${route} ${sample.path}`, async () => {
        const response = await get(sample.path)
        expect(response.status).toBe(200)
        expect(response.headers.get('x-robots-tag')).toBeNull()
        const head = readHead(await response.text())
        const canonical = sample.path === '/' ? `${ORIGIN}/` : `${ORIGIN}${sample.path}`
        expect(head.title).toBe(sample.title)
        expect(head.meta.get('description')?.[0]).toBeTruthy()
        expect(head.meta.has('robots')).toBe(false)
        expect(head.links.filter((link) => link.rel === 'canonical')).toEqual([
          { rel: 'canonical', hreflang: undefined, href: canonical },
        ])
        const zhCanonical = sample.path === '/' ? `${ORIGIN}/zh` : `${ORIGIN}/zh${sample.path}`
        const pairs = [
          ['en', canonical],
          ['zh-CN', zhCanonical],
          ['x-default', canonical],
        ]
        const hreflang = head.links.filter((link) => link.hreflang)
        expect(hreflang.map((link) => [link.hreflang, link.href])).toEqual(pairs)
        const og = (key: string) => head.meta.get(key)?.[0]
        expect(og('og:title')).toBeTruthy()
        expect(og('og:description')).toBe(head.meta.get('description')?.[0])
        expect(og('og:url')).toBe(canonical)
        expect(og('og:type')).toBe(sample.type)
        expect(og('og:site_name')).toBe('Aster')
        const image = og('og:image')!
        expect(image).toMatch(new RegExp(`^${ORIGIN}/og/.+\\.png$`))
        expect([og('og:image:width'), og('og:image:height')]).toEqual(['1200', '630'])
        expect(og('twitter:card')).toBe('summary_large_image')
        expect(og('twitter:title')).toBe(og('og:title'))
        expect(og('twitter:image')).toBe(image)
        expect(head.ld.map((item) => item['@type'])).toEqual(sample.ld)
        expect(og('og:locale')).toBe('en_US')
        expect(head.meta.get('og:locale:alternate')).toEqual(['zh_CN'])
        // the image the page announces exists
        const png = await get(image.slice(ORIGIN.length))
        expect(png.status).toBe(200)
        expect(png.headers.get('content-type')).toBe('image/png')
        await png.arrayBuffer()

        // the Chinese page: its own canonical URL, the same (reciprocal) pairs, its own card
        const zh = await get(new URL(zhCanonical).pathname)
        expect(zh.status).toBe(200)
        const zhHead = readHead(await zh.text())
        expect(zhHead.links.filter((link) => link.rel === 'canonical')).toEqual([
          { rel: 'canonical', hreflang: undefined, href: zhCanonical },
        ])
        const zhPairs = zhHead.links.filter((link) => link.hreflang)
        expect(zhPairs.map((link) => [link.hreflang, link.href])).toEqual(pairs)
        const zhOg = (key: string) => zhHead.meta.get(key)?.[0]
        expect(zhOg('og:url')).toBe(zhCanonical)
        expect(zhOg('og:locale')).toBe('zh_CN')
        expect(zhHead.meta.get('og:locale:alternate')).toEqual(['en_US'])
        expect(zhOg('og:image')).toMatch(new RegExp(`^${ORIGIN}/zh/og/.+\\.png$`))
        expect(zhHead.ld.map((item) => item['@type'])).toEqual(sample.ld)
      })
    }
  }

  it('a blog article carries its dates, authors and tags', async () => {
    const head = readHead(await (await get('/blog/aster-4')).text())
    expect(head.meta.get('article:published_time')).toEqual(['2025-06-12'])
    expect(head.meta.get('article:author')?.length).toBeGreaterThan(0)
    expect(head.meta.get('article:section')).toEqual(['Release'])
    const posting = head.ld[0] as Record<string, any>
    expect(posting.datePublished).toBe('2025-06-12')
    expect(posting.author[0]['@type']).toBe('Person')
  })

  it('a docs page links its other version and its breadcrumb', async () => {
    const head = readHead(await (await get('/docs/4.x/getting-started/introduction')).text())
    expect(head.links).toContainEqual({
      rel: 'alternate',
      hreflang: undefined,
      href: `${ORIGIN}/docs/3.x/getting-started/introduction`,
    })
    const crumbs = head.ld[1] as unknown as { itemListElement: { name: string; item: string }[] }
    expect(crumbs.itemListElement.at(-1)).toMatchObject({
      name: 'Introduction',
      item: `${ORIGIN}/docs/4.x/getting-started/introduction`,
    })
  })

  it('the canonical of a non-canonical spelling is the normalised URL', async () => {
    const head = readHead(await (await get('/enterprise?utm_source=x')).text())
    expect(head.links.find((link) => link.rel === 'canonical')?.href).toBe(`${ORIGIN}/enterprise`)
  })
})

describe('Open Graph images', () => {
  /** Width and height from a PNG's IHDR, after checking the signature. */
  function pngSize(bytes: Uint8Array) {
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe('IHDR')
    const view = new DataView(bytes.buffer, bytes.byteOffset)
    return { width: view.getUint32(16), height: view.getUint32(20) }
  }

  it('draws a 1200×630 PNG under 100 KB per page, and a default', async () => {
    for (const path of [
      '/og/docs/4.x/getting-started/introduction.png',
      '/og/blog/aster-4.png',
      '/og/index.png',
      '/og/default.png',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control')).toContain('max-age')
      const bytes = new Uint8Array(await response.arrayBuffer())
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 })
      expect(bytes.length).toBeLessThan(100 * 1024)
    }
  })

  it('different pages get different images; a path that is no page is a 404', async () => {
    const a = new Uint8Array(await (await get('/og/blog/aster-4.png')).arrayBuffer())
    const b = new Uint8Array(await (await get('/og/modules/image.png')).arrayBuffer())
    expect(a).not.toEqual(b)
    expect((await get('/og/no/such/page.png')).status).toBe(404)
    expect((await get('/og/docs.png')).status).toBe(404) // a redirect has no image
  })
})

describe('X-Robots-Tag', () => {
  it('is noindex on error pages, the admin area, payloads and API answers (search too)', async () => {
    for (const path of [
      '/blog/_payload.json',
      '/no/such/page',
      '/api/search?q=routing&version=4',
      '/api/modules',
      '/admin',
      '/newsletter/unsubscribe',
    ]) {
      const response = await get(path)
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow')
      await response.arrayBuffer()
    }
    const error = await (await get('/no/such/page')).text()
    expect(error).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(error).not.toContain('rel="canonical"')
  })

  it('is absent on indexable pages and files', async () => {
    for (const path of ['/', '/sitemap.xml', '/robots.txt', '/blog/rss.xml']) {
      const response = await get(path)
      expect(response.headers.get('x-robots-tag'), path).toBeNull()
      await response.arrayBuffer()
    }
  })
})
