/**
 * The invented text of the benchmark corpus (build/tools/bench/corpus.ts): a seeded PRNG, word lists
 * about the fictional Aster framework, sentences, paragraphs and code fences in ten languages.
 */

/** Deterministic PRNG (mulberry32) with the helpers the generator needs. */
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  return { next, int, pick, chance: (p: number) => next() < p }
}
export type Random = ReturnType<typeof createRandom>

/** A word list written as one line: `words('a b')` → ['a', 'b']. */
const words = (list: string, separator = ' ') => list.split(separator)
export const ADJECTIVES = words(
  'streaming nested typed edge static dynamic shared lazy incremental scoped global partial cached signed isolated hybrid layered parallel'
)
export const NOUNS = words(
  'routing loaders islands middleware layouts bindings caching sessions forms assets queries plugins modules hooks headers redirects previews migrations secrets schedules queues uploads webhooks metrics locales themes fixtures payloads'
)
export const TOPICS = words(
  'basics patterns recipes internals limits options lifecycle testing debugging deployment security performance'
)
export const SECTIONS = words(
  'guide recipes reference patterns integrations data security testing tooling internals operations tutorials'
)
export const SUBJECTS = words(
  'The router|Each island|A loader|The build step|Your middleware|The edge cache|The Aster CLI|A server route|The config file|The dev server|Every layout|The session store',
  '|'
)
export const VERBS = words(
  'resolves streams hydrates caches validates prefetches compiles serializes rewrites bundles invalidates forwards signs batches'
)
export const OBJECTS = words(
  'the request headers|every nested layout|the loader payload|static assets|route parameters|the D1 query|the KV entry|the island props|each form field|the session cookie|the response body|the module graph',
  '|'
)
export const TAILS = words(
  'before the response leaves the edge|on the first navigation|without a full reload|when the deploy finishes|at build time|once per isolate|for every locale|after the user signs in|while the page streams|in development only',
  '|'
)
export const APIS = words(
  'defineLoader() defineRouteRules() useSharedState() useRouteParams() navigateTo() defineRouteMiddleware() useHead() defineConfig() createIsland() useAsterApp() aster.config.ts app/pages/'
)
export const ICONS = words(
  'i-lucide-zap i-lucide-database i-lucide-route i-lucide-shield i-lucide-terminal i-lucide-puzzle i-lucide-gauge i-lucide-cloud i-lucide-lock i-lucide-layers'
)
export const LANGUAGES = [
  'ts',
  'tsx',
  'js',
  'json',
  'bash',
  'yaml',
  'css',
  'html',
  'vue',
  'python',
] as const
export type Language = (typeof LANGUAGES)[number]

export const capitalize = (word: string) => word[0]!.toUpperCase() + word.slice(1)

export function sentence(random: Random): string {
  const object = random.chance(0.3) ? `\`${random.pick(APIS)}\`` : random.pick(OBJECTS)
  const verb = random.chance(0.15) ? `**${random.pick(VERBS)}**` : random.pick(VERBS)
  return `${random.pick(SUBJECTS)} ${verb} ${object} ${random.pick(TAILS)}.`
}

export function paragraph(random: Random, links: string[] = []): string {
  const parts = Array.from({ length: random.int(2, 5) }, () => sentence(random))
  for (const link of links) parts.splice(random.int(0, parts.length), 0, `See ${link} for more.`)
  return parts.join(' ')
}

/** Head lines, one body line per index, foot lines and file names of each fence language. */
const CODE: Record<
  Language,
  { head: string[]; body: (i: number, w: string) => string; foot: string[]; files: string[] }
> = {
  ts: {
    head: [
      "import { defineLoader } from 'aster'",
      '',
      'export default defineLoader(async ({ env }) => ({',
    ],
    body: (i, w) => `  ${w}${i}: await env.DB.prepare('SELECT ${i}').first(),`,
    foot: ['}))'],
    files: ['app/loaders/page.ts', 'aster.config.ts', 'server/api/items.ts'],
  },
  tsx: {
    head: [
      "import { AsterLink } from 'aster'",
      '',
      'export function Menu() {',
      '  return (',
      '    <nav>',
    ],
    body: (i, w) => `      <AsterLink to="/${w}/${i}">${capitalize(w)}</AsterLink>`,
    foot: ['    </nav>', '  )', '}'],
    files: ['app/components/Menu.tsx', 'app/pages/index.tsx'],
  },
  js: {
    head: ['export default {'],
    body: (i, w) => `  ${w}${i}: ${i % 2 === 0},`,
    foot: ['}'],
    files: ['aster.config.js', 'scripts/seed.js'],
  },
  json: {
    head: ['{', '  "name": "aster-app",'],
    body: (i, w) => `  "${w}${i}": "${i}.0.0",`,
    foot: ['  "private": true', '}'],
    files: ['package.json', 'tsconfig.json'],
  },
  bash: {
    head: ['# run from the project root'],
    body: (i, w) => `npx aster ${w} --step ${i}`,
    foot: [],
    files: ['Terminal'],
  },
  yaml: {
    head: ['name: aster-app'],
    body: (i, w) => `${w}${i}: ${i * 10}`,
    foot: [],
    files: ['.aster/settings.yml', 'wrangler.yml'],
  },
  css: {
    head: [':root {'],
    body: (i, w) => `  --aster-${w}-${i}: ${i * 4}px;`,
    foot: ['}'],
    files: ['app/assets/main.css'],
  },
  html: {
    head: ['<!doctype html>', '<html lang="en">', '<body>'],
    body: (i, w) => `  <p class="${w}">Item ${i}</p>`,
    foot: ['</body>', '</html>'],
    files: ['public/offline.html'],
  },
  vue: {
    head: [
      '<script setup lang="ts">',
      'const count = ref(0)',
      '</script>',
      '',
      '<template>',
      '  <ul>',
    ],
    body: (i, w) => `    <li>${w} ${i}</li>`,
    foot: ['  </ul>', '</template>'],
    files: ['legacy/Widget.vue'],
  },
  python: {
    head: ['import json', '', 'def handler(request):'],
    body: (i, w) => `    ${w}_${i} = request.get("${w}")`,
    foot: ['    return json.dumps({"ok": True})'],
    files: ['scripts/export.py'],
  },
}

/** A code fence of 5–30 lines, sometimes with `[filename]` and `{a-b}` highlights. */
export function codeBlock(
  random: Random,
  language = random.pick(LANGUAGES),
  label?: string
): string {
  const spec = CODE[language]
  const total = random.int(5, 30)
  const body = Math.max(1, total - spec.head.length - spec.foot.length)
  const word = random.pick(NOUNS)
  const lines = [
    ...spec.head,
    ...Array.from({ length: body }, (_, i) =>
      spec.body(i + 1, random.chance(0.7) ? word : random.pick(NOUNS))
    ),
    ...spec.foot,
  ]
  const name = label ?? (random.chance(0.5) ? random.pick(spec.files) : undefined)
  let meta = name ? ` [${name}]` : ''
  if (random.chance(0.3)) {
    const from = random.int(1, lines.length)
    meta += ` {${from}-${Math.min(lines.length, from + random.int(0, 2))}}`
  }
  return ['```' + language + meta, ...lines, '```'].join('\n')
}
