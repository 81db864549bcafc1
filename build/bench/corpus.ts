import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { slugifyHeading } from '../../src/shared/content/slug'

/**
 * A synthetic, docs-shaped content folder for the build benchmark (`npm run bench -- --pages N`).
 * The sample `content/` is copied whole (so every collection builds and every existing link
 * still resolves) and N generated pages go into one extra docs 4.x folder, `90.generated`:
 * the docs 4.x collection then holds the sample pages plus exactly N generated ones. All text
 * is invented here from word lists about the fictional Aster framework, deterministic per seed.
 */

const ROOT = resolve(import.meta.dirname, '../..')
/** The generated pages' folder inside content/docs/4.x, after the sample folders (1. … 7.). */
export const GENERATED_FOLDER = '90.generated'
/** The URL prefix of every generated page. */
export const GENERATED_PATH = '/docs/4.x/generated'

/** One generated page: its file, URL path and heading ids (targets of `#anchor` links). */
export interface GeneratedPage {
  file: string
  path: string
  title: string
  headingIds: string[]
}

/** What generateCorpus wrote. */
export interface Corpus {
  /** The content folder to build (`--content`). */
  contentDir: string
  /** The generated pages, in navigation order. */
  pages: GeneratedPage[]
}

/** Deterministic PRNG (mulberry32) with the helpers the generator needs. */
function createRandom(seed: number) {
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
type Random = ReturnType<typeof createRandom>

/** A word list written as one line: `words('a b')` → ['a', 'b']. */
const words = (list: string, separator = ' ') => list.split(separator)
const ADJECTIVES = words(
  'streaming nested typed edge static dynamic shared lazy incremental scoped global partial cached signed isolated hybrid layered parallel'
)
const NOUNS = words(
  'routing loaders islands middleware layouts bindings caching sessions forms assets queries plugins modules hooks headers redirects previews migrations secrets schedules queues uploads webhooks metrics locales themes fixtures payloads'
)
const TOPICS = words(
  'basics patterns recipes internals limits options lifecycle testing debugging deployment security performance'
)
const SECTIONS = words(
  'guide recipes reference patterns integrations data security testing tooling internals operations tutorials'
)
const SUBJECTS = words(
  'The router|Each island|A loader|The build step|Your middleware|The edge cache|The Aster CLI|A server route|The config file|The dev server|Every layout|The session store',
  '|'
)
const VERBS = words(
  'resolves streams hydrates caches validates prefetches compiles serializes rewrites bundles invalidates forwards signs batches'
)
const OBJECTS = words(
  'the request headers|every nested layout|the loader payload|static assets|route parameters|the D1 query|the KV entry|the island props|each form field|the session cookie|the response body|the module graph',
  '|'
)
const TAILS = words(
  'before the response leaves the edge|on the first navigation|without a full reload|when the deploy finishes|at build time|once per isolate|for every locale|after the user signs in|while the page streams|in development only',
  '|'
)
const APIS = words(
  'defineLoader() defineRouteRules() useSharedState() useRouteParams() navigateTo() defineRouteMiddleware() useHead() defineConfig() createIsland() useAsterApp() aster.config.ts app/pages/'
)
const ICONS = words(
  'i-lucide-zap i-lucide-database i-lucide-route i-lucide-shield i-lucide-terminal i-lucide-puzzle i-lucide-gauge i-lucide-cloud i-lucide-lock i-lucide-layers'
)
const LANGUAGES = [
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
type Language = (typeof LANGUAGES)[number]

const capitalize = (word: string) => word[0]!.toUpperCase() + word.slice(1)

function sentence(random: Random): string {
  const object = random.chance(0.3) ? `\`${random.pick(APIS)}\`` : random.pick(OBJECTS)
  const verb = random.chance(0.15) ? `**${random.pick(VERBS)}**` : random.pick(VERBS)
  return `${random.pick(SUBJECTS)} ${verb} ${object} ${random.pick(TAILS)}.`
}

function paragraph(random: Random, links: string[] = []): string {
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
function codeBlock(random: Random, language = random.pick(LANGUAGES), label?: string): string {
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

function table(random: Random): string {
  const rows = Array.from({ length: random.int(2, 5) }, () => {
    const name = `${random.pick(NOUNS)}${capitalize(random.pick(TOPICS))}`
    return `| \`${name}\` | \`${random.pick(['string', 'boolean', 'number'])}\` | ${sentence(random)} |`
  })
  return ['| Option | Type | Description |', '| --- | --- | --- |', ...rows].join('\n')
}

function callout(random: Random): string {
  if (random.chance(0.3)) {
    const group = random.chance(0.5)
      ? [codeBlock(random, 'bash', 'npm'), codeBlock(random, 'bash', 'pnpm')]
      : [codeBlock(random, 'ts', 'TypeScript'), codeBlock(random, 'js', 'JavaScript')]
    return ['::code-group', ...group, '::'].join('\n')
  }
  return [`::${random.pick(['note', 'tip', 'warning'])}`, paragraph(random), '::'].join('\n')
}

function list(random: Random): string {
  const ordered = random.chance(0.3)
  return Array.from(
    { length: random.int(3, 6) },
    (_, i) => `${ordered ? `${i + 1}.` : '-'} ${sentence(random)}`
  ).join('\n')
}

/** Headings of one page: 3–8 `##`, some followed by `###`, all with distinct ids. */
function planHeadings(random: Random): { level: 2 | 3; text: string }[] {
  const seen = new Set<string>()
  const headings: { level: 2 | 3; text: string }[] = []
  const add = (level: 2 | 3) => {
    let text = `${capitalize(random.pick(ADJECTIVES))} ${random.pick(NOUNS)}`
    if (seen.has(slugifyHeading(text))) text += ` ${random.pick(TOPICS)} ${headings.length}`
    seen.add(slugifyHeading(text))
    headings.push({ level, text })
  }
  for (let section = random.int(3, 8); section > 0; section--) {
    add(2)
    for (let sub = random.chance(0.4) ? random.int(1, 2) : 0; sub > 0; sub--) add(3)
  }
  return headings
}

interface PlannedPage extends GeneratedPage {
  headings: { level: 2 | 3; text: string }[]
}

/** Splits `pages` into folders of 10–40 pages, grouped into sections of 1–4 folders. */
function planTree(random: Random, pages: number, root: string): PlannedPage[] {
  const sizes: number[] = []
  for (let left = pages; left > 0;) {
    const size = left <= 40 ? left : Math.min(random.int(10, 40), left - 10)
    sizes.push(size)
    left -= size
  }
  const planned: PlannedPage[] = []
  const addFolder = (dir: string, title: string) =>
    planned.push({
      file: join(root, dir, '.navigation.yml'),
      path: '',
      title: `title: ${title}\nicon: i-lucide-book\n`,
      headingIds: [],
      headings: [],
    })
  const addPages = (dir: string, segments: string[], count: number) => {
    const taken = new Set<string>()
    for (let n = 1; n <= count; n++) {
      let title = `${capitalize(random.pick(ADJECTIVES))} ${random.pick(NOUNS)} ${random.pick(TOPICS)}`
      if (taken.has(slugifyHeading(title))) title += ` ${n}`
      const slug = slugifyHeading(title)
      taken.add(slug)
      const headings = planHeadings(random)
      planned.push({
        file: join(root, dir, `${String(n).padStart(2, '0')}.${slug}.md`),
        path: [GENERATED_PATH, ...segments, slug].join('/'),
        title,
        headings,
        headingIds: headings.map((heading) => slugifyHeading(heading.text)),
      })
    }
  }
  for (let index = 0, section = 0; index < sizes.length; section++) {
    const round = Math.floor(section / SECTIONS.length)
    const name = `${SECTIONS[section % SECTIONS.length]}${round ? `-${round + 1}` : ''}`
    const dir = `${section + 1}.${name}`
    addFolder(dir, capitalize(name.replace('-', ' ')))
    const count = Math.min(random.int(1, 4), sizes.length - index)
    if (count === 1) addPages(dir, [name], sizes[index++]!)
    else
      for (let sub = 1; sub <= count; sub++) {
        const subName = `${random.pick(ADJECTIVES)}-${random.pick(NOUNS)}-${sub}`
        addFolder(`${dir}/${sub}.${subName}`, capitalize(subName.replaceAll('-', ' ')))
        addPages(`${dir}/${sub}.${subName}`, [name, subName], sizes[index++]!)
      }
  }
  return planned
}

/** The markdown of one page, linking 1–3 other generated pages (some with a heading anchor). */
function renderPage(random: Random, page: PlannedPage, all: PlannedPage[]): string {
  const links = Array.from({ length: random.int(1, 3) }, () => {
    let target = random.pick(all)
    while (target === page) target = random.pick(all)
    const anchor = random.chance(0.3) ? `#${random.pick(target.headingIds)}` : ''
    return `[${target.title}](${target.path}${anchor})`
  })
  const front = [
    '---',
    `title: ${JSON.stringify(page.title)}`,
    `description: ${JSON.stringify(sentence(random).replace(/[`*]/g, ''))}`,
  ]
  if (random.chance(0.3)) front.push('navigation:', `  icon: ${random.pick(ICONS)}`)
  const blocks = [[...front, '---'].join('\n'), paragraph(random)]
  let codes = random.int(1, 3)
  for (const [i, heading] of page.headings.entries()) {
    blocks.push(`${'#'.repeat(heading.level)} ${heading.text}`)
    const own = links.length && random.chance(0.5) ? [links.shift()!] : []
    blocks.push(paragraph(random, own))
    const remaining = page.headings.length - i
    if (codes > 0 && (random.chance(0.4) || codes >= remaining))
      (blocks.push(codeBlock(random)), codes--)
    if (random.chance(0.25)) blocks.push(list(random))
    if (random.chance(0.2)) blocks.push(callout(random))
    if (random.chance(0.1)) blocks.push(table(random))
  }
  if (links.length) blocks.push(paragraph(random, links))
  return `${blocks.join('\n\n')}\n`
}

/**
 * Writes the benchmark corpus into `dir` (the content folder to build): a copy of the sample
 * content plus `pages` generated pages under `docs/4.x/90.generated/`, the same bytes for the
 * same seed.
 */
export async function generateCorpus(dir: string, pages: number, seed = 1): Promise<Corpus> {
  if (!Number.isInteger(pages) || pages < 1)
    throw new Error(`pages must be a positive integer, got ${pages}`)
  const random = createRandom(seed)
  await rm(dir, { recursive: true, force: true })
  await cp(join(ROOT, 'content'), dir, { recursive: true })
  const root = join(dir, 'docs/4.x', GENERATED_FOLDER)
  await mkdir(root, { recursive: true })
  await writeFile(join(root, '.navigation.yml'), 'title: Generated\nicon: i-lucide-book\n')
  const planned = planTree(random, pages, root)
  const documents = planned.filter((page) => page.path)
  for (const page of planned) {
    await mkdir(dirname(page.file), { recursive: true })
    await writeFile(page.file, page.path ? renderPage(random, page, documents) : page.title)
  }
  return {
    contentDir: dir,
    pages: documents.map(({ file, path, title, headingIds }) => ({
      file,
      path,
      title,
      headingIds,
    })),
  }
}

/** Appends a sentence to the first paragraph of a page: the "one-file edit" of the warm rebuild. */
export async function editPage(
  file: string,
  note = 'This sentence was added by the benchmark.'
): Promise<void> {
  const text = await readFile(file, 'utf8')
  const body = text.indexOf('\n---\n') + 5
  const end = text.indexOf('\n', text.indexOf('\n', body) + 1)
  await writeFile(file, `${text.slice(0, end)} ${note}${text.slice(end)}`)
}
