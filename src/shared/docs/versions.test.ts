import { describe, expect, it } from 'vitest'
import { DOCS_VERSIONS, resolveDocsVersion, swapDocsVersion, versionDocsLink } from './versions'

const [v4, v3] = DOCS_VERSIONS as [(typeof DOCS_VERSIONS)[number], (typeof DOCS_VERSIONS)[number]]

describe('docs versions', () => {
  it('has the spec entries', () => {
    expect(v4).toMatchObject({
      label: 'Version 4',
      tag: '4.0.0',
      shortTag: 'v4',
      branch: 'main',
      path: '/docs/4.x',
      collection: 'docsv4',
    })
    expect(v3).toMatchObject({
      label: 'Version 3',
      tag: '3.17.7',
      shortTag: 'v3',
      branch: '3.x',
      path: '/docs/3.x',
      collection: 'docsv3',
    })
  })
  it('is 3 only for paths under /docs/3.x', () => {
    expect(resolveDocsVersion('/docs/3.x/guide').major).toBe(3)
    expect(resolveDocsVersion('/docs/3.x').major).toBe(3)
    expect(resolveDocsVersion('/docs/3.xy').major).toBe(4)
    expect(resolveDocsVersion('/docs/4.x/guide').major).toBe(4)
    expect(resolveDocsVersion('/blog').major).toBe(4)
  })
  it('rewrites unversioned docs links into a version and leaves others', () => {
    expect(versionDocsLink('/docs/guide/x#a', v3)).toBe('/docs/3.x/guide/x#a')
    expect(versionDocsLink('/docs/4.x/guide', v3)).toBe('/docs/4.x/guide')
    expect(versionDocsLink('/docsy', v3)).toBe('/docsy')
    expect(versionDocsLink('/blog', v4)).toBe('/blog')
  })
  it('swaps the version prefix', () => {
    expect(swapDocsVersion('/docs/4.x/guide/concepts', v3)).toBe('/docs/3.x/guide/concepts')
    expect(swapDocsVersion('/docs/3.x', v4)).toBe('/docs/4.x')
  })
})
