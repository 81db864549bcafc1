import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { searchSections } from '../../src/shared/search/rank'
import { openBuiltIndex } from './built-index'
import { buildIndexOf } from './index'

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

const createSearchIndex = (list: typeof sections) => openBuiltIndex(buildIndexOf(list, 4))

describe('sharded search index', () => {
  it('finds a section through its gzipped, hashed values, as the worker reads them', async () => {
    const built = buildIndexOf(sections, 4)
    expect([...built.values.keys()].every((key) => /^search:v4:[0-9a-f]{16}$/.test(key))).toBe(true)
    const index = await openBuiltIndex(built)
    expect((await searchSections(index, 'middleware', 5)).map((hit) => hit.section.id)).toEqual([
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

  it('refuses a value that is not of the index format', async () => {
    const built = buildIndexOf(sections, 4)
    built.values.set(built.entry.meta, gzipSync('{"not": "an index"}'))
    await expect(openBuiltIndex(built)).rejects.toThrow('not a search index meta value')
  })
})
