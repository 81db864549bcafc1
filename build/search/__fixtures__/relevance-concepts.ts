/**
 * Pages of the relevance fixture with the traps a real docs corpus set for search (issue 38,
 * item 8), original text about the fictional Aster framework:
 * - a concept defined on one page and mentioned in passing on many (the render payload,
 *   hydration mismatches);
 * - a server engine with its own name (Orbit), named in most server pages but defined on one;
 * - a migration guide from another framework ('migrate from …' queries);
 * - a blog post that says "hosting" more often than the hosting guide does.
 * relevance-docs.ts adds them to the site; relevance-queries.ts names what each query must find.
 */

import type { FixturePage } from './fixture-page'

const C = '/docs/4.x/guide/concepts'
const API = '/docs/4.x/api'

/** Concept pages: each defines a term that other pages only mention. */
const CONCEPTS: FixturePage[] = [
  {
    path: `${C}/render-payload`,
    title: 'Render payload',
    intro:
      'The render payload is the serialized state the server sends with the HTML: fetched data, shared state and the errors of the request.',
    sections: [
      [
        'What goes into the payload',
        'Values returned by fetchers and set with useState are written into the payload as the page renders; functions and class instances cannot be.',
      ],
      [
        'Reading the payload in the browser',
        'During hydration Aster reads the payload before running any component, so fetchers return their server value instead of fetching twice.',
      ],
      [
        'Keeping the payload small',
        'Pick only the fields a page shows: every byte of the payload is parsed in the browser before the page becomes interactive.',
      ],
    ],
  },
  {
    path: `${C}/server-engine`,
    title: 'Server engine',
    intro:
      'Orbit is the server engine of Aster: it answers API requests, renders pages and turns the build into output for each host.',
    sections: [
      [
        'What Orbit does',
        'Orbit reads the server folder, registers its handlers, and wraps them with the preset of the platform you deploy to.',
      ],
      [
        'Direct calls',
        'When a page fetches one of its own API routes during server rendering, Orbit calls the handler as a function instead of sending a request.',
      ],
      [
        'Storage layer',
        'Orbit offers a key-value storage with drivers for memory, the file system and hosted stores, used by cached handlers.',
      ],
    ],
  },
]

/** API and guide pages that mention the concepts above in passing, some several times. */
const MENTIONS: FixturePage[] = [
  {
    path: `${API}/components/client-only`,
    title: 'ClientOnly',
    intro:
      'ClientOnly renders its slot only in the browser, which avoids a hydration mismatch for widgets that read browser values.',
    sections: [
      [
        'Fallback',
        'The fallback slot renders on the server in place of the content; keep its size the same to avoid layout shift and a hydration mismatch.',
      ],
      [
        'Props',
        'placeholder-tag sets the element rendered on the server; fallback is a short text shown while the slot loads.',
      ],
    ],
  },
  {
    path: `${API}/composables/use-cookie`,
    title: 'useCookie',
    intro:
      'useCookie reads and writes a cookie on the server and in the browser; the value read on the server is written into the render payload.',
    sections: [
      [
        'Serializable values',
        'A cookie value must be serializable to go into the payload; a Date becomes a string, and a mismatch follows if the page renders it as a Date.',
      ],
      [
        'Avoiding a hydration mismatch',
        'Read cookies with useCookie, not document.cookie, during render: the browser-only value gives a hydration mismatch.',
      ],
    ],
  },
  {
    path: `${API}/composables/use-lazy-data`,
    title: 'useLazyData',
    intro:
      'useLazyData fetches without blocking navigation; a result fetched during server rendering is stored in the render payload under its key.',
    sections: [
      [
        'Keys and the payload',
        'Two calls with the same key share one entry of the payload; a missing key is derived from the file and line.',
      ],
      [
        'Transform',
        'transform runs after fetching and before the value enters the payload, so a large response is trimmed on the server.',
      ],
    ],
  },
  {
    path: `${API}/utils/define-handler`,
    title: 'defineHandler',
    intro:
      'defineHandler declares a server route handler for Orbit; Orbit passes it the event of the request.',
    sections: [
      [
        'Returning values',
        'Return an object and Orbit sends it as JSON; return a stream and Orbit streams it; throw createError and Orbit answers with its status.',
      ],
      [
        'Typing the handler',
        'The return type of the handler becomes the type of the response when a page fetches the route.',
      ],
    ],
  },
  {
    path: `${API}/utils/use-storage`,
    title: 'useStorage',
    intro:
      'useStorage returns the key-value storage of Orbit in server routes: getItem, setItem and removeItem on the mounted driver.',
    sections: [
      [
        'Orbit drivers',
        'Configure mount points under orbit.storage in aster.config.ts; each names an Orbit driver and its options.',
      ],
    ],
  },
  {
    path: `${API}/commands/preview`,
    title: 'aster preview',
    intro:
      'aster preview starts the Orbit server of the last build locally, with the output of the preset you built for.',
    sections: [
      [
        'Orbit logs',
        'The preview reads .env like the production server would; Orbit logs each request to the console.',
      ],
    ],
  },
]

