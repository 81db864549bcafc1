import { describe, expect, it } from 'vitest'
import { createSearchIndex, restoreSearchIndex, saveSearchIndex, searchSections } from './index-db'

const sections = [
  {
    id: '/docs/4.x/routing',
    title: 'Routing',
    titles: [],
    content: 'Pages map to URLs. Routing is file based.',
    level: 1,
  },
  {
    id: '/docs/4.x/routing#route-middleware',
    title: 'Route middleware',
    titles: ['Routing'],
    content: 'Middleware runs before a page renders.',
    level: 2,
  },
  {
    id: '/docs/4.x/data#fetching',
    title: 'Fetching data',
    titles: ['Data'],
    content: 'useAsterData fetches on the server; routing is not involved.',
    level: 2,
  },
  {
    id: '/blog/zh',
    title: '中文社区',
    titles: [],
    content: 'Aster 拥有一个活跃的中文开发者社区。',
    level: 1,
  },
]

describe('search index (Orama)', () => {
  it('survives save → JSON → restore with the same tokenizer', async () => {
    const built = await createSearchIndex(sections)
    const restored = restoreSearchIndex(JSON.parse(JSON.stringify(saveSearchIndex(built))))
    expect(restored.vocabulary).toContain('middleware')
    expect((await searchSections(restored, 'middleware', 5)).map((hit) => hit.section.id)).toEqual([
      '/docs/4.x/routing#route-middleware',
    ])
  })

  it('puts the exact title first, matches prefixes, one typo and Chinese', async () => {
    const index = await createSearchIndex(sections)
    const ids = async (query: string) =>
      (await searchSections(index, query, 5)).map((hit) => hit.section.id)
    expect((await ids('routing'))[0]).toBe('/docs/4.x/routing')
    expect(await ids('middlew')).toEqual(['/docs/4.x/routing#route-middleware'])
    expect(await ids('midleware')).toEqual(['/docs/4.x/routing#route-middleware'])
    expect(await ids('开发者')).toEqual(['/blog/zh'])
    expect(await ids('cookie')).toEqual([])
  })

  it('searches the words of a long query, skipping one-letter ones', async () => {
    const index = await createSearchIndex(sections)
    const ids = async (query: string) =>
      (await searchSections(index, query, 5)).map((hit) => hit.section.id)
    expect(
      (
        await ids(`${'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(3)}middleware`)
      )[0]
    ).toBe('/docs/4.x/routing#route-middleware')
    expect(await ids('$$ ...')).toEqual([])
  })

  it('answers nothing for a blank query or a zero limit', async () => {
    const index = await createSearchIndex(sections)
    expect(await searchSections(index, '   ', 5)).toEqual([])
    expect(await searchSections(index, 'routing', 0)).toEqual([])
  })

  it('refuses to restore something that is not a saved index', () => {
    expect(() => restoreSearchIndex({} as never)).toThrow('not a saved search index')
  })
})
