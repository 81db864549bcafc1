import type { Locale } from '../../../src/shared/i18n/locales'

/**
 * The evaluation set of `search_docs` (the MCP server's search, src/shared/search/search-docs.ts):
 * questions a developer asks an agent, as they would type them, each with the page(s) that
 * answer it. Written from the docs' outline before the ranking was looked at; never edited to
 * pass. Run by test/worker/mcp-eval.test.ts (through the MCP client, ≥ 90 % in the top 3) and
 * printed by the bench (build/tools/bench/search-eval.ts).
 *
 * `locale` is the language the question is asked in: a zh-CN question searches the Chinese
 * index. The Chinese cases were written from the outline of the translated pages and run once
 * before Chinese question words were cut from a question (answer-query.ts): 11 of 12 were then in
 * the top 3 (`如何安装 Aster？` was not); none was edited after.
 */
export interface AgentQuestion {
  question: string
  /** Docs version asked about (`search_docs`'s `version`). */
  version: '4.x' | '3.x'
  locale: Locale
  /** Pages that answer it (any one in the top 3 counts). */
  answers: string[]
}

const v4 = (question: string, ...answers: string[]): AgentQuestion => ({
  question,
  version: '4.x',
  locale: 'en',
  answers: answers.map((page) => `/docs/4.x/${page}`),
})

const zh4 = (question: string, ...answers: string[]): AgentQuestion => ({
  question,
  version: '4.x',
  locale: 'zh-CN',
  answers: answers.map((page) => `/docs/4.x/${page}`),
})

const v3 = (question: string, ...answers: string[]): AgentQuestion => ({
  question,
  version: '3.x',
  locale: 'en',
  answers: answers.map((page) => `/docs/3.x/${page}`),
})

export const AGENT_QUESTIONS: AgentQuestion[] = [
  v4('How do I create a new Aster project?', 'getting-started/installation'),
  v4(
    'How do I add a dynamic route segment like /users/:id?',
    'getting-started/routing',
    'guide/directory-structure/pages'
  ),
  v4(
    'How can I protect pages so only logged-in users can see them?',
    'guide/recipes/sessions-and-auth'
  ),
  v4(
    'How do I fetch data on the server and reuse it on the client?',
    'getting-started/data-fetching',
    'api/composables/use-aster-data'
  ),
  v4('Why do I get a hydration mismatch warning?', 'guide/best-practices/hydration'),
  v4('How do I set the page title and meta description?', 'api/composables/use-head'),
  v4(
    'How do I deploy my app to an edge platform?',
    'getting-started/deployment',
    'api/configuration/presets'
  ),
  v4('Which deployment presets are available?', 'api/configuration/presets'),
  v4(
    'How do I read environment variables at runtime?',
    'guide/going-further/runtime-settings',
    'api/composables/use-runtime-settings'
  ),
  v4('How can I render a component only in the browser?', 'api/components/client-only'),
  v4('How do I redirect the user programmatically to another page?', 'api/utils/navigate-to'),
  v4('How do I return a 404 error from a page?', 'api/utils/create-error'),
  v4('How do I optimize images?', 'api/components/aster-image'),
  v4('How do I write an API endpoint?', 'guide/directory-structure/server'),
  v4('How do I share state between components?', 'api/composables/use-shared-state'),
  v4('How do I store a value in a cookie as React state?', 'api/composables/use-cookie-state'),
  // (the View Transitions guide is a draft: no question may expect it)
  v4('How do I read the query string of the current URL?', 'api/composables/use-route-params'),
  v4(
    'How do I ship zero JavaScript for a part of the page?',
    'guide/going-further/islands',
    'api/components/aster-island',
    'examples/islands'
  ),
  v4(
    'How do I prerender every page to static HTML?',
    'api/commands/generate',
    'guide/concepts/rendering'
  ),
  v4('How do I test the production build locally before deploying?', 'api/commands/preview'),
  v4('How do I write my own module?', 'api/kit/modules', 'guide/going-further/modules'),
  v4('What hooks can I listen to during the build?', 'api/advanced/hooks'),
  v4('How do I run code only on the server with import.meta?', 'api/advanced/import-meta'),
  v4('How do I add a shared header and footer to all pages?', 'guide/directory-structure/layouts'),
  v4('How do I migrate aster.config.js to aster.config.ts?', 'migration/configuration'),
  v4(
    'How do I replace useData when moving to Aster 4?',
    'migration/data-fetching',
    'bridge/data-layer'
  ),
  v4('How do I upgrade from Aster 3 to Aster 4?', 'getting-started/upgrade', 'migration/overview'),
  v4('How do I make my app load faster?', 'guide/best-practices/performance'),
  v4('Where can I ask for help or report a bug?', 'community/getting-help'),
  v4('How do I contribute to Aster?', 'community/contribution'),
  v4('How do I prefetch links?', 'api/components/aster-link'),
  v4(
    'How do I attach middleware to a single page?',
    'api/utils/define-route-rules',
    'getting-started/routing'
  ),
  v4('How can I use Aster from a Node.js script?', 'api/kit/programmatic'),
  v4('What should I include in a bug report about my environment?', 'api/commands/info'),
  v4('How do I install a module from the command line?', 'api/commands/add'),
  v4('What is the server engine behind Aster?', 'guide/concepts/server-engine'),
  v3('How do I configure runtime config in Aster 3?', 'guide/going-further/runtime-settings'),
  v3('How do I adopt Aster 4 features in an Aster 3 app?', 'bridge/overview'),
  v3('How do I generate a static site with Aster 3?', 'api/commands/generate'),
  v3('How do I read route params in Aster 3?', 'api/composables/use-route-params'),
  {
    question: '中文社区在哪里？',
    version: '4.x',
    locale: 'zh-CN',
    answers: ['/docs/4.x/community/chinese-community'],
  },
  zh4('如何安装 Aster？', 'getting-started/installation'),
  zh4('怎么部署到 Cloudflare？', 'getting-started/deployment', 'api/configuration/presets'),
  zh4('如何避免水合不匹配？', 'guide/best-practices/hydration'),
  zh4('怎样在服务端读取 cookie？', 'api/composables/use-cookie-state'),
  zh4('如何配置环境变量？', 'getting-started/deployment', 'guide/going-further/runtime-settings'),
  zh4('自动导入是怎么工作的？', 'guide/concepts/auto-imports'),
  zh4('如何创建服务端岛屿？', 'guide/going-further/islands'),
  zh4('怎么从 Aster 3 升级到 Aster 4？', 'getting-started/upgrade', 'migration/overview'),
  zh4('如何保护需要登录的页面？', 'guide/recipes/sessions-and-auth'),
  zh4('useAsterData 怎么用？', 'api/composables/use-aster-data'),
  zh4('如何自定义路由？', 'guide/recipes/custom-routing'),
]
