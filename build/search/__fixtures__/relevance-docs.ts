import type { SearchSection } from '../../../src/shared/content/types'
import { slugifyHeading } from '../../../src/shared/content/slug'
import type { SectionsByCollection } from '../index'
import type { FixturePage } from './fixture-page'
import { CONCEPT_BLOG, CONCEPT_DOCS } from './relevance-concepts'
import { GUIDES } from './relevance-guides'

/**
 * An original docs-shaped site for the ranking suite (relevance-fixture.test.ts), with the traps
 * of real docs: a configuration reference of many short option sections with one-word titles,
 * migration pages that repeat the headings of the guides they mirror, long guides, a blog, and
 * the 3.x docs (version filtering).
 */

/** Configuration options: one-word titles that share their words with whole guides. */
const OPTIONS: Array<[name: string, text: string]> = [
  [
    'ssr',
    'Type: boolean. Default: true. Set to false to turn off server-side rendering for the whole app.',
  ],
  ['routing', 'Type: object. Options of the router, such as trailing slashes.'],
  ['cache', 'Type: object. Storage used by cached handlers.'],
  ['hydration', 'Type: object. Options of hydration, such as the strategy of islands.'],
  ['middleware', 'Type: string[]. Extra server middleware directories.'],
  ['modules', 'Type: array. Modules to install, with their options.'],
  ['plugins', 'Type: string[]. Extra plugin files.'],
  ['prerender', 'Type: object. Routes to prerender and whether to crawl links.'],
  ['head', 'Type: object. Default head tags of every page.'],
  ['i18n', 'Type: object. Locales and the default locale.'],
  ['images', 'Type: object. Default image provider and sizes.'],
  ['devtools', 'Type: boolean. Default: true in development. Shows the devtools panel.'],
  ['telemetry', 'Type: boolean. Default: true. Sends anonymous usage data.'],
  ['sourcemap', 'Type: boolean or object. Generates source maps for the server and client builds.'],
  ['compression', 'Type: boolean. Default: true. Compresses public assets with gzip and brotli.'],
  ['layouts', 'Type: string. Folder of layouts.'],
  ['components', 'Type: array. Folders whose components are auto-imported.'],
  ['imports', 'Type: object. Folders whose composables are auto-imported.'],
  ['alias', 'Type: object. Path aliases for imports.'],
  [
    'runtimeConfig',
    'Type: object. Values read at runtime with useRuntimeConfig; public keys reach the browser.',
  ],
  ['appConfig', 'Type: object. Build-time values read with useAppConfig.'],
  ['experimental', 'Type: object. Features that may change in a minor release.'],
  ['typescript', 'Type: object. Strict mode and type checking options.'],
  ['preset', 'Type: string. Deployment preset, such as node-server or an edge preset.'],
  ['routeRules', 'Type: object. Per-path rules: cache, prerender, redirect, headers.'],
  ['css', 'Type: string[]. Global stylesheets added to every page.'],
  ['srcDir', 'Type: string. Folder of the app source.'],
  ['buildDir', 'Type: string. Folder of build output.'],
  ['debug', 'Type: boolean. Logs hooks and timings.'],
  ['logLevel', 'Type: string. Amount of build output.'],
  ['security', 'Type: object. Headers such as the content security policy.'],
  ['testing', 'Type: object. Options of the test utilities.'],
  ['forms', 'Type: object. Default validation messages.'],
  ['state', 'Type: object. Payload serialization options of useState.'],
  ['errors', 'Type: object. Whether stack traces show in development.'],
  ['seo', 'Type: object. Site name and canonical host.'],
  ['performance', 'Type: object. Budgets that warn when bundles grow.'],
  ['deployment', 'Type: object. Options passed to the deployment preset.'],
  ['authentication', 'Type: object. Session cookie name and lifetime.'],
  ['websocket', 'Type: boolean. Enables WebSocket upgrades in server routes.'],
  [
    'orbit',
    'Type: object. Options passed to Orbit: storage mounts, server route rules and the preset.',
  ],
]

/** Migration pages mirror a guide's headings, saying what changed since Aster 3. */
const MIGRATIONS: Array<[guide: string, note: string]> = [
  ['routing', 'In Aster 3 the router file was required; Aster 4 derives it from pages.'],
  ['data-fetching', 'Aster 3 used asyncData options; Aster 4 replaces them with useAsterData.'],
  ['rendering', 'Aster 3 called this mode universal; the route rules are new in Aster 4.'],
  ['middleware', 'Aster 3 registered server middleware in the config; Aster 4 scans the folder.'],
  ['hydration', 'Aster 3 hydrated the whole page at once; Aster 4 hydrates islands lazily.'],
  ['state', 'Aster 3 used a global store by default; Aster 4 prefers useState.'],
]

