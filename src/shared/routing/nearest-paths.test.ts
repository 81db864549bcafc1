import { describe, expect, it } from 'vitest'
import { createPathIndex, suggestPaths } from './nearest-paths'

const PAGES = [
  '/docs/4.x/getting-started/introduction',
  '/docs/4.x/getting-started/installation',
  '/docs/4.x/guide/concepts/rendering',
  '/docs/4.x/guide/concepts/routing',
  '/docs/3.x/getting-started/introduction',
  '/docs/3.x/getting-started/installation',
  '/docs/3.x/guide/concepts/rendering',
  '/blog/aster-4',
  '/blog/aster-4-1',
]
const index = createPathIndex(PAGES)

describe('suggestPaths', () => {
  it('finds a typo, same docs version first', () => {
    expect(suggestPaths('/docs/4.x/getting-started/instalation', index)[0]).toBe(
      '/docs/4.x/getting-started/installation'
    )
    expect(suggestPaths('/docs/3.x/getting-started/instalation', index)[0]).toBe(
      '/docs/3.x/getting-started/installation'
    )
  })

  it('finds a page moved to another section by its last segment, ignoring case', () => {
    expect(suggestPaths('/docs/4.x/Rendering', index)[0]).toBe('/docs/4.x/guide/concepts/rendering')
    expect(suggestPaths('/docs/4.x/guide/concept/rendering', index)[0]).toBe(
      '/docs/4.x/guide/concepts/rendering'
    )
  })

  it('falls back to the first page of the nearest existing section, at most three', () => {
    const renamed = suggestPaths('/docs/4.x/guide/concepts/something-else', index)
    expect(renamed[0]).toBe('/docs/4.x/guide/concepts/rendering')
    expect(renamed.length).toBeLessThanOrEqual(3)
    expect(suggestPaths('/blog/aster-5', index)).toEqual(['/blog/aster-4', '/blog/aster-4-1'])
  })

  it('leaves the section fill-in out when asked (the build hints only close pages)', () => {
    expect(
      suggestPaths('/docs/4.x/guide/concepts/something-else', index, 1, { fillIn: false })
    ).toEqual([])
    expect(suggestPaths('/docs/4.x/guide/concepts/renderin', index, 1, { fillIn: false })).toEqual([
      '/docs/4.x/guide/concepts/rendering',
    ])
  })

  it('never suggests the path itself, and nothing for an unrelated path', () => {
    expect(suggestPaths('/blog/aster-4', index)).not.toContain('/blog/aster-4')
    expect(suggestPaths('/wholly/unrelated', index)).toEqual([])
  })

  it('stays fast over 10,000 pages', () => {
    const many = createPathIndex(
      Array.from({ length: 10_000 }, (_, i) => `/docs/4.x/generated/section-${i % 50}/page-${i}`)
    )
    const started = Date.now()
    for (let i = 0; i < 50; i++) suggestPaths(`/docs/4.x/generated/section-1/pag-${i}x`, many)
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
