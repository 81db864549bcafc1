import { createExecutionContext, env, SELF } from 'cloudflare:test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { createApp } from '../../worker/app'
import { BUILD } from '../../worker/build-manifest'
import { BUILT_VERSIONS, docsPage, docsPages, SAMPLE_DOCS } from './content-sample'

/*
 * The files of crawlers, feed readers and AI tools, through the public surface: robots.txt per
 * `indexable`, the sitemap (expected URLs, none of the excluded ones, valid fields), the blog
 * feeds parsed by a real XML parser, llms.txt / llms-full.txt and `<page>.md`.
 */

const ORIGIN = env.SITE_URL.replace(/\/$/, '')
const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' })
const app = createApp()
const withVars = (path: string, vars: Record<string, string>) =>
  app.request(path, {}, { ...env, ...vars }, createExecutionContext())
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'item', 'entry', 'sitemap', 'dc:creator', 'author'].includes(name),
})

/** Parses XML after checking it is well-formed. */
function parseXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true)
  return parser.parse(text)
}

async function sitemapUrls(response: Response) {
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toContain('application/xml')
  const xml = parseXml(await response.text())
  expect(xml.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  return xml.urlset.url as { loc: string; lastmod?: string; priority: number }[]
}

describe('robots.txt', () => {
  it('allows all but admin and APIs when indexable, and points at the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Disallow: \/admin$/m)
    expect(text).toMatch(/^Disallow: \/api$/m)
    expect(text).toMatch(/^Allow: \/$/m)
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    expect(text).not.toMatch(/^Disallow: \/$/m)
  })

  it('disallows everything on a preview (indexable false), and the sitemap is gone', async () => {
    const text = await (await withVars('/robots.txt', { SITE_INDEXABLE: 'false' })).text()
    expect(text).toBe(
      'User-agent: *\nContent-Signal: search=no, ai-input=no, ai-train=no\nDisallow: /\n'
    )
    expect((await withVars('/sitemap.xml', { SITE_INDEXABLE: 'false' })).status).toBe(404)
    const page = await withVars((await docsPage()).path, {
      SITE_INDEXABLE: 'false',
    })
    expect(page.status).toBe(200)
    expect(page.headers.get('x-robots-tag')).toContain('noindex')
    expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow"/>')
  })
})

