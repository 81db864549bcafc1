import { describe, expect, it } from 'vitest'
import { listPrerenderPaths, prerenderedAssetPath } from './prerender'

describe('listPrerenderPaths', () => {
  it('lists exact rules marked prerender, then each version landing page, once each', () => {
    const rules = {
      '/': { prerender: true },
      '/blog/**': { prerender: true },
      '/docs/4.x': { redirect: '/docs/4.x/start' },
      '/docs/3.x': { redirect: '/docs/3.x/start' },
      '/old': { redirect: '/' },
    }
    const versions = [{ path: '/docs/4.x' }, { path: '/docs/3.x' }, { path: '/docs/2.x' }]
    expect(listPrerenderPaths(rules, versions)).toEqual(['/', '/docs/4.x/start', '/docs/3.x/start'])
  })

  it('skips a landing page with a query or a fragment', () => {
    const rules = { '/docs/4.x': { redirect: '/docs/4.x/start?tab=1' } }
    expect(listPrerenderPaths(rules, [{ path: '/docs/4.x' }])).toEqual([])
  })
})

describe('prerenderedAssetPath', () => {
  it('places a page under its build, stamp and locale', () => {
    expect(prerenderedAssetPath('b1', '0123456789abcdef', 'en', '/')).toBe(
      '/_aster/prerendered/b1/0123456789abcdef/en/index.page'
    )
    expect(prerenderedAssetPath('b1', '0123456789abcdef', 'zh-CN', '/docs/4.x/start')).toBe(
      '/_aster/prerendered/b1/0123456789abcdef/zh-CN/docs/4.x/start.page'
    )
  })

  it('refuses a stamp that is not 16 hex digits (nothing else reaches a path)', () => {
    expect(() => prerenderedAssetPath('b1', '../../etc', 'en', '/')).toThrow(/invalid live stamp/)
  })
})
