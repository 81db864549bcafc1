import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import {
  countSitemapParts,
  renderSitemapIndex,
  renderUrlset,
  sitemapPart,
  SITEMAP_PAGE_LIMIT,
  SITEMAP_URL_LIMIT,
  type SitemapEntry,
} from './sitemap'
import { normalizePath, readSiteConfig } from './site-config'

const config = readSiteConfig({ SITE_URL: 'https://aster.example/' })
const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' })

/** A generated site of `n` docs pages, some dated. */
const generate = (n: number): SitemapEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    path: `/docs/4.x/generated/page-${i}`,
    priority: 0.8,
    ...(i % 3 === 0 ? { lastmod: `2026-01-${String((i % 28) + 1).padStart(2, '0')}` } : {}),
  }))

describe('sitemap', () => {
  it('one urlset up to 50,000 URLs: 25,000 pages in two languages', () => {
    expect(SITEMAP_PAGE_LIMIT).toBe(25_000)
    expect(countSitemapParts(0)).toBe(1)
    expect(countSitemapParts(SITEMAP_PAGE_LIMIT)).toBe(1)
    expect(countSitemapParts(SITEMAP_PAGE_LIMIT + 1)).toBe(2)
  })

  it('lists each page in both languages, each URL with the reciprocal alternates', () => {
    const xml = renderUrlset([{ path: '/docs/4.x/guide', priority: 0.8 }], config)
    expect(XMLValidator.validate(xml)).toBe(true)
    const withLinks = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'url' || name === 'xhtml:link',
    })
    const urlset = withLinks.parse(xml).urlset
    expect(urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml')
    const urls = urlset.url as { loc: string; 'xhtml:link': Record<string, string>[] }[]
    expect(urls.map((url) => url.loc)).toEqual([
      'https://aster.example/docs/4.x/guide',
      'https://aster.example/zh/docs/4.x/guide',
    ])
    for (const url of urls) {
      expect(url['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']])).toEqual([
        ['en', 'https://aster.example/docs/4.x/guide'],
        ['zh-CN', 'https://aster.example/zh/docs/4.x/guide'],
        ['x-default', 'https://aster.example/docs/4.x/guide'],
      ])
    }
    const home = renderUrlset([{ path: '/', priority: 1 }], config)
    expect([...home.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://aster.example/',
      'https://aster.example/zh',
    ])
  })

  it('splits 60,001 generated pages (120,002 URLs) into an index of three valid parts holding each URL once', () => {
    const entries = generate(60_001)
    const parts = countSitemapParts(entries.length)
    expect(parts).toBe(3)
    const index = renderSitemapIndex(entries, config)
    expect(XMLValidator.validate(index)).toBe(true)
    const sitemaps = parser.parse(index).sitemapindex.sitemap as { loc: string; lastmod?: string }[]
    expect(sitemaps.map((item) => item.loc)).toEqual([
      'https://aster.example/sitemap-1.xml',
      'https://aster.example/sitemap-2.xml',
      'https://aster.example/sitemap-3.xml',
    ])
    expect(sitemaps[0]!.lastmod).toBe('2026-01-28')
    // every part holds at most 50,000 URLs, and together each URL exactly once
    const seen: string[] = []
    for (let n = 1; n <= parts; n++) {
      const xml = renderUrlset(sitemapPart(entries, n), config)
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
      expect(locs.length).toBeLessThanOrEqual(SITEMAP_URL_LIMIT)
      seen.push(...locs)
    }
    expect(seen.length).toBe(entries.length * 2)
    expect(new Set(seen).size).toBe(entries.length * 2)
    expect(seen.at(-1)).toBe('https://aster.example/zh/docs/4.x/generated/page-60000')
    // the last part parses as a sitemap
    const last = renderUrlset(sitemapPart(entries, parts), config)
    expect(XMLValidator.validate(last)).toBe(true)
    expect(parser.parse(last).urlset.url).toHaveLength(20_002)
  }, 60_000)

  it('escapes URLs and drops malformed dates', () => {
    const xml = renderUrlset([{ path: "/a&b/<c>'", priority: 2, lastmod: 'yesterday' }], config)
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).toContain('<loc>https://aster.example/a&amp;b/&lt;c&gt;&apos;</loc>')
    expect(xml).not.toContain('lastmod')
    expect(xml).toContain('<priority>1.0</priority>')
  })
})

describe('site config', () => {
  it('reads indexable and trailingSlash from vars, with safe defaults', () => {
    expect(readSiteConfig({})).toEqual({
      url: 'https://aster.example',
      indexable: true,
      trailingSlash: false,
    })
    expect(
      readSiteConfig({
        SITE_URL: 'not a url',
        SITE_INDEXABLE: 'FALSE',
        SITE_TRAILING_SLASH: 'true',
      })
    ).toEqual({
      url: 'https://aster.example',
      indexable: false,
      trailingSlash: true,
    })
  })

  it('normalises paths: slashes, query, hash, trailing slash per config, files untouched', () => {
    expect(normalizePath('//blog//aster-4/?x=1#top', false)).toBe('/blog/aster-4')
    expect(normalizePath('/blog/aster-4', true)).toBe('/blog/aster-4/')
    expect(normalizePath('/', true)).toBe('/')
    expect(normalizePath('', false)).toBe('/')
    expect(normalizePath('/docs/4.x/intro.md', true)).toBe('/docs/4.x/intro.md')
    // a version's root is a page (a corpus's docs/4.x/index.md), not a file named `4.x`
    expect(normalizePath('/docs/4.x', true)).toBe('/docs/4.x/')
    expect(normalizePath('/zh/docs/4.x', true)).toBe('/zh/docs/4.x/')
  })
})
