import { resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SearchVersion } from '../../src/shared/search/filter'
import type { TranslationLocale } from '../../src/shared/content/translation'
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
  /** The language whose index is searched (default English). */
  locale?: TranslationLocale
}

const D4 = '/docs/4.x'
/** A query of the Chinese index (translated pages in Chinese, the rest in English). */
const zh = (query: string, expected: string, first = false, version: SearchVersion = 4): Case => ({
  query,
  version,
  expected,
  first,
  locale: 'zh-CN',
})

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
  'Chinese index: Chinese queries on translated pages': [
    zh('安装', `${D4}/getting-started/installation`),
    zh('安装依赖', `${D4}/getting-started/installation#install-dependencies`, true),
    zh('配置', `${D4}/getting-started/configuration`, true),
    zh('按环境覆盖配置', `${D4}/getting-started/configuration#environment-overrides`, true),
    zh('路由', `${D4}/getting-started/routing`, true),
    zh('路由中间件', `${D4}/getting-started/routing#route-middleware`),
    zh('服务端中间件', `${D4}/guide/directory-structure/server#server-middleware`, true),
    zh('数据获取', `${D4}/getting-started/data-fetching`, true),
    zh('部署', `${D4}/getting-started/deployment`, true),
    zh('环境变量', `${D4}/getting-started/deployment#environment-variables`),
    zh('水合不匹配', `${D4}/guide/best-practices/hydration`, true),
    zh('静态预渲染', `${D4}/guide/concepts/rendering#static-prerendering`, true),
    zh('混合渲染', `${D4}/guide/concepts/rendering#hybrid-rendering`),
    zh('自动导入', `${D4}/guide/concepts/auto-imports`, true),
    zh('服务端引擎', `${D4}/guide/concepts/server-engine`, true),
    zh('命名布局', `${D4}/guide/directory-structure/layouts#named-layouts`, true),
    zh('会话密钥', `${D4}/guide/recipes/sessions-and-auth#set-a-session-secret`, true),
    zh('优化图片', `${D4}/guide/best-practices/performance#optimise-images`, true),
    zh('清除错误', `${D4}/api/utils/create-error#clearing-errors`, true),
    zh('升级指南', `${D4}/getting-started/upgrade`, true),
    zh('在边缘缓存', `${D4}/guide/best-practices/performance#cache-at-the-edge`, true),
    zh('服务端岛屿', `${D4}/guide/going-further/islands`, true),
    zh('流式渲染', `${D4}/guide/concepts/rendering#server-streaming`),
    zh('构建预设', '/blog/deploy-edge-with-presets', true),
    zh('安装', '/docs/3.x/getting-started/installation', true, 3),
    zh('数据获取', '/docs/3.x/getting-started/data-fetching', true, 3),
  ],
  'Chinese index: English names and untranslated pages': [
    zh('Installation', `${D4}/getting-started/installation`, true),
    zh('Routing', `${D4}/getting-started/routing`, true),
    zh('Deployment', `${D4}/getting-started/deployment`, true),
    zh('useAsterData', `${D4}/api/composables/use-aster-data`, true),
    zh('navigateTo', `${D4}/api/utils/navigate-to`, true),
    zh('hydration mismatch', `${D4}/guide/best-practices/hydration`),
    zh('Installation', '/docs/3.x/getting-started/installation', true, 3),
    zh('Deployment Presets', `${D4}/api/configuration/presets`, true),
  ],
}

const indexes = new Map<string, SearchIndex>()
beforeAll(async () => {
  for (const version of [3, 4] as const) {
    indexes.set(`en:${version}`, await loadBuiltIndex(DIST, version))
    indexes.set(`zh-CN:${version}`, await loadBuiltIndex(DIST, version, 'zh-CN'))
  }
})

/** The index of a version in a language. */
const indexOf = (version: SearchVersion, locale: string = 'en') =>
  indexes.get(`${locale}:${version}`)!

async function top(
  version: SearchVersion,
  query: string,
  count = 3,
  locale?: TranslationLocale
): Promise<string[]> {
  return (await searchSections(indexOf(version, locale), query, count)).map((hit) => hit.section.id)
}

describe.each(Object.entries(CASES))('relevance: %s', (_, cases) => {
  it.each(cases)('v$version "$query" → $expected', async (kase) => {
    const { query, version, expected, first, locale } = kase
    const ids = await top(version, query, 3, locale)
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
    const [first] = await searchSections(indexOf(4), 'Routing', 1)
    expect(first?.section.title).toBe('Routing')
  })
})

describe('relevance: the Chinese index (one per docs version × language)', () => {
  it('counts at least 20 Chinese queries', () => {
    const chinese = Object.values(CASES)
      .flat()
      .filter((kase) => kase.locale === 'zh-CN' && /\p{Script=Han}/u.test(kase.query))
    expect(chinese.length).toBeGreaterThanOrEqual(20)
  })

  it('marks sections of pages not translated yet as English, and only those', async () => {
    const hits = await searchSections(indexOf(4, 'zh-CN'), 'Deployment Presets', 42)
    const untranslated = hits.find((hit) => hit.section.id === `${D4}/api/configuration/presets`)
    expect(untranslated?.section.lang).toBe('en')
    const [translated] = await searchSections(indexOf(4, 'zh-CN'), '部署', 1)
    expect(translated?.section.title).toBe('部署')
    expect(translated?.section.lang).toBeUndefined()
  })

  it('never marks a page written in Chinese as English, translated or not', async () => {
    // the Chinese community page and the quick-start post are English-site pages written in Chinese
    const hits = await searchSections(indexOf(4, 'zh-CN'), '中文社区', 3)
    expect(hits[0]?.section.id).toBe(`${D4}/community/chinese-community`)
    expect(hits[0]?.section.lang).toBeUndefined()
  })

  it('keeps the English index English: a translated page is found there by its English title', async () => {
    const [first] = await searchSections(indexOf(4), 'Installation', 1)
    expect(first?.section.title).toBe('Installation')
    expect(first?.section.lang).toBeUndefined()
    expect(await top(4, '安装依赖', 3)).not.toContain(
      `${D4}/getting-started/installation#install-dependencies`
    )
  })
})
