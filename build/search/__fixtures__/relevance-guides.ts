/**
 * Long guides of the relevance fixture (original text about the fictional Aster framework):
 * each page is a title, an introduction and sections. relevance-docs.ts turns them into search
 * sections and adds the traps (the configuration reference, migration pages, the blog).
 */

import type { FixturePage } from './fixture-page'
import { MORE_GUIDES } from './relevance-guides-more'

const G = '/docs/4.x/guide'

/** The first guides: routing to hydration and middleware (the rest: relevance-guides-more.ts). */
const FIRST_GUIDES: FixturePage[] = [
  {
    path: `${G}/routing`,
    title: 'Routing',
    intro:
      'Aster maps every file of the pages folder to a URL. Routing needs no router file: add a page and its route exists.',
    sections: [
      [
        'File-based routes',
        'A page file such as pages/about.vue answers /about. Nested folders give nested routes.',
      ],
      [
        'Dynamic routes',
        'Square brackets in a file name make a dynamic route: pages/posts/[slug].vue matches /posts/hello and passes slug as a route param.',
      ],
      [
        'Route middleware',
        'Route middleware runs before navigation to a route. Use it to redirect visitors who are not signed in, or to check route params.',
      ],
      [
        'Navigation',
        'Links between routes use AsterLink; navigateTo changes the route from code, and prefetching loads the next route early.',
      ],
    ],
  },
  {
    path: `${G}/data-fetching`,
    title: 'Data fetching',
    intro:
      'Fetch data on the server during rendering and send it with the page, so the browser does not fetch it a second time.',
    sections: [
      [
        'useAsterData',
        'useAsterData runs a fetcher on the server, serializes the result into the payload and reuses it during hydration in the browser.',
      ],
      [
        'Fetching on the server only',
        'Mark a fetcher server only when it reads secrets or a database: the browser never runs it and receives only its result.',
      ],
      [
        'Refreshing data',
        'Call refresh to fetch again after a form is sent, or watch a reactive key so data is fetched again when the key changes.',
      ],
      [
        'Errors and pending state',
        'A fetcher exposes pending and error values, so the page can show a spinner while data loads and a message when the fetch fails.',
      ],
      [
        'Caching fetched data',
        'Give a fetcher a key to share its data between components; the same key on two components fetches once per request.',
      ],
    ],
  },
  {
    path: `${G}/rendering`,
    title: 'Rendering modes',
    intro:
      'Aster renders pages on the server by default and can also prerender them at build time or render them only in the browser.',
    sections: [
      [
        'Server-side rendering',
        'With server-side rendering every request renders the page to HTML on the server, then the browser hydrates it. Server-side rendering is best for pages that change per visitor.',
      ],
      [
        'Static prerendering',
        'Prerendering renders a page once at build time and serves the static HTML file. Prerender pages that are the same for every visitor, such as docs.',
      ],
      [
        'Client-side rendering',
        'A client-only page sends an empty shell and renders in the browser. Use it for dashboards behind a login.',
      ],
      [
        'Hybrid rendering with route rules',
        'Route rules choose a rendering mode per path: prerender the marketing pages, render the account pages on the server.',
      ],
    ],
  },
  {
    path: `${G}/caching`,
    title: 'Caching',
    intro:
      'Caching keeps rendered pages and API responses so that repeated requests are answered without work.',
    sections: [
      [
        'Cache API responses',
        'Wrap a server route in defineCachedHandler to cache its responses for a number of seconds; stale responses are revalidated in the background.',
      ],
      [
        'Cache rendered pages',
        'A route rule with swr caches the rendered HTML of a page at the edge and renders it again after the given seconds.',
      ],
      [
        'Invalidating the cache',
        'Purge a cached entry by key after content changes, or publish a new deployment, which starts with an empty cache.',
      ],
      [
        'Cache headers',
        'Set Cache-Control on responses so that browsers and the CDN keep static assets for a year and HTML for a minute.',
      ],
    ],
  },
  {
    path: `${G}/hydration`,
    title: 'Hydration',
    intro:
      'Hydration attaches event listeners to the HTML the server rendered, so the page becomes interactive without rendering twice.',
    sections: [
      [
        'Hydration mismatch',
        'A hydration mismatch happens when the browser renders different HTML than the server, for example when a component prints the current time or reads localStorage during render.',
      ],
      [
        'Fixing a mismatch',
        'Move browser-only values into onMounted, or wrap the component in ClientOnly, so server and browser render the same markup.',
      ],
      [
        'Lazy hydration',
        'Islands hydrate when they become visible or when the browser is idle, which keeps the main thread free while the page loads.',
      ],
    ],
  },
  {
    path: `${G}/middleware`,
    title: 'Server middleware',
    intro:
      'Server middleware runs on every request to the server before any route handler, for logging, headers or authentication checks.',
    sections: [
      [
        'Writing server middleware',
        'Export a handler from a file in server/middleware; it receives the event and can add headers or end the request early.',
      ],
      [
        'Order of middleware',
        'Middleware files run in alphabetical order; prefix names with numbers to control which runs first.',
      ],
      [
        'Middleware and authentication',
        'Read the session cookie in middleware and attach the user to the event context, so route handlers can trust it.',
      ],
    ],
  },
]

/** Every guide of the fixture. */
export const GUIDES: FixturePage[] = [...FIRST_GUIDES, ...MORE_GUIDES]
