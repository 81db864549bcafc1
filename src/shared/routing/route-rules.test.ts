import { describe, expect, it } from 'vitest'
import {
  followRedirects,
  hrefPath,
  MAX_REDIRECT_HOPS,
  redirectOf,
  type RouteRule,
} from './route-rules'

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

describe('redirectOf', () => {
  const rules: Record<string, RouteRule> = {
    '/support/us': { redirect: '/enterprise/sponsors' },
    '/docs/*/guide/pages': { redirect: '/docs/*/guide/app/pages', status: 301 },
    '/old/**': { redirect: '/new/**', status: 301 },
    '/admin/**': { appMiddleware: 'auth' },
    '/docs/4.x/guide/app/pages': { prerender: true },
  }

  it('answers exact rules with 302 unless the rule says otherwise, and patterns with their fill', () => {
    expect(redirectOf('/support/us', rules)).toEqual({
      location: '/enterprise/sponsors',
      status: 302,
    })
    expect(redirectOf('/docs/4.x/guide/pages', rules)).toEqual({
      location: '/docs/4.x/guide/app/pages',
      status: 301,
    })
    expect(redirectOf('/old/a/b', rules)).toEqual({ location: '/new/a/b', status: 301 })
    expect(redirectOf('/admin/x', rules)).toBeUndefined()
    expect(redirectOf('/docs/4.x/guide/app/pages', rules)).toBeUndefined()
  })

  it('is what followRedirects follows: patterns chain like exact rules', () => {
    const chain = { ...rules, '/docs/4.x/guide/app/pages': { redirect: '/docs/4.x/pages' } }
    expect(followRedirects('/docs/4.x/guide/pages', chain)).toBe('/docs/4.x/pages')
    expect(followRedirects('/old/docs/4.x/guide/pages', rules)).toBe('/new/docs/4.x/guide/pages')
  })
})
