import { describe, expect, it } from 'vitest'
import { followRedirects, hrefPath, MAX_REDIRECT_HOPS, type RouteRule } from './route-rules'

describe('hrefPath', () => {
  it('drops query, hash and the trailing slash, keeping the root', () => {
    expect(hrefPath('/docs/4.x/guide/?a=1#x')).toBe('/docs/4.x/guide')
    expect(hrefPath('/#top')).toBe('/')
    expect(hrefPath('/')).toBe('/')
  })
})

describe('followRedirects', () => {
  const rules: Record<string, RouteRule> = {
    '/docs': { redirect: '/docs/4.x' },
    '/docs/4.x': { redirect: '/docs/4.x/getting-started/introduction#top' },
    '/old': { redirect: 'https://example.com/new' },
    '/a': { redirect: '/b' },
    '/b': { redirect: '/a' },
  }

  it('lands where a chain ends, dropping hashes and queries on the way', () => {
    expect(followRedirects('/docs', rules)).toBe('/docs/4.x/getting-started/introduction')
    expect(followRedirects('/blog', rules)).toBe('/blog')
  })

  it('stops at an external target', () => {
    expect(followRedirects('/old', rules)).toBe('https://example.com/new')
  })

  it('is undefined for a loop, or a chain longer than the hop limit', () => {
    expect(followRedirects('/a', rules)).toBeUndefined()
    const chain = Object.fromEntries(
      Array.from({ length: MAX_REDIRECT_HOPS + 2 }, (_, n) => [
        `/p${n}`,
        { redirect: `/p${n + 1}` },
      ])
    )
    expect(followRedirects('/p0', chain)).toBeUndefined()
    expect(followRedirects(`/p2`, chain)).toBe(`/p${MAX_REDIRECT_HOPS + 2}`)
  })
})