/** A guide for teams moving to Aster from another framework. */
const MIGRATION_GUIDE: FixturePage = {
  path: '/docs/4.x/migration/from-lumen',
  title: 'Coming from Lumen',
  intro:
    'Teams that move an app from Lumen, the single-page framework, to Aster keep their components; this guide maps Lumen concepts to Aster ones.',
  sections: [
    [
      'Routes',
      "Lumen's route table becomes the pages folder: each route entry turns into a page file with the same path.",
    ],
    [
      'Data loaders',
      'Lumen loaders become fetchers with useAsterData; they now also run on the server, so check that they do not read window.',
    ],
    [
      'Global stores',
      'A Lumen store can stay as it is in the browser; for state that must survive server rendering, move it to useState.',
    ],
    [
      'Step by step',
      'Move one route at a time: Aster can serve the pages already migrated while the rest of the app still runs on Lumen.',
    ],
  ],
}

/** Pages that name Lumen without being about moving from it. */
const LUMEN_MENTIONS: FixturePage[] = [
  {
    path: '/docs/4.x/guide/comparison',
    title: 'How Aster compares',
    intro:
      'Aster renders on the server by default, where Lumen and other single-page frameworks render in the browser.',
    sections: [
      [
        'Routing compared',
        'Lumen declares routes in a table; Aster derives them from files. Both support nested and dynamic routes.',
      ],
      [
        'Bundle size compared',
        'A Lumen app ships its router to the browser; Aster ships only the islands a page needs.',
      ],
      [
        'When to stay with Lumen',
        'An app that lives behind a login gains little from server rendering: Lumen serves it well, and moving it from Lumen brings few gains.',
      ],
    ],
  },
]

/** A hosting guide, and a blog post that says hosting more often than the guide does. */
const HOSTING: FixturePage[] = [
  {
    path: '/docs/4.x/guide/hosting',
    title: 'Hosting providers',
    intro:
      'Aster runs on most hosting providers: pick the preset of your provider and deploy the output folder.',
    sections: [
      [
        'Node servers',
        'The node-server preset builds a server you start with node; run it behind a reverse proxy on any virtual machine.',
      ],
      [
        'Serverless and edge providers',
        'Serverless presets wrap Orbit in the function format of the provider; edge presets build one worker bundle.',
      ],
      [
        'Choosing a provider',
        'Prefer a provider close to your database; static pages can be served from any CDN.',
      ],
    ],
  },
]

const BLOG_HOSTING: FixturePage = {
  path: '/blog/hosting-our-site',
  title: 'Where we host the Aster site, and why',
  intro:
    'Hosting a docs site with millions of visits taught us what matters in hosting: hosting close to readers, hosting cheaply, hosting without surprises.',
  sections: [
    [
      'Our hosting history',
      'We tried three hosting companies in two years; each hosting move took a weekend and taught us something about hosting costs.',
    ],
    [
      'What hosting costs us now',
      'Our hosting bill fell by two thirds once the pages were prerendered and served from the edge.',
    ],
  ],
}

/** The docs pages of the concepts fixture (version 4). */
export const CONCEPT_DOCS: FixturePage[] = [
  ...CONCEPTS,
  ...MENTIONS,
  MIGRATION_GUIDE,
  ...LUMEN_MENTIONS,
  ...HOSTING,
]

/** The blog posts of the concepts fixture. */
export const CONCEPT_BLOG: FixturePage[] = [BLOG_HOSTING]
