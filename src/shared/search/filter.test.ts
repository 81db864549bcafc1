import { describe, expect, it } from 'vitest'
import { getSectionGroup, isSectionInVersion, selectVersionSections } from './filter'

describe('search filtering per docs version (spec 5)', () => {
  it('version 4 uses only /docs/4.x content', () => {
    expect(isSectionInVersion('/docs/4.x/getting-started/installation', 4)).toBe(true)
    expect(isSectionInVersion('/docs/4.x/api#usage', 4)).toBe(true)
    expect(isSectionInVersion('/docs/3.x/getting-started/installation', 4)).toBe(false)
    expect(isSectionInVersion('/docs/4.xyz/page', 4)).toBe(false)
  })

  it('version 3 excludes /docs/4.x content', () => {
    expect(isSectionInVersion('/docs/3.x/getting-started/installation', 3)).toBe(true)
    expect(isSectionInVersion('/docs/4.x/getting-started/installation', 3)).toBe(false)
    expect(isSectionInVersion('/docs/4.x', 3)).toBe(false)
  })

  it('always includes the blog, grouped as blog', () => {
    for (const version of [3, 4] as const)
      expect(isSectionInVersion('/blog/aster-4#breaking-changes', version)).toBe(true)
    expect(getSectionGroup('/blog/aster-4#breaking-changes')).toBe('blog')
    expect(getSectionGroup('/blog')).toBe('blog')
    expect(getSectionGroup('/blogging/x')).toBe('docs')
    expect(getSectionGroup('/docs/4.x/a#b')).toBe('docs')
  })

  it('selects the sections of docsv3, docsv4 and blog for a version, ignoring other collections', () => {
    const section = (id: string) => ({ id })
    const byCollection = {
      docsv3: [section('/docs/3.x/a')],
      docsv4: [section('/docs/4.x/a'), section('/docs/4.x/a#b')],
      blog: [section('/blog/post')],
      landing: [section('/landing')],
    }
    expect(selectVersionSections(byCollection, 4).map((s) => s.id)).toEqual([
      '/docs/4.x/a',
      '/docs/4.x/a#b',
      '/blog/post',
    ])
    expect(selectVersionSections(byCollection, 3).map((s) => s.id)).toEqual([
      '/docs/3.x/a',
      '/blog/post',
    ])
  })
})