function pageSections(page: FixturePage): SearchSection[] {
  return [
    { id: page.path, title: page.title, titles: [], content: page.intro, level: 1 },
    ...page.sections.map(([heading, text]) => ({
      id: `${page.path}#${slugifyHeading(heading)}`,
      title: heading,
      titles: [page.title],
      content: text,
      level: 2,
    })),
  ]
}

const configPage: FixturePage = {
  path: '/docs/4.x/api/configuration',
  title: 'Configuration reference',
  intro: 'Every option of aster.config.ts, with its type and default.',
  sections: OPTIONS,
}

const migrationPages: FixturePage[] = MIGRATIONS.map(([slug, note]) => {
  const guide = GUIDES.find((page) => page.path.endsWith(`/${slug}`))!
  return {
    path: `/docs/4.x/migration/${slug}`,
    title: `Migrating ${guide.title.toLowerCase()}`,
    intro: `${note} This page lists what to change when moving ${guide.title.toLowerCase()} code to Aster 4.`,
    sections: guide.sections.map(([heading, text]) => [
      heading,
      `Aster 3: ${text.split('. ')[0]!.toLowerCase()} worked differently. ${note}`,
    ]),
  }
})

/** Bridge pages: Aster 4 features back-ported to Aster 3, repeating the guides' headings too. */
const bridgePages: FixturePage[] = MIGRATIONS.slice(0, 3).map(([slug]) => {
  const guide = GUIDES.find((page) => page.path.endsWith(`/${slug}`))!
  return {
    path: `/docs/4.x/bridge/${slug}`,
    title: `${guide.title} with the bridge`,
    intro: `The compatibility bridge brings Aster 4 ${guide.title.toLowerCase()} to an Aster 3 project before it upgrades.`,
    sections: guide.sections.map(([heading, text]) => [
      heading,
      `${text} On Aster 3 the bridge gives the same.`,
    ]),
  }
})

const gettingStarted: FixturePage[] = [
  {
    path: '/docs/4.x/getting-started/installation',
    title: 'Installation',
    intro:
      'Install Aster with npm, pnpm or yarn: create a project with the starter and run the dev server.',
    sections: [
      ['Prerequisites', 'Node.js 20 or later and a text editor with TypeScript support.'],
      [
        'Create a project',
        'Run npm create aster@latest and answer the prompts to scaffold a new project.',
      ],
      [
        'Start the dev server',
        'npm run dev starts the development server with hot module replacement on port 3000.',
      ],
    ],
  },
  {
    path: '/docs/4.x/getting-started/configuration',
    title: 'Configuration',
    intro: 'Configure Aster in aster.config.ts; the configuration reference lists every option.',
    sections: [
      [
        'The config file',
        'aster.config.ts exports defineAsterConfig with your options; it is read at build time.',
      ],
      [
        'Runtime config',
        'Values that change per environment belong in runtimeConfig and can be overridden by environment variables.',
      ],
    ],
  },
]

const v3Pages: FixturePage[] = [
  {
    path: '/docs/3.x/guide/routing',
    title: 'Routing',
    intro: 'Aster 3 reads routes from the router file and the pages folder.',
    sections: [['Route middleware', 'Aster 3 route middleware is registered in the router file.']],
  },
  {
    path: '/docs/3.x/getting-started/installation',
    title: 'Installation',
    intro: 'Install Aster 3 with npm install aster@3.',
    sections: [],
  },
]

const blogPages: FixturePage[] = [
  {
    path: '/blog/aster-4-release',
    title: 'Aster 4 is out',
    intro: 'Aster 4 brings islands, typed routes and a new data layer. Here is what changed.',
    sections: [
      [
        'Lazy hydration for islands',
        'Islands now hydrate when visible, which cut the JavaScript of our docs by half.',
      ],
      [
        'Typed routes everywhere',
        'Route params are typed end to end, from the page file to AsterLink.',
      ],
    ],
  },
  {
    path: '/blog/edge-caching-story',
    title: 'How we cache the docs at the edge',
    intro: 'A story of stale-while-revalidate, purges and the bugs we met on the way.',
    sections: [
      ['Purging by key', 'We purge cached pages by content key when an author publishes.'],
    ],
  },
]

/** The fixture's sections per collection (as the content step would give them). */
export function createRelevanceSections(): SectionsByCollection {
  return {
    docsv4: [
      ...gettingStarted,
      ...GUIDES,
      configPage,
      ...migrationPages,
      ...bridgePages,
      ...CONCEPT_DOCS,
    ].flatMap(pageSections),
    docsv3: v3Pages.flatMap(pageSections),
    blog: [...blogPages, ...CONCEPT_BLOG].flatMap(pageSections),
  }
}
