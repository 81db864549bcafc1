import { describe, expect, it } from 'vitest'
import { mergePageHistories, trackPages, type PageEntry } from './page-history'
import { pageMoveRules } from './page-moves'

const page = (path: string, file: string, digest: string, id?: string): PageEntry => ({
  collection: 'docsv4',
  path,
  file,
  digest,
  ...(id ? { id } : {}),
})

const FIRST = [
  page('/docs/4.x/guide/routing', 'docs/4.x/2.guide/1.routing.md', 'r1'),
  page('/docs/4.x/guide/data', 'docs/4.x/2.guide/2.data.md', 'd1'),
  page('/docs/4.x/guide/old', 'docs/4.x/2.guide/3.old.md', 'o1'),
  page('/docs/4.x/guide/named', 'docs/4.x/2.guide/4.named.md', 'n1', 'named-page'),
  page('/docs/4.x/guide', 'docs/4.x/2.guide/index.md', 'g1'),
]

describe('page identity across builds', () => {
  const first = trackPages(undefined, FIRST)
  // routing moved to another folder (edited), data renamed (same text), old deleted, the named
  // page renamed and rewritten (its frontmatter id carries it)
  const second = trackPages(first, [
    page('/docs/4.x/advanced/routing', 'docs/4.x/3.advanced/1.routing.md', 'r2'),
    page('/docs/4.x/guide/fetching', 'docs/4.x/2.guide/2.fetching.md', 'd1'),
    page('/docs/4.x/guide/other', 'docs/4.x/2.guide/9.other.md', 'x9', 'named-page'),
    page('/docs/4.x/guide', 'docs/4.x/2.guide/index.md', 'g1'),
  ])
  const pages = new Set(['/docs/4.x/advanced/routing', '/docs/4.x/guide/fetching'])
  pages.add('/docs/4.x/guide/other').add('/docs/4.x/guide')

  it('recognises a move, a rename and a frontmatter id, and keeps every path', () => {
    expect(Object.keys(second.pages).sort()).toEqual(Object.keys(first.pages).sort())
    expect(second.pages['docsv4:/docs/4.x/guide/routing']!.paths).toEqual([
      '/docs/4.x/guide/routing',
      '/docs/4.x/advanced/routing',
    ])
    expect(second.pages['docsv4:/docs/4.x/guide/data']!.paths.at(-1)).toBe(
      '/docs/4.x/guide/fetching'
    )
    expect(second.pages['docsv4#named-page']!.paths.at(-1)).toBe('/docs/4.x/guide/other')
    expect(second.pages['docsv4:/docs/4.x/guide/old']!.live).toBe(false)
  })

  it('gives 301s to the new paths, the section for a deleted page, 410 when marked gone', () => {
    const rules = pageMoveRules(second, pages, {}, [])
    expect(rules).toEqual({
      '/docs/4.x/guide/routing': { redirect: '/docs/4.x/advanced/routing', status: 301 },
      '/docs/4.x/guide/data': { redirect: '/docs/4.x/guide/fetching', status: 301 },
      '/docs/4.x/guide/named': { redirect: '/docs/4.x/guide/other', status: 301 },
      '/docs/4.x/guide/old': { redirect: '/docs/4.x/guide', status: 301 },
    })
    const gone = pageMoveRules(second, pages, {}, ['/docs/4.x/guide/old', '/never/was'])
    expect(gone['/docs/4.x/guide/old']).toEqual({ gone: true })
    expect(gone['/never/was']).toEqual({ gone: true })
  })

  it('survives later builds, and gives nothing for a path a page or a rule has now', () => {
    const third = trackPages(second, [
      ...[...pages].map((path) =>
        page(path, second.pages[Object.keys(second.pages)[0]!]!.file, path)
      ),
      page('/docs/4.x/guide/old', 'docs/4.x/2.guide/3.old.md', 'new'),
    ])
    const rules = pageMoveRules(
      third,
      new Set([...pages, '/docs/4.x/guide/old']),
      {
        '/docs/4.x/guide/data': { redirect: '/elsewhere' },
      },
      []
    )
    expect(rules['/docs/4.x/guide/routing']).toEqual({
      redirect: '/docs/4.x/advanced/routing',
      status: 301,
    })
    expect(rules['/docs/4.x/guide/old']).toBeUndefined()
    expect(rules['/docs/4.x/guide/data']).toBeUndefined()
  })

  it('merges the published history with the last build’s, the published state first', () => {
    const merged = mergePageHistories(second, first)!
    expect(merged.pages['docsv4:/docs/4.x/guide/routing']!.paths.at(-1)).toBe(
      '/docs/4.x/advanced/routing'
    )
    expect(merged.pages['docsv4:/docs/4.x/guide/old']!.live).toBe(false)
  })
})
