import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchVersion } from '../../src/shared/search/filter'
import type { SearchIndex } from '../../src/shared/search/index-db'
import { searchSections } from '../../src/shared/search/rank'
import { loadBuiltIndex } from './built-index'

/**
 * Relevance of the REAL index of the last build (dist/search, built from content/): each query
 * names the section that must be among the first 3 results (or first, for exact titles).
 */
const DIST = resolve(import.meta.dirname, '../../dist')

interface Case {
  query: string
  version: SearchVersion
  expected: string
  /** Must be the very first result (an exact title match). */
  first?: boolean
}

/** The queries by kind; each names the section it must find. */
const CASES: Record<string, Case[]> = {
  'exact title match': [
    { query: 'Installation', version: 4, expected: '/docs/4.x/getting-started/installation' },
    {
      query: 'useAsterData',
      version: 4,
      expected: '/docs/4.x/api/composables/use-aster-data',
      first: true,
    },
    { query: 'Server Islands', version: 4, expected: '/docs/4.x/guide/going-further/islands' },
    { query: 'navigateTo', version: 4, expected: '/docs/4.x/api/utils/navigate-to', first: true },
    { query: 'aster build', version: 4, expected: '/docs/4.x/api/commands/build', first: true },
    {
      query: 'AsterLink',
      version: 4,
      expected: '/docs/4.x/api/components/aster-link',
      first: true,
    },
    { query: 'Typed Routes in Practice', version: 4, expected: '/blog/typed-routes', first: true },
    {
      query: 'aster.config.js',
      version: 3,
      expected: '/docs/3.x/api/configuration/aster-config',
      first: true,
    },
    { query: 'useData', version: 3, expected: '/docs/3.x/api/composables/use-data', first: true },
    {
      query: 'TypeScript Config',
      version: 3,
      expected: '/docs/3.x/bridge/typescript',
      first: true,
    },
  ],
  'several words': [
    {
      query: 'hydration mismatch',
      version: 4,
      expected: '/docs/4.x/guide/best-practices/hydration',
    },
    {
      query: 'route middleware',
      version: 4,
      expected: '/docs/4.x/getting-started/routing#route-middleware',
    },
    {
      query: 'environment variables',
      version: 4,
      expected: '/docs/4.x/getting-started/deployment#environment-variables',
    },
    {
      query: 'edge cache',
      version: 4,
      expected: '/docs/4.x/guide/best-practices/performance#cache-at-the-edge',
    },
    {
      query: 'server functions',
      version: 4,
      expected: '/blog/aster-4#server-functions-are-stable',
    },
    {
      query: 'error page',
      version: 4,
      expected: '/docs/4.x/guide/directory-structure/app#the-error-page',
    },
    { query: 'cookie', version: 4, expected: '/docs/4.x/api/composables/use-cookie-state' },
  ],
  'typo tolerance (one edit)': [
    { query: 'instalation', version: 4, expected: '/docs/4.x/getting-started/installation' },
    { query: 'configuraton', version: 4, expected: '/docs/4.x/getting-started/configuration' },
    { query: 'confgiuration', version: 4, expected: '/docs/4.x/getting-started/configuration' },
    { query: 'hidration', version: 4, expected: '/docs/4.x/guide/best-practices/hydration' },
    {
      query: 'prerendring',
      version: 4,
      expected: '/docs/4.x/guide/concepts/rendering#static-prerendering',
    },
    { query: 'server functons', version: 4, expected: '/blog/aster-4#server-functions-are-stable' },
    { query: 'instalation', version: 3, expected: '/docs/3.x/getting-started/installation' },
  ],
  'prefix search while typing': [
    { query: 'rout', version: 4, expected: '/docs/4.x/getting-started/routing' },
    { query: 'instal', version: 4, expected: '/docs/4.x/getting-started/installation' },
    { query: 'useCook', version: 4, expected: '/docs/4.x/api/composables/use-cookie-state' },
    { query: 'prefetch', version: 4, expected: '/docs/4.x/api/components/aster-link#prefetching' },
    { query: 'hydration mis', version: 4, expected: '/docs/4.x/guide/best-practices/hydration' },
  ],
  'Chinese query on Chinese text': [
    {
      query: '中文社区',
      version: 4,
      expected: '/docs/4.x/community/chinese-community',
      first: true,
    },
    {
      query: '水合不匹配',
      version: 4,
      expected: '/docs/4.x/community/chinese-community#页面在服务端和客户端渲染结果不一致怎么办',
    },
    { query: '服务器函数', version: 4, expected: '/blog/aster-quickstart-zh#编写服务器函数' },
    { query: '快速入门', version: 3, expected: '/blog/aster-quickstart-zh' },
    { query: '部署', version: 4, expected: '/blog/aster-quickstart-zh#构建与部署' },
  ],
}

const indexes = new Map<SearchVersion, SearchIndex>()
beforeAll(async () => {
  for (const version of [3, 4] as const) indexes.set(version, await loadBuiltIndex(DIST, version))
})

async function top(version: SearchVersion, query: string, count = 3): Promise<string[]> {
  return (await searchSections(indexes.get(version)!, query, count)).map((hit) => hit.section.id)
}

describe.each(Object.entries(CASES))('relevance: %s', (_, cases) => {
  it.each(cases)('v$version "$query" → $expected', async ({ query, version, expected, first }) => {
    const ids = await top(version, query)
    if (first) expect(ids[0]).toBe(expected)
    else expect(ids).toContain(expected)
  })
})

describe('relevance: version filtering', () => {
  it('counts at least 20 queries', () => {
    expect(Object.values(CASES).flat().length).toBeGreaterThanOrEqual(20)
  })

  it('v4 finds only /docs/4.x docs, v3 never /docs/4.x; both find the blog', async () => {
    const v4 = await top(4, 'installation configuration aster', 42)
    const v3 = await top(3, 'installation configuration aster', 42)
    expect(
      v4.filter((id) => id.startsWith('/docs/')).every((id) => id.startsWith('/docs/4.x/'))
    ).toBe(true)
    expect(v3.some((id) => id.startsWith('/docs/4.x'))).toBe(false)
    expect(v3.some((id) => id.startsWith('/docs/3.x/'))).toBe(true)
    expect(await top(3, 'Typed Routes in Practice', 1)).toEqual(['/blog/typed-routes'])
  })

  it('an exact title outranks sections that only mention the words', async () => {
    const [first] = await searchSections(indexes.get(4)!, 'Routing', 1)
    expect(first?.section.title).toBe('Routing')
  })
})
