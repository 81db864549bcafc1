import type { FixturePage } from './fixture-page'

const G = '/docs/4.x/guide'

/** More long guides of the relevance fixture (state to performance); see relevance-guides.ts. */
export const MORE_GUIDES: FixturePage[] = [
  {
    path: `${G}/state`,
    title: 'State management',
    intro:
      'Share state between components with useState, which is safe on the server because every request gets its own state.',
    sections: [
      [
        'useState',
        'useState creates reactive state under a key; the server serializes it into the payload and the browser picks it up during hydration.',
      ],
      [
        'Global stores',
        'For larger apps, a store module keeps related state and actions together; register it as a plugin to use it everywhere.',
      ],
      [
        'Avoid shared module state',
        'A variable at module level on the server is shared by every visitor: keep per-request data in useState instead.',
      ],
    ],
  },
  {
    path: `${G}/error-handling`,
    title: 'Error handling',
    intro:
      'Aster catches errors during rendering, in server routes and in the browser, and shows a custom error page.',
    sections: [
      [
        'The error page',
        'Create error.vue at the root to replace the default error page; it receives the status code and the message.',
      ],
      [
        'Throwing errors',
        'Call createError with a status code in a page or a server route to stop rendering and show the error page with that status.',
      ],
      [
        'Error boundaries',
        'Wrap part of a page in an error boundary so that a failing widget shows a fallback while the rest of the page keeps working.',
      ],
    ],
  },
  {
    path: `${G}/deployment`,
    title: 'Deployment',
    intro:
      'Deploy an Aster app to a Node server, a serverless platform or an edge network with a preset chosen at build time.',
    sections: [
      [
        'Deployment presets',
        'The preset decides the output format: node-server builds a standalone server, edge presets build a worker bundle.',
      ],
      [
        'Deploy to the edge',
        'Edge presets run the server in isolates close to visitors; keep dependencies free of Node-only modules.',
      ],
      [
        'Environment variables',
        'Environment variables prefixed with ASTER_ override runtime config at start-up; set them in the hosting dashboard, never in the repository.',
      ],
      [
        'Static hosting',
        'aster generate prerenders every route to HTML files that any static host can serve.',
      ],
    ],
  },
  {
    path: `${G}/testing`,
    title: 'Testing',
    intro: 'Test components, composables and whole pages with the Aster test utilities and vitest.',
    sections: [
      [
        'Unit tests for components',
        'mountSuspended mounts a component with the Aster context, so composables such as useState work in a unit test.',
      ],
      [
        'End-to-end tests',
        'The e2e helpers build the app, start a server and drive a real browser through your pages.',
      ],
      [
        'Mocking fetch in tests',
        'registerEndpoint answers a server route with test data, so a page under test does not call the real API.',
      ],
    ],
  },
  {
    path: `${G}/i18n`,
    title: 'Internationalization',
    intro:
      'Translate your site into several languages with locale prefixes in the URL and message files per language.',
    sections: [
      [
        'Locale routing',
        'Each locale gets a prefix such as /fr; the default locale can stay without one. Language switch links keep the current page.',
      ],
      [
        'Translating messages',
        'Put messages in one file per language and read them with the t function; missing keys fall back to the default language.',
      ],
      [
        'Detecting the language',
        'Redirect first-time visitors by the Accept-Language header, then remember their choice in a cookie.',
      ],
    ],
  },
  {
    path: `${G}/seo`,
    title: 'SEO and meta tags',
    intro:
      'Give every page a title, a description and social preview tags so search engines and link previews show it well.',
    sections: [
      [
        'Page title and description',
        'useHead sets the title and meta description of a page; a title template adds the site name to every title.',
      ],
      [
        'Social preview images',
        'Set og:image to an absolute URL of a 1200 by 630 image so shared links show a preview card.',
      ],
      [
        'Sitemap and robots',
        'Generate sitemap.xml from your routes and list the paths crawlers should skip in robots.txt.',
      ],
    ],
  },
  {
    path: `${G}/images`,
    title: 'Images',
    intro:
      'The AsterImage component resizes, converts and lazy loads images so pages stay fast on slow networks.',
    sections: [
      [
        'Responsive images',
        'Give sizes for each breakpoint and AsterImage writes a srcset, so phones download small files.',
      ],
      [
        'Image formats',
        'Images are converted to AVIF or WebP when the browser accepts them, with the original format as fallback.',
      ],
      [
        'Image providers',
        'Point the component at an image CDN provider to resize images there instead of at build time.',
      ],
    ],
  },
  {
    path: `${G}/authentication`,
    title: 'Authentication',
    intro:
      'Sign visitors in with a session cookie set by a server route, and protect pages with route middleware.',
    sections: [
      [
        'Sessions',
        'After a successful login, a server route sets an encrypted, http-only session cookie that later requests send back.',
      ],
      [
        'Protecting pages',
        'A named route middleware checks the session and redirects to the login page when it is missing.',
      ],
      [
        'Signing out',
        'Clearing the session cookie on the server signs the visitor out on every tab.',
      ],
    ],
  },
  {
    path: `${G}/forms`,
    title: 'Forms',
    intro:
      'Send forms to server routes, validate input on both sides with one schema, and show field errors next to each input.',
    sections: [
      [
        'Form validation',
        'Validate with the same schema in the browser and in the server route, so rules are written once.',
      ],
      [
        'Submitting without JavaScript',
        'A plain form posts to the server route and works before hydration; the enhanced form then takes over.',
      ],
      [
        'File uploads',
        'Read multipart bodies in a server route and stream large files to storage instead of keeping them in memory.',
      ],
    ],
  },
  {
    path: `${G}/plugins`,
    title: 'Plugins',
    intro:
      'Plugins run once when the app starts, in the browser and on the server, to provide helpers or register components.',
    sections: [
      [
        'Writing a plugin',
        'Create a file in plugins/ that exports defineAsterPlugin; it receives the app and may provide helpers.',
      ],
      [
        'Plugin order',
        'Plugins load in file name order; a plugin may declare the plugins it depends on.',
      ],
      [
        'Client-only plugins',
        'Name a plugin file with .client to run it only in the browser, for example to load an analytics script.',
      ],
    ],
  },
  {
    path: `${G}/modules`,
    title: 'Authoring modules',
    intro:
      'A module extends Aster at build time: it adds components, server routes, plugins or build steps, and can be published to npm.',
    sections: [
      [
        'Creating a module',
        'Scaffold a module with the module starter; defineAsterModule receives your options and the app being built.',
      ],
      [
        'Module options',
        'Declare defaults for your options and let users override them under the module key of aster.config.',
      ],
      [
        'Publishing a module',
        'Build the module with the module builder, then publish it to npm with a name that starts with aster-.',
      ],
    ],
  },
  {
    path: `${G}/layouts`,
    title: 'Layouts',
    intro:
      'Layouts wrap pages with shared parts such as the header and footer; a page picks its layout by name.',
    sections: [
      ['Default layout', 'layouts/default.vue wraps every page that does not name another layout.'],
      [
        'Changing the layout of a page',
        'definePageMeta with a layout name switches a page to that layout, or to none.',
      ],
    ],
  },
  {
    path: `${G}/typescript`,
    title: 'TypeScript',
    intro:
      'Aster is written in TypeScript and generates types for your routes, components and runtime config.',
    sections: [
      [
        'Strict type checking',
        'Turn on strict mode and run aster typecheck in CI to catch type errors before deployment.',
      ],
      [
        'Typed routes',
        'Route names and params are typed, so a link to a missing route fails type checking.',
      ],
    ],
  },
  {
    path: `${G}/server-routes`,
    title: 'Server routes',
    intro: 'Files in server/api become API endpoints that run on the server and answer JSON.',
    sections: [
      [
        'Defining an API endpoint',
        'Export defineEventHandler from server/api/hello.ts to answer /api/hello with the value it returns.',
      ],
      [
        'Reading the request body',
        'readBody parses the JSON body of a POST request; validate it before using any field.',
      ],
      [
        'WebSockets',
        'A server route can upgrade the connection to a WebSocket and send messages to the browser in real time.',
      ],
    ],
  },
  {
    path: `${G}/performance`,
    title: 'Performance',
    intro:
      'Keep pages fast: send less JavaScript, split bundles and measure with Lighthouse before each release.',
    sections: [
      [
        'Bundle size',
        'Analyze the client bundle to find large dependencies; import heavy libraries only in the components that need them.',
      ],
      [
        'Lazy loading components',
        'Prefix a component with Lazy to load its code only when it renders for the first time.',
      ],
      [
        'Measuring performance',
        'Run Lighthouse on a production build, not on the dev server, which ships extra code.',
      ],
    ],
  },
]
