import type { TranslationLocale } from '../../../src/shared/content/translation'
import type { SearchVersion } from '../../../src/shared/search/filter'

/*
 * The queries of the relevance suites, read by the tests (relevance.test.ts on the real content,
 * relevance-fixture.test.ts on the docs-shaped fixture) and by the bench's evaluation of the
 * analysis chain (build/tools/bench/analysis-eval.ts), so both judge by the same cases.
 */

const G = '/docs/4.x/guide'
const CONFIG = '/docs/4.x/api/configuration'

/** [query, intended page] of the docs-shaped fixture (relevance-docs.ts), version 4. */
export const RELEVANCE_DOCS_QUERIES: Array<[string, string]> = [
  ['routing', `${G}/routing`],
  ['dynamic routes', `${G}/routing`],
  ['route params', `${G}/routing`],
  ['route middleware', `${G}/routing`],
  ['navigateTo', `${G}/routing`],
  ['fetch data on the server', `${G}/data-fetching`],
  ['useAsterData', `${G}/data-fetching`],
  ['refresh data after form', `${G}/data-fetching`],
  ['server-side rendering', `${G}/rendering`],
  ['static prerendering', `${G}/rendering`],
  ['hybrid rendering route rules', `${G}/rendering`],
  ['client only page', `${G}/rendering`],
  ['cache api responses', `${G}/caching`],
  ['invalidate cache', `${G}/caching`],
  ['hydration', `${G}/hydration`],
  ['hydration mismatch', `${G}/hydration`],
  ['lazy hydration islands', `${G}/hydration`],
  ['server middleware', `${G}/middleware`],
  ['useState', `${G}/state`],
  ['global store', `${G}/state`],
  ['error page', `${G}/error-handling`],
  ['createError status code', `${G}/error-handling`],
  ['deploy to the edge', `${G}/deployment`],
  ['environment variables', `${G}/deployment`],
  ['unit test components', `${G}/testing`],
  ['translate messages', `${G}/i18n`],
  ['locale', `${G}/i18n`],
  ['page title description', `${G}/seo`],
  ['sitemap', `${G}/seo`],
  ['responsive images', `${G}/images`],
  ['session cookie login', `${G}/authentication`],
  ['form validation', `${G}/forms`],
  ['file uploads', `${G}/forms`],
  ['write a plugin', `${G}/plugins`],
  ['publish a module to npm', `${G}/modules`],
  ['layouts', `${G}/layouts`],
  ['typed routes', `${G}/typescript`],
  ['websocket', `${G}/server-routes`],
  ['read request body', `${G}/server-routes`],
  ['bundle size', `${G}/performance`],
  ['installation', '/docs/4.x/getting-started/installation'],
  ['configuration', '/docs/4.x/getting-started/configuration'],
  // the reference is found when asked for by an option name
  ['runtimeConfig', CONFIG],
  ['telemetry', CONFIG],
  ['sourcemap option', CONFIG],
  // migration pages come first when the question is about migrating
  ['migrating routing from aster 3', '/docs/4.x/migration/routing'],
  ['asyncData', '/docs/4.x/migration/data-fetching'],
  // while typing, and with a typo
  ['hydrat', `${G}/hydration`],
  ['middlewar', `${G}/middleware`],
  ['prerenderng', `${G}/rendering`],
  ['authentcation', `${G}/authentication`],
]

const CONCEPTS = '/docs/4.x/guide/concepts'
const FROM_LUMEN = '/docs/4.x/migration/from-lumen'

/**
 * [query, intended page] of the traps a real docs corpus set (relevance-concepts.ts, issue 38):
 * each page must come FIRST. A concept defined on one page and mentioned on many, the server
 * engine's own name, long queries with a word that distracts, 'migrate from …' queries (the
 * migration guide is down-weighted for every other query), and a hosting query where a blog
 * post says the word more often than the guide.
 */
export const RELEVANCE_CONCEPT_QUERIES: Array<[string, string]> = [
  ['render payload', `${CONCEPTS}/render-payload`],
  ['payload', `${CONCEPTS}/render-payload`],
  ['what is the payload', `${CONCEPTS}/render-payload`],
  ['hydration mismatch', `${G}/hydration`],
  ['fix hydration mismatch error in production', `${G}/hydration`],
  ['orbit', `${CONCEPTS}/server-engine`],
  ['Orbit server', `${CONCEPTS}/server-engine`],
  ['server engine', `${CONCEPTS}/server-engine`],
  ['server routes middleware', `${G}/middleware`],
  ['cache api responses quickly', `${G}/caching`],
  ['how to deploy aster to the edge network', `${G}/deployment`],
  ['read the request body in a server route', `${G}/server-routes`],
  ['lazy hydration islands when visible', `${G}/hydration`],
  ['lazy hydration islands', `${G}/hydration`],
  ['migrate from lumen', FROM_LUMEN],
  ['migrating from Lumen to Aster', FROM_LUMEN],
  ['lumen migration', FROM_LUMEN],
  ['upgrade from lumen', FROM_LUMEN],
  ['migrate lumen store', FROM_LUMEN],
  ['hosting', `${G}/hosting`],
  ['hosting provider', `${G}/hosting`],
  ['host aster', `${G}/hosting`],
]

/** A query of the real content's suite and the section it must find. */
export interface RelevanceCase {
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
const zh = (
  query: string,
  expected: string,
  first = false,
  version: SearchVersion = 4
): RelevanceCase => ({
  query,
  version,
  expected,
  first,
  locale: 'zh-CN',
})

/** The queries by kind; each names the section it must find. */
export const RELEVANCE_CASES: Record<string, RelevanceCase[]> = {
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
    // first, not only top 3: the heading '手动安装' holds the query, but as three bigrams it is
    // not exactly the query (query-words.ts countTitleWords), the page title '安装' is
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
