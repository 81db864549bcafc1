import { describe, expect, it } from 'vitest'
import { createDocsRouteRules } from '../routing/docs-rules'
import { isSectionInVersion } from '../search/filter'
import {
  DOCS_VERSIONS,
  findDocsVersion,
  resolveDocsVersion,
  swapDocsVersion,
  versionDocsLink,
} from './versions'

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

describe('a new docs version is one entry of the table', () => {
  const v5 = {
    ...v4,
    label: 'Version 5',
    tag: '5.0.0',
    shortTag: 'v5',
    path: '/docs/5.x',
    collection: 'docsv5',
    major: 5,
  }
  const versions = [v5, ...DOCS_VERSIONS]
  const tree = (root: string) => [
    {
      title: 'Guide',
      path: `${root}/guide`,
      children: [{ title: 'Intro', path: `${root}/guide/intro` }],
    },
  ]

  it('routes: paths resolve to their version, unversioned docs lead to the new latest', () => {
    expect(resolveDocsVersion('/docs/5.x/guide', versions).major).toBe(5)
    expect(resolveDocsVersion('/docs/4.x/guide', versions).major).toBe(4)
    expect(resolveDocsVersion('/docs/guide', versions).major).toBe(5)
    expect(findDocsVersion(5, versions)?.collection).toBe('docsv5')
    const rules = createDocsRouteRules(
      versions.map((version) => ({ version, navigation: tree(version.path) })),
      versions
    )
    expect(rules['/docs/guide']).toEqual({ redirect: '/docs/5.x/guide/intro' })
    expect(rules['/docs/5.x']).toEqual({ redirect: '/docs/5.x/guide/intro' })
    expect(rules['/docs/4.x/guide']).toEqual({ redirect: '/docs/4.x/guide/intro' })
  })

  it('search filter: the new latest keeps to its own pages, older versions exclude the others', () => {
    expect(isSectionInVersion('/docs/5.x/guide#a', 5, versions)).toBe(true)
    expect(isSectionInVersion('/docs/4.x/guide#a', 5, versions)).toBe(false)
    expect(isSectionInVersion('/docs/4.x/guide#a', 4, versions)).toBe(true)
    expect(isSectionInVersion('/docs/5.x/guide#a', 4, versions)).toBe(false)
    expect(isSectionInVersion('/docs/5.x/guide#a', 3, versions)).toBe(false)
    expect(isSectionInVersion('/blog/post#a', 5, versions)).toBe(true)
  })

  it('switch: every version swaps to the others', () => {
    expect(swapDocsVersion('/docs/5.x/guide/intro', v4)).toBe('/docs/4.x/guide/intro')
    expect(swapDocsVersion('/docs/3.x/guide/intro', v5)).toBe('/docs/5.x/guide/intro')
    expect(versionDocsLink('/docs/guide', v5)).toBe('/docs/5.x/guide')
  })
})