describe('sitemap.xml', () => {
  it('lists every kind of indexable page with absolute URLs', async () => {
    const urls = await sitemapUrls(await get('/sitemap.xml'))
    const locs = urls.map((url) => url.loc)
    for (const path of [
      '/',
      '/blog',
      '/blog/aster-4',
      '/modules',
      '/modules/image',
      '/deploy',
      '/deploy/cloudflare',
      '/enterprise',
      '/enterprise/sponsors',
      '/enterprise/support',
      '/team',
      '/newsletter',
      '/newsletter/issue-23',
    ]) {
      expect(locs, path).toContain(path === '/' ? `${ORIGIN}/` : `${ORIGIN}${path}`)
    }
    // every docs page of every version the build has
    for (const version of BUILT_VERSIONS)
      for (const page of await docsPages(version)) expect(locs).toContain(`${ORIGIN}${page.path}`)
    expect(new Set(locs).size).toBe(locs.length)
    for (const url of urls) {
      expect(url.loc.startsWith(`${ORIGIN}/`), url.loc).toBe(true)
      expect(url.priority).toBeGreaterThanOrEqual(0)
      expect(url.priority).toBeLessThanOrEqual(1)
      if (url.lastmod !== undefined) expect(String(url.lastmod)).toMatch(/^\d{4}-\d{2}-\d{2}/)
    }
    const byLoc = new Map(urls.map((url) => [url.loc, url]))
    const [latest, older] = await Promise.all(
      BUILT_VERSIONS.map(async (version) =>
        byLoc.get(`${ORIGIN}${(await docsPage({ version })).path}`)!
      )
    )
    if (older) expect(older.priority).toBeLessThan(latest!.priority)
    expect(byLoc.get(`${ORIGIN}/blog/aster-4`)!.lastmod).toBe('2025-06-12')
    // a newsletter issue: the day it was mailed
    expect(byLoc.get(`${ORIGIN}/newsletter/issue-23`)!.lastmod).toBe('2026-11-03')
    // a page's own `updatedAt` (the sample's introduction)
    if (SAMPLE_DOCS) expect(latest!.lastmod).toBe('2026-10-30')
  })

  it('leaves out drafts, redirects, admin, APIs, payloads and preview URLs', async () => {
    const locs = (await sitemapUrls(await get('/sitemap.xml'))).map((url) => url.loc)
    const paths = locs.map((loc) => loc.slice(ORIGIN.length))
    expect(paths).not.toContain('/blog/roadmap-aster-5')
    // folder and unversioned paths redirect (route rules): never listed
    const rules = Object.entries(BUILD.routeRules).filter(
      ([from, rule]) => rule.redirect && !from.includes('*')
    )
    expect(rules.length).toBeGreaterThan(0)
    for (const redirect of ['/docs', '/support/us', ...rules.map(([from]) => from)]) {
      expect(paths).not.toContain(redirect)
    }
    for (const path of paths) {
      expect(path).not.toMatch(/^\/(admin|api)(\/|$)/)
      expect(path).not.toMatch(/_payload\.json|\?|#|\.md$/)
    }
  })

  it('follows trailingSlash in every URL but the files', async () => {
    const urls = await sitemapUrls(await withVars('/sitemap.xml', { SITE_TRAILING_SLASH: 'true' }))
    for (const { loc } of urls) expect(loc, loc).toMatch(/\/$/)
    const page = await withVars('/blog/aster-4', { SITE_TRAILING_SLASH: 'true' })
    expect(await page.text()).toContain(`<link rel="canonical" href="${ORIGIN}/blog/aster-4/"/>`)
  })

  it('has no parts while it holds fewer than 50,000 URLs', async () => {
    expect((await get('/sitemap-1.xml')).status).toBe(404)
  })
})

describe('blog feeds', () => {
  it('RSS 2.0: channel and items with absolute links, authors, categories and dates', async () => {
    const response = await get('/blog/rss.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/rss+xml')
    const { rss } = parseXml(await response.text())
    expect(rss['@_version']).toBe('2.0')
    const { channel } = rss
    expect(channel.title).toBe('Aster blog')
    expect(channel.link).toBe(`${ORIGIN}/blog`)
    expect(channel.description).toBeTruthy()
    const items = channel.item as Record<string, unknown>[]
    expect(items.map((item) => item.link)).toContain(`${ORIGIN}/blog/aster-4`)
    expect(items.map((item) => item.link)).not.toContain(`${ORIGIN}/blog/roadmap-aster-5`)
    for (const item of items) {
      expect(item.title).toBeTruthy()
      expect(String(item.link)).toMatch(new RegExp(`^${ORIGIN}/blog/`))
      expect(item.description).toBeTruthy()
      expect(Number.isNaN(Date.parse(String(item.pubDate)))).toBe(false)
      expect((item['dc:creator'] as string[]).length).toBeGreaterThan(0)
      expect(item.category).toMatch(/^(Release|Tutorial|Announcement|Article)$/)
    }
    const aster4 = items.find((item) => item.link === `${ORIGIN}/blog/aster-4`)!
    expect(new Date(String(aster4.pubDate)).toISOString().slice(0, 10)).toBe('2025-06-12')
  })

  it('Atom: feed and entries with ids, dates, authors and summaries', async () => {
    const response = await get('/blog/atom.xml')
    expect(response.status).toBe(200)
    const { feed } = parseXml(await response.text())
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed.id).toBe(`${ORIGIN}/blog`)
    expect(Date.parse(feed.updated)).not.toBeNaN()
    for (const entry of feed.entry as Record<string, any>[]) {
      expect(String(entry.id)).toMatch(new RegExp(`^${ORIGIN}/blog/`))
      expect(entry.title).toBeTruthy()
      expect(Date.parse(entry.updated)).not.toBeNaN()
      expect(entry.author[0].name).toBeTruthy()
      expect(entry.summary).toBeTruthy()
    }
  })

  it('is announced on blog pages', async () => {
    for (const path of ['/blog', '/blog/aster-4']) {
      const html = await (await get(path)).text()
      expect(html).toContain(
        `<link rel="alternate" type="application/rss+xml" title="Aster blog (RSS)" href="${ORIGIN}/blog/rss.xml"/>`
      )
    }
  })
})

describe('AI readers', () => {
  it('llms.txt outlines the site and each docs version with links to raw markdown', async () => {
    const response = await get('/llms.txt')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/^# Aster\n\n> /)
    for (const version of BUILT_VERSIONS) {
      expect(text).toContain(`## Docs ${version.label} (${version.tag})`)
      for (const page of await docsPages(version))
        expect(text).toContain(`(${ORIGIN}${page.path}.md)`)
    }
    expect(text).toContain(`(${ORIGIN}/blog/aster-4.md)`)
    expect(text).not.toContain('roadmap-aster-5')
  })

  it('llms-full.txt holds every docs page as markdown under its URL', async () => {
    const text = await (await get('/llms-full.txt')).text()
    for (const version of BUILT_VERSIONS) {
      for (const page of await docsPages(version)) {
        expect(text).toContain(`Source: ${ORIGIN}${page.path} (${version.label})`)
        expect(text).toContain(`# ${page.title}\n`)
      }
    }
  })

  it('serves a blog post as markdown, never a draft', async () => {
    const response = await get('/blog/aster-4.md')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/markdown')
    expect(await response.text()).toMatch(/^# Announcing Aster 4\.0\n/)
    expect((await get('/blog/roadmap-aster-5.md')).status).toBe(404)
    expect((await get(`${(await docsPage()).path}.md`)).status).toBe(200)
  })
})
