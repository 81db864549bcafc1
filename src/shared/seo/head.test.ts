import { describe, expect, it } from 'vitest'
import type { PageData } from '../page-data'
import { buildHeadTags } from './head'
import { serializeJsonLd } from './json-ld'
import { readSiteConfig } from './site-config'

const config = readSiteConfig({ SITE_URL: 'https://aster.example' })

/** A page of a route the head builder has never heard of (e.g. one another issue adds). */
const page = (path: string, extra: Partial<PageData> = {}) =>
  ({
    route: 'newsletter',
    title: 'Newsletter',
    description: 'Monthly news.',
    locale: 'en',
    path,
    ...extra,
  }) as unknown as PageData

describe('buildHeadTags', () => {
  it('gives any route its tags from title, description and path alone', () => {
    const head = buildHeadTags(page('/newsletter/'), config)
    expect(head.title).toBe('Newsletter · Aster')
    expect(head.canonical).toBe('https://aster.example/newsletter')
    expect(head.robots).toBeUndefined()
    expect(head.alternates.map((a) => a.hreflang)).toEqual(['en', 'zh-CN', 'x-default'])
    expect(Object.fromEntries(head.og)).toMatchObject({
      'og:type': 'website',
      'og:url': 'https://aster.example/newsletter',
      'og:image': 'https://aster.example/og/newsletter.png',
    })
    expect(Object.fromEntries(head.twitter)['twitter:card']).toBe('summary_large_image')
    expect(head.jsonLd).toEqual([expect.objectContaining({ '@type': 'WebPage' })])
  })

  it('never indexes the admin area, error pages or a non-indexable deployment', () => {
    expect(buildHeadTags(page('/admin/users'), config).robots).toBe('noindex, nofollow')
    const error = buildHeadTags(page('/x', { route: 'error' } as Partial<PageData>), config)
    expect(error.robots).toBe('noindex, nofollow')
    expect(error.canonical).toBeUndefined()
    const preview = readSiteConfig({
      SITE_URL: 'https://preview.aster.example',
      SITE_INDEXABLE: 'false',
    })
    expect(buildHeadTags(page('/newsletter'), preview).robots).toBe('noindex, nofollow')
  })

  it('uses zh_CN for og:locale on Chinese pages', () => {
    const head = buildHeadTags(page('/newsletter', { locale: 'zh-CN' }), config)
    expect(Object.fromEntries(head.og)['og:locale']).toBe('zh_CN')
  })
})

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' })
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' })
  })
})
