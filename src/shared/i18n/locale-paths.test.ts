import { describe, expect, it } from 'vitest'
import { isLocalizedPath, LOCALE_PREFIXES, localizedPath, splitLocalePath } from './locale-paths'

describe('locale paths', () => {
  it('puts Chinese under /zh and leaves English paths as they are', () => {
    expect(LOCALE_PREFIXES).toEqual({ en: '', 'zh-CN': '/zh' })
    expect(localizedPath('/', 'zh-CN')).toBe('/zh')
    expect(localizedPath('/docs/4.x/getting-started/introduction', 'zh-CN')).toBe(
      '/zh/docs/4.x/getting-started/introduction'
    )
    expect(localizedPath('/blog?category=Release#top', 'zh-CN')).toBe(
      '/zh/blog?category=Release#top'
    )
    expect(localizedPath('/?lang=en', 'zh-CN')).toBe('/zh?lang=en')
    expect(localizedPath('/blog', 'en')).toBe('/blog')
    expect(localizedPath('/', 'en')).toBe('/')
  })

  it('moves a path that is already in a language to the other', () => {
    expect(localizedPath('/zh/blog', 'en')).toBe('/blog')
    expect(localizedPath('/zh', 'en')).toBe('/')
    expect(localizedPath('/zh/blog', 'zh-CN')).toBe('/zh/blog')
  })

  it('never touches what is not a page of the site', () => {
    for (const path of [
      'https://example.com/blog',
      '//evil.example/x',
      '#anchor',
      '?lang=en',
      '/api/search?q=a',
      '/_aster/boot.js',
      '/__aster_content/docs/sql_dump.txt',
      '/mcp',
      '/.well-known/api-catalog',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemap-2.xml',
      '/favicon.svg',
      'mailto:a@b.example',
    ]) {
      expect(isLocalizedPath(path)).toBe(false)
      expect(localizedPath(path, 'zh-CN')).toBe(path)
    }
  })

  it('reads the language and the page path of a URL path', () => {
    expect(splitLocalePath('/zh')).toEqual({ locale: 'zh-CN', path: '/' })
    expect(splitLocalePath('/zh/')).toEqual({ locale: 'zh-CN', path: '/' })
    expect(splitLocalePath('/zh?x=1')).toEqual({ locale: 'zh-CN', path: '/?x=1' })
    expect(splitLocalePath('/zh/docs/4.x')).toEqual({ locale: 'zh-CN', path: '/docs/4.x' })
    expect(splitLocalePath('/docs/4.x')).toEqual({ locale: 'en', path: '/docs/4.x' })
    // a prefix is a whole segment
    expect(splitLocalePath('/zhx')).toEqual({ locale: 'en', path: '/zhx' })
    expect(splitLocalePath('/zh-CN/blog')).toEqual({ locale: 'en', path: '/zh-CN/blog' })
  })

  it('round-trips every page path', () => {
    for (const path of ['/', '/blog', '/docs/4.x/api', '/enterprise/support'])
      expect(splitLocalePath(localizedPath(path, 'zh-CN'))).toEqual({ locale: 'zh-CN', path })
  })
})
