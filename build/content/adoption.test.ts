import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { COLLECTION_TABLES } from '../../worker/db/schema'
import type { NavigationItem } from '../../src/shared/content/navigation'
import { ContentBuildError, type ContentIssue } from './diagnostics'
import { buildContent, type BuiltContent } from './index'
import { copyContentMedia } from './media'
import { toColumnValues } from './sql'
import { scratchDirs } from '../tools/scratch-dirs'

/**
 * Golden tests of an imported corpus: `__fixtures__/adoption` is shaped like a Nuxt-Content /
 * Docus docs folder (numeric prefixes, folder `index.md`, `.navigation.yml` variants, tolerant
 * frontmatter, `$fetch.md`, code in two dozen languages, MDC components, a site component). The
 * good copy must build with zero errors; a copy with planted mistakes must report every one of
 * them in ONE run. `UPDATE_GOLDEN=1` rewrites the navigation golden file.
 */

const FIXTURE = join(import.meta.dirname, '__fixtures__', 'adoption')
const NAVIGATION_GOLDEN = join(FIXTURE, 'navigation.golden.json')
const UPDATE = process.env.UPDATE_GOLDEN === '1'

const temp = scratchDirs()

/** Writes a file under `root`, creating its folders. */
async function put(root: string, file: string, text: string): Promise<void> {
  await mkdir(dirname(join(root, file)), { recursive: true })
  await writeFile(join(root, file), text)
}

/**
 * The fixture copied to a temp content root, plus what git cannot hold (`node_modules/` is
 * git-ignored): an imported corpus's stray package folders, whose files would fail the build if
 * they were read (no frontmatter, a broken link).
 */
async function copyFixture(prefix: string): Promise<string> {
  const root = join(await temp(prefix), 'content')
  await cp(FIXTURE, root, { recursive: true })
  const stray = '# Theme notes\n\nNo frontmatter and [a broken link](/docs/4.x/nowhere).\n'
  await put(root, 'docs/4.x/node_modules/aster-legacy-theme/components.md', stray)
  await put(root, 'docs/4.x/2.guide/node_modules/.cache/notes.md', stray)
  return root
}

/** An issue as the test compares it: the file relative to the content root. */
const issueAt = (root: string) => (issue: ContentIssue) => ({
  file: relative(root, resolve(issue.file)),
  line: issue.line,
  kind: issue.kind,
  severity: issue.severity,
})

const docsOf = (built: BuiltContent) =>
  built.collections.find((collection) => collection.definition.name === 'docsv4')!

describe('adoption corpus: an imported Docus-style docs folder builds as is', () => {
  let root: string
  let built: BuiltContent
  const rowAt = (path: string) => {
    const row = docsOf(built).rows.find((candidate) => candidate.path === path)
    if (!row) throw new Error(`no page ${path}`)
    return row
  }
  const bodyAt = (path: string) => rowAt(path).body as string

  beforeAll(async () => {
    root = await copyFixture('adoption')
    built = await buildContent(root, { projectRoot: await temp('adoption-project') })
  })

  it('lists the pages: prefixes stripped, names slugged, folder index.md as the section page', () => {
    expect(docsOf(built).rows.map((row) => row.path)).toEqual([
      '/docs/4.x',
      '/docs/4.x/getting-started',
      '/docs/4.x/getting-started/introduction',
      '/docs/4.x/getting-started/installation',
      '/docs/4.x/guide/concepts/auto-imports',
      '/docs/4.x/guide/concepts/islands',
      '/docs/4.x/guide/concepts/rendering',
      '/docs/4.x/guide/concepts/rendering/strategies/hybrid',
      '/docs/4.x/guide/directory-structure/pages',
      '/docs/4.x/guide/directory-structure/server',
      '/docs/4.x/guide/going-further/modules',
      '/docs/4.x/guide/going-further/languages',
      '/docs/4.x/api/utils/fetch',
      '/docs/4.x/api/utils/use-async-data',
      '/docs/4.x/api/commands/dev',
      '/docs/4.x/api/commands/build',
      '/docs/4.x/recipes/caching',
    ])
    // README.md, dotfiles and node_modules/ are skipped (they would fail the build if read)
    const stems = docsOf(built).rows.map((row) => row.stem as string)
    expect(stems.filter((stem) => /README|node_modules|unfinished/.test(stem))).toEqual([])
  })

  // The golden tree holds today's output, including each folder index.md as a second item with
  // its folder's path (see the todo below); regenerate it with UPDATE_GOLDEN=1 once that is fixed.
  it('builds the navigation tree from every .navigation.yml variant (golden)', () => {
    const actual = `${JSON.stringify(docsOf(built).navigation, null, 2)}\n`
    if (UPDATE) return writeFileSync(NAVIGATION_GOLDEN, actual)
    if (!existsSync(NAVIGATION_GOLDEN))
      throw new Error('missing navigation.golden.json: run with UPDATE_GOLDEN=1')
    expect(actual).toBe(readFileSync(NAVIGATION_GOLDEN, 'utf8'))
  })

  it('reads each .navigation.yml variant: title+icon, dotted keys, no title, empty, head.*', () => {
    const item = (path: string) =>
      docsOf(built).navigation.find((candidate) => candidate.path === path && candidate.children)
    const [start, guide, api] = ['getting-started', 'guide', 'api'].map((name) =>
      item(`/docs/4.x/${name}`)
    )
    expect(start).toMatchObject({ title: 'Get started', icon: 'i-lucide-rocket' })
    // `navigation.title` / `navigation.icon` dotted keys, `head.*` ignored
    expect(guide).toMatchObject({ title: 'Guide', icon: 'i-lucide-book-open' })
    const [concepts, layout, further] = guide!.children!
    // no title: from the folder name; defaultOpen kept
    expect(concepts).toMatchObject({ title: 'Concepts', icon: 'i-lucide-lightbulb' })
    expect(concepts!.defaultOpen).toBe(true)
    // `navigation: {title, icon}` wins over the top-level title; unknown keys are ignored
    expect(layout).toMatchObject({ title: 'Project layout', icon: 'i-lucide-folder-tree' })
    expect(further).toMatchObject({ title: 'Going further' })
    // an empty .navigation.yml: the folder title from its name
    const rendering = concepts!.children!.find((item) => item.children)!
    expect(rendering).toMatchObject({ title: 'Rendering' })
    // the folder's index.md comes first in it, then its subfolder
    expect(rendering.children![0]).toMatchObject({ path: rendering.path })
    expect(rendering.children!.find((item) => item.children)).toMatchObject({
      title: 'Strategies',
      icon: 'i-lucide-route',
    })
    expect(api).toMatchObject({ title: 'API', titleTemplate: '%s · Aster API' })
  })

  it('lists a folder index.md once, as the first entry of its folder (never a sibling with the same path)', () => {
    const paths: string[] = []
    const visit = (items: NavigationItem[], parent?: NavigationItem) => {
      for (const [index, item] of items.entries()) {
        if (!item.children) paths.push(item.path)
        if (!item.children && parent && item.path === parent.path) expect(index).toBe(0)
        if (item.children) visit(item.children, item)
      }
    }
    visit(docsOf(built).navigation)
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([])
    expect(paths).toContain('/docs/4.x/getting-started')
    expect(paths).toContain('/docs/4.x/guide/concepts/rendering')
  })

  it('turns renamed files and frontmatter redirect: into route rules', () => {
    expect(built.routeRules['/docs/4.x/api/utils/$fetch']).toEqual({
      redirect: '/docs/4.x/api/utils/fetch',
    })
    expect(built.routeRules['/docs/4.x/api/utils/useAsyncData']).toEqual({
      redirect: '/docs/4.x/api/utils/use-async-data',
    })
    expect(built.routeRules['/docs/4.x/getting-started/upgrade']).toEqual({
      redirect: '/docs/4.x/getting-started/installation',
    })
    // a redirect page is no row; a folder with an index.md gets no "first page" rule
    expect(docsOf(built).rows.some((row) => row.path === '/docs/4.x/getting-started/upgrade')).toBe(
      false
    )
    expect(built.routeRules['/docs/4.x/getting-started']).toBeUndefined()
    expect(built.routeRules['/docs/4.x/guide/concepts']).toEqual({
      redirect: '/docs/4.x/guide/concepts/auto-imports',
    })
  })

  it('fills :read-more titles from the target page, through redirects; external shows its host', () => {
    const readMore = (path: string) =>
      [
        ...bodyAt(path).matchAll(
          /<div class="read-more.*?Read more in <a href="([^"]*)"[^>]*>([^<]*)<\/a>/g
        ),
      ].map((match) => [match[1], match[2]])
    expect(readMore('/docs/4.x/getting-started')).toEqual([
      ['/docs/4.x/getting-started/introduction', 'Introduction'],
      ['https://example.org/aster-handbook/first-hour', 'example.org'],
    ])
    expect(readMore('/docs/4.x/getting-started/introduction')).toEqual([
      ['/docs/4.x/guide/concepts/islands', 'Islands'],
    ])
    // the old spelling of $fetch.md redirects to the page, whose title and icon are filled in
    expect(readMore('/docs/4.x/api/utils/use-async-data')).toEqual([
      ['/docs/4.x/api/utils/$fetch', '$fetch'],
    ])
    expect(bodyAt('/docs/4.x/api/utils/use-async-data')).toContain(
      '<span class="i-lucide-download size-5'
    )
    for (const row of docsOf(built).rows) expect(row.body).not.toContain('data-title-from')
  })

  it('builds by configuration alone: config redirects (301, patterns), a redirect-only page, /blog/ external, site images', () => {
    expect(built.routeRules['/docs/4.x/guide/directory-structure/app/pages']).toEqual({
      redirect: '/docs/4.x/guide/directory-structure/pages',
      status: 301,
    })
    expect(built.routeRules['/docs/*/concepts/**']).toEqual({
      redirect: '/docs/*/guide/concepts/**',
      status: 301,
    })
    // a page that is only `redirect:` needs no title
    expect(built.routeRules['/docs/4.x/getting-started/quick-start']).toEqual({
      redirect: '/docs/4.x/getting-started/installation',
    })
    const intro = bodyAt('/docs/4.x/getting-started/introduction')
    expect(intro).toMatch(/<img src="\/assets\/aster-mark.svg" alt="The Aster mark"/)
    expect(intro).toMatch(
      /<a href="https:\/\/example.org\/aster\/status"[^>]*><img src="https:\/\/img.shields.io\//
    )
    expect(intro).toContain('<a href="/blog/aster-4-released">the blog</a>')
    // an image beside its page is served from /_media/<its folder>/
    expect(bodyAt('/docs/4.x/guide/concepts/islands')).toMatch(
      /<img src="\/_media\/docs\/4.x\/2.guide\/1.concepts\/islands-diagram.svg" alt="Two islands on a static page"/
    )
    // inline code with a language is highlighted like a block
    expect(intro).toMatch(
      /<code data-language="ts" class="shiki"><span class="sk\d+">defineAsterConfig<\/span>/
    )
    // no page prints a component's name as text
    for (const row of docsOf(built).rows) {
      const prose = (row.body as string).replace(/<pre[\s\S]*?<\/pre>|<code>[^<]*<\/code>/g, '')
      expect(prose, row.path as string).not.toMatch(/(^|[\s>]):{1,2}[a-z][a-z-]*/)
    }
  })

  it('copies the images pages show from beside themselves into the static assets, and only those', async () => {
    const client = await temp('adoption-client')
    expect(await copyContentMedia(root, client, built.collections)).toBe(1)
    const copied = join(client, '_media/docs/4.x/2.guide/1.concepts/islands-diagram.svg')
    expect(await readFile(copied, 'utf8')).toBe(
      await readFile(join(root, 'docs/4.x/2.guide/1.concepts/islands-diagram.svg'), 'utf8')
    )
  })

  it('keeps unknown and dotted frontmatter keys, and stores them in the row meta', () => {
    const intro = rowAt('/docs/4.x/getting-started/introduction')
    expect(intro).toMatchObject({
      navigation: { icon: 'i-lucide-info' },
      head: { title: 'Introduction to Aster' },
      authorNote: 'Reviewed after the importer moved the corpus.',
      links: [{ label: 'Source on the forge', size: 'sm' }],
    })
    const columns = toColumnValues(COLLECTION_TABLES.docsv4, intro)
    const meta = [...columns].find(([column]) => column.name === 'meta')![1] as string
    expect(JSON.parse(meta)).toEqual({
      authorNote: 'Reviewed after the importer moved the corpus.',
      head: { title: 'Introduction to Aster' },
      links: [
        {
          label: 'Source on the forge',
          to: 'https://example.org/aster/aster',
          icon: 'i-lucide-git-branch',
          size: 'sm',
        },
      ],
    })
  })

  it('builds with zero errors and exactly the expected warnings', () => {
    expect(built.diagnostics.errors).toEqual([])
    const warnings = built.diagnostics.warnings
      .map((issue) => ({ ...issueAt(root)(issue), message: issue.message }))
      .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    expect(warnings).toEqual([
      {
        file: 'docs/4.x/2.guide/1.concepts/3.rendering/2.strategies/1.hybrid.md',
        line: 23,
        kind: 'component',
        severity: 'warning',
        message:
          'unknown component ":video-accordion": it has no content, so nothing is rendered (for literal text write \\:video-accordion)',
      },
      {
        file: 'docs/4.x/2.guide/3.going-further/1.modules.md',
        line: 11,
        kind: 'component',
        severity: 'warning',
        message: 'unknown component "::callout-grid": its content is rendered',
      },
      {
        file: 'docs/4.x/2.guide/3.going-further/2.languages.md',
        line: 64,
        kind: 'code',
        severity: 'warning',
        message: 'unknown code language "asterscript"; rendered as plain text',
      },
    ])
  })

  it('renders components: unknown one as its content, site component, details, br, callout colour', () => {
    const modules = bodyAt('/docs/4.x/guide/going-further/modules')
    expect(modules).toContain(
      '<p>The importer kept this block from the old theme: its text still renders.</p>'
    )
    // `{release-note="v4-1"}` reaches the camelCase prop `releaseNote`
    expect(modules).toContain('<span class="since-release" data-note="v4-1">Aster 4.1+</span>')
    expect(modules).toContain('<a href="/modules/blurhash"')
    const intro = bodyAt('/docs/4.x/getting-started/introduction')
    expect(intro).toMatch(/asks for\. <br\/> Nothing else/)
    expect(intro).toMatch(/<details [^>]*>.*How does Aster compare with a static site generator\?/s)
    expect(intro).toContain('border-indigo-200') // ::note{color="secondary"}
    const installation = bodyAt('/docs/4.x/getting-started/installation')
    expect(installation).toMatch(/^[\s\S]*<div class="code-collapse [^"]*">[\s\S]*Dockerfile/)
  })

  /** Every code block of the corpus: its language, label and highlighted HTML. */
  const codeBlocks = () =>
    docsOf(built).rows.flatMap((row) =>
      [
        ...(row.body as string).matchAll(
          /<div class="code-block[^>]*data-language="([^"]*)">(.*?)<\/pre>/gs
        ),
      ].map((match) => ({
        language: match[1]!,
        label: /<span class="truncate font-mono text-xs">([^<]*)<\/span>/.exec(match[2]!)?.[1],
        html: match[2]!,
      }))
    )

  const LANGUAGES = [
    'sh',
    'powershell',
    'dockerfile',
    'nginx',
    'ini',
    'ts',
    'json',
    'vue',
    'svelte',
    'scss',
    'go',
    'rust',
    'python',
    'graphql',
    'prisma',
    'kotlin',
    'swift',
    'java',
    'c',
    'cpp',
    'php',
    'xml',
    'yaml',
    'bash',
  ]

  it.each(LANGUAGES)('highlights %s (token spans in more than one colour)', (language) => {
    const blocks = codeBlocks().filter((block) => block.language === language)
    expect(blocks.length).toBeGreaterThan(0)
    for (const block of blocks) {
      // colour classes (`sk<n>`), and the block's own colour for tokens without one
      const colours = new Set(
        [...block.html.matchAll(/<span(?: class="(sk\d+)[^"]*")?>[^<]/g)].map(
          (m) => m[1] ?? 'plain'
        )
      )
      expect(colours.size, `${language} ${block.label ?? ''}`).toBeGreaterThan(1)
    }
  })

  it('renders an unknown language as plain text, and every block has a known language or a warning', () => {
    const blocks = codeBlocks()
    expect(new Set(blocks.map((block) => block.language))).toEqual(
      new Set([...LANGUAGES, 'asterscript'])
    )
    const unknown = blocks.find((block) => block.language === 'asterscript')!
    expect(unknown.html).toContain('<span>query docs where version = 4</span>')
  })

  it('reads filename labels with escaped and nested brackets, and line highlights', () => {
    const labels = codeBlocks().map((block) => block.label)
    expect(labels).toContain('pages/[id].vue')
    expect(labels).toContain('pages/docs/[[section]].vue')
    const docker = codeBlocks().find((block) => block.label === 'Dockerfile')!
    const lines = [...docker.html.matchAll(/<span class="line( highlighted)?">/g)]
    expect(lines.flatMap((line, index) => (line[1] ? [index + 1] : []))).toEqual([3, 4])
  })
})

/** A string edit of one file; it must match, so a fixture change cannot silently drop a plant. */
async function edit(root: string, file: string, from: string, to: string): Promise<void> {
  const path = join(root, file)
  const text = await readFile(path, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`)
  await writeFile(path, text.replace(from, to))
}

/** The 1-based line of the first line of `file` containing `marker`. */
async function lineOf(root: string, file: string, marker: string): Promise<number> {
  const lines = (await readFile(join(root, file), 'utf8')).split('\n')
  const index = lines.findIndex((line) => line.includes(marker))
  if (index < 0) throw new Error(`${file} has no ${JSON.stringify(marker)}`)
  return index + 1
}

interface Planted {
  file: string
  kind: ContentIssue['kind']
  /** A text on the line the error must name (line 1 when undefined). */
  marker?: string
  /** Words the message must contain. */
  message: string
}

const MODULES = 'docs/4.x/2.guide/3.going-further/1.modules.md'
const LANGUAGES_PAGE = 'docs/4.x/2.guide/3.going-further/2.languages.md'
const CONFIG = 'content.config.yml'
const MOVED = 'docs/4.x/1.getting-started/5.moved.md'
const BUILD_PAGE = 'docs/4.x/3.api/2.commands/2.build.md'
const DEV_PAGE = 'docs/4.x/3.api/2.commands/1.dev.md'
const HYBRID = 'docs/4.x/2.guide/1.concepts/3.rendering/2.strategies/1.hybrid.md'

/**
 * Plants one mistake of each kind into a copy of the corpus. The pages edited are linked from
 * nowhere, so no planted error makes a link to its page break as well.
 */
async function plantErrors(root: string): Promise<Planted[]> {
  await edit(root, CONFIG, 'unknown: children', 'unknown: error')
  // a configured redirect to a page that does not exist (item 1)
  await edit(
    root,
    CONFIG,
    'redirects:\n',
    'redirects:\n  /docs/4.x/old-modules: /docs/4.x/guide/modules\n'
  )
  // a redirect-only page (no title needed) whose target goes nowhere (item 2)
  await put(root, MOVED, '---\nredirect: /docs/4.x/getting-started/moved-away\n---\n')
  // a page that fails its frontmatter still has its links checked in the same run (item 4)
  await edit(
    root,
    BUILD_PAGE,
    'for what it renders.',
    'for what it renders, and [deploy](/docs/4.x/api/commands/deploy).'
  )
  // a slug that is not one URL segment (item 3)
  await edit(root, DEV_PAGE, 'title: aster dev', 'title: aster dev\nslug: Aster Dev')
  // a site image that is not in public/, and a relative one (item 6)
  await edit(
    root,
    HYBRID,
    'Back to [rendering]',
    '![Diagram](/assets/hybrid-diagram.png)\n\n![Sketch](./sketch.png)\n\n<iframe src="https://player.example.org/hybrid"></iframe>\n\nBack to [rendering]'
  )
  await edit(
    root,
    'docs/4.x/3.api/2.commands/2.build.md',
    'description: Build the site for production.',
    'description: [build, ship]'
  )
  await edit(root, MODULES, 'version="4.1"', 'version="four"')
  await edit(root, MODULES, '::tip{color="success"}', '::tip{color="sparkly"}')
  await edit(
    root,
    LANGUAGES_PAGE,
    'so any language can read it.',
    'so any language can read it, with [the client module](/modules/aster-client).'
  )
  await edit(
    root,
    'docs/4.x/2.guide/1.concepts/1.auto-imports.md',
    '#when-to-use-an-island',
    '#when-to-use-islands'
  )
  await edit(
    root,
    'docs/4.x/2.guide/2.directory-structure/2.server.md',
    'and proxy to them.',
    'and proxy to them (see [proxies](/docs/4.x/guide/proxies)).'
  )
  await edit(
    root,
    'docs/4.x/2.guide/2.directory-structure/.navigation.yml',
    'title: Directory structure',
    'title: Directory: structure'
  )
  await put(root, 'docs/4.x/3.api/1.utils/fetch.md', '---\ntitle: fetch\n---\n\nA second fetch.\n')
  await put(root, 'docs/4.x/3.api/2.commands/$$$.md', '---\ntitle: Money\n---\n\nNo name.\n')
  return [
    { file: CONFIG, kind: 'link', marker: '/docs/4.x/old-modules', message: 'goes nowhere' },
    { file: MOVED, kind: 'link', marker: 'redirect:', message: 'goes nowhere' },
    { file: BUILD_PAGE, kind: 'link', marker: '/api/commands/deploy', message: 'broken link' },
    { file: DEV_PAGE, kind: 'frontmatter', marker: 'slug:', message: '"slug"' },
    { file: HYBRID, kind: 'link', marker: 'hybrid-diagram.png', message: 'content/public/' },
    { file: HYBRID, kind: 'link', marker: './sketch.png', message: 'is not beside the page' },
    // under `unknown: error`, the empty unknown component names both remedies
    { file: HYBRID, kind: 'component', marker: ':video-accordion', message: 'unknown component' },
    {
      file: BUILD_PAGE,
      kind: 'frontmatter',
      marker: 'description:',
      message: '"description"',
    },
    { file: MODULES, kind: 'component', marker: 'version="four"', message: 'four' },
    { file: MODULES, kind: 'component', marker: '::callout-grid', message: 'unknown component' },
    { file: MODULES, kind: 'component', marker: 'color="sparkly"', message: 'sparkly' },
    { file: LANGUAGES_PAGE, kind: 'link', marker: '/modules/aster-client', message: 'broken link' },
    {
      file: 'docs/4.x/2.guide/1.concepts/1.auto-imports.md',
      kind: 'anchor',
      marker: '#when-to-use-islands',
      message: 'broken anchor',
    },
    {
      file: 'docs/4.x/2.guide/2.directory-structure/2.server.md',
      kind: 'link',
      marker: '/docs/4.x/guide/proxies',
      message: 'broken link',
    },
    {
      file: 'docs/4.x/2.guide/2.directory-structure/.navigation.yml',
      kind: 'yaml',
      marker: 'title: Directory:',
      message: 'invalid YAML',
    },
    { file: 'docs/4.x/3.api/1.utils/fetch.md', kind: 'slug', message: 'already used by' },
    { file: 'docs/4.x/3.api/2.commands/$$$.md', kind: 'slug', message: 'no letter or digit' },
  ]
}

describe('adoption corpus with planted mistakes: one run reports every one', () => {
  it('reports each planted error with its file, line and kind, in the thrown report and the JSON', async () => {
    const root = await copyFixture('adoption-broken')
    const planted = await plantErrors(root)
    const report = join(await temp('adoption-report'), 'content-report.json')
    const error = await buildContent(root, {
      projectRoot: await temp('adoption-broken-project'),
      report,
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContentBuildError)
    const { diagnostics } = error as ContentBuildError

    const expected = await Promise.all(
      planted.map(async ({ file, kind, marker }) => ({
        file,
        line: marker ? await lineOf(root, file, marker) : 1,
        kind,
        severity: 'error',
      }))
    )
    const byPlace = (a: { file: string; line: number }, b: { file: string; line: number }) =>
      a.file.localeCompare(b.file) || a.line - b.line
    const actual = diagnostics.errors.map(issueAt(root)).sort(byPlace)
    expect(actual).toEqual(expected.sort(byPlace))
    expect(diagnostics.errors).toHaveLength(17)
    for (const { file, message } of planted) {
      const messages = diagnostics.errors
        .filter((issue) => relative(root, resolve(issue.file)) === file)
        .map((issue) => issue.message)
      expect(
        messages.some((text) => text.includes(message)),
        `${file}: ${message}`
      ).toBe(true)
    }
    // the unknown language is still only a warning, and so is the dropped raw <iframe>
    expect(diagnostics.warnings.map(issueAt(root)).sort(byPlace)).toEqual([
      {
        file: HYBRID,
        line: await lineOf(root, HYBRID, '<iframe'),
        kind: 'component',
        severity: 'warning',
      },
      { file: LANGUAGES_PAGE, line: 64, kind: 'code', severity: 'warning' },
    ])
    expect((error as Error).message).toMatch(
      /\n17 content error\(s\), 2 warning\(s\): frontmatter 2, yaml 1, component 4 \(\+1 warnings\), link 7, anchor 1, slug 2, code 0 \(\+1 warnings\)$/
    )

    const json = JSON.parse(await readFile(report, 'utf8')) as ReturnType<typeof diagnostics.toJSON>
    expect(json.errors).toBe(17)
    expect(json.warnings).toBe(2)
    const fromJson = json.files
      .flatMap((group) => group.issues)
      .filter((issue) => issue.severity === 'error')
      .map(issueAt(root))
      .sort(byPlace)
    expect(fromJson).toEqual(actual)
    expect(json.summary.reduce((sum, row) => sum + row.errors, 0)).toBe(17)
  })

  it('reports a page that fails once: links into it are not reported again as broken', async () => {
    const root = await copyFixture('adoption-failed-page')
    const islands = 'docs/4.x/2.guide/1.concepts/2.islands.md'
    await edit(root, islands, 'title: Islands', 'title: [Islands]')
    const error = await buildContent(root, {
      projectRoot: await temp('failed-page-project'),
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContentBuildError)
    expect((error as ContentBuildError).diagnostics.errors.map(issueAt(root))).toEqual([
      { file: islands, line: 2, kind: 'frontmatter', severity: 'error' },
    ])
  })

  it('reports a frontmatter redirect: that goes nowhere at its own redirect: line', async () => {
    const root = await copyFixture('adoption-bad-redirect')
    const upgrade = 'docs/4.x/1.getting-started/3.upgrade.md'
    await edit(
      root,
      upgrade,
      'redirect: /docs/4.x/getting-started/installation',
      'redirect: /docs/4.x/getting-started/setup'
    )
    const error = await buildContent(root, {
      projectRoot: await temp('bad-redirect-project'),
    }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ContentBuildError)
    const errors = (error as ContentBuildError).diagnostics.errors
    expect(errors.map(issueAt(root))).toContainEqual({
      file: upgrade,
      line: 4,
      kind: 'link',
      severity: 'error',
    })
    expect(errors.find((issue) => issue.line === 4)!.message).toBe(
      'redirect: /docs/4.x/getting-started/setup goes nowhere (no page, route or redirect answers /docs/4.x/getting-started/setup)'
    )
  })
})

/** Builds a content root and returns its diagnostics, failed or not. */
async function buildDiagnostics(root: string, project: string) {
  const result = await buildContent(root, { projectRoot: await temp(project) }).catch(
    (caught: unknown) => caught
  )
  if (result instanceof ContentBuildError)
    return { built: undefined, diagnostics: result.diagnostics }
  if (result instanceof Error) throw result
  const built = result as BuiltContent
  return { built, diagnostics: built.diagnostics }
}

const MIGRATION_CONFIG = `components:
  unknown: children
# pages the corpus's home site redirects
redirects:
  /docs/4.x/guide/directory-structure/app/pages: /docs/4.x/guide/directory-structure/pages
  '/docs/*/guide/structure/**': '/docs/*/guide/directory-structure/**'
links:
  missing: warn
  anchors: warn
  external: [/blog/]
`

const MIGRATING_PAGE = `---
title: Migrating
---

- [Pages](/docs/4.x/guide/directory-structure/app/pages) moved.
- [Server](/docs/4.x/guide/structure/server) moved with its folder.
- [The release post](/blog/aster-4-released) lives on the main site.
- [A page not written yet](/docs/4.x/guide/not-yet).
- [An island heading](/docs/4.x/guide/concepts/islands#no-such-heading).
`

describe('adoption corpus: redirects and a link policy in content.config.yml', () => {
  it('serves config redirects as 301 rules (patterns too), follows them, and warns as the policy says', async () => {
    const root = await copyFixture('adoption-config')
    await writeFile(join(root, 'content.config.yml'), MIGRATION_CONFIG)
    const page = 'docs/4.x/2.guide/3.going-further/3.migrating.md'
    await put(root, page, MIGRATING_PAGE)
    const { built, diagnostics } = await buildDiagnostics(root, 'config-project')
    expect(diagnostics.errors).toEqual([])
    expect(built!.routeRules['/docs/4.x/guide/directory-structure/app/pages']).toEqual({
      redirect: '/docs/4.x/guide/directory-structure/pages',
      status: 301,
    })
    expect(built!.routeRules['/docs/*/guide/structure/**']).toEqual({
      redirect: '/docs/*/guide/directory-structure/**',
      status: 301,
    })
    const warnings = diagnostics.warnings.filter((issue) => issue.file.endsWith(page))
    expect(warnings.map(issueAt(root))).toEqual([
      { file: page, line: 8, kind: 'link', severity: 'warning' },
      { file: page, line: 9, kind: 'anchor', severity: 'warning' },
    ])
    expect(warnings[0]!.message).toBe(
      'broken link → /docs/4.x/guide/not-yet (no page, route or redirect answers /docs/4.x/guide/not-yet)'
    )
  })

  it('reports, in one run, a config rule that is no rule and one whose target goes nowhere, at their lines', async () => {
    const root = await copyFixture('adoption-config-broken')
    await edit(
      root,
      CONFIG,
      'redirects:\n',
      "redirects:\n  /docs/4.x/old-start: /docs/4.x/getting-started/start\n  '/*/anything': /docs/4.x\n"
    )
    const { diagnostics } = await buildDiagnostics(root, 'config-broken-project')
    const config = diagnostics.errors.filter((issue) => issue.file.endsWith('content.config.yml'))
    expect(config.map((issue) => [issue.line, issue.kind, issue.message])).toEqual([
      [
        7,
        'link',
        'redirects: /*/anything → /docs/4.x: from: must start with a segment of its own, not *',
      ],
      [
        6,
        'link',
        'redirects: /docs/4.x/old-start → /docs/4.x/getting-started/start goes nowhere (no page, route or redirect answers /docs/4.x/getting-started/start)',
      ],
    ])
    expect(diagnostics.errors).toHaveLength(2)
  })

  it('refuses an unknown link policy value at its line', async () => {
    const root = await copyFixture('adoption-config-policy')
    await writeFile(join(root, 'content.config.yml'), 'links:\n  missing: ignore\n')
    const error = await buildContent(root, { projectRoot: await temp('policy-project') }).catch(
      (caught: unknown) => caught
    )
    expect(String(error)).toContain('"missing" is error or warn')
  })
})

describe('adoption corpus: redirect-only pages and slugs a team can keep', () => {
  it('builds a page that is only a redirect: without a title', async () => {
    const root = await copyFixture('adoption-redirect-only')
    await put(
      root,
      'docs/4.x/1.getting-started/4.setup.md',
      '---\nredirect: /docs/4.x/getting-started/installation\n---\n'
    )
    const { built, diagnostics } = await buildDiagnostics(root, 'redirect-only-project')
    expect(diagnostics.errors).toEqual([])
    expect(built!.routeRules['/docs/4.x/getting-started/setup']).toEqual({
      redirect: '/docs/4.x/getting-started/installation',
    })
  })

  it('takes a frontmatter slug, and redirects the file name and its spelled-out form to the page', async () => {
    const root = await copyFixture('adoption-slugs')
    await edit(
      root,
      'docs/4.x/3.api/1.utils/$fetch.md',
      'title: $fetch',
      'title: $fetch\nslug: dollar-fetch'
    )
    await put(root, 'docs/4.x/3.api/1.utils/$cookie.md', '---\ntitle: $cookie\n---\n\nCookies.\n')
    const { built, diagnostics } = await buildDiagnostics(root, 'slugs-project')
    expect(diagnostics.errors).toEqual([])
    const paths = docsOf(built!).rows.map((row) => row.path)
    expect(paths).toContain('/docs/4.x/api/utils/dollar-fetch')
    expect(paths).toContain('/docs/4.x/api/utils/cookie')
    expect(paths).not.toContain('/docs/4.x/api/utils/fetch')
    for (const from of ['fetch', '$fetch', 'dollarfetch'])
      expect(built!.routeRules[`/docs/4.x/api/utils/${from}`], from).toEqual({
        redirect: '/docs/4.x/api/utils/dollar-fetch',
      })
    for (const from of ['$cookie', 'dollarcookie'])
      expect(built!.routeRules[`/docs/4.x/api/utils/${from}`], from).toEqual({
        redirect: '/docs/4.x/api/utils/cookie',
      })
  })

  it("refuses a slug on a folder's index page, at its line", async () => {
    const root = await copyFixture('adoption-index-slug')
    await edit(root, 'docs/4.x/1.getting-started/index.md', '---\n', '---\nslug: start\n')
    const { diagnostics } = await buildDiagnostics(root, 'index-slug-project')
    expect(diagnostics.errors.map(issueAt(root))).toEqual([
      { file: 'docs/4.x/1.getting-started/index.md', line: 2, kind: 'slug', severity: 'error' },
    ])
  })
})

describe('adoption corpus: the first run lists every problem', () => {
  it('checks the links of a page that did not compile at all, read from its text', async () => {
    const root = await copyFixture('adoption-uncompiled')
    const deep = 'docs/4.x/2.guide/3.going-further/3.deep.md'
    await put(
      root,
      deep,
      [
        '---',
        'title: Deep',
        '---',
        '',
        `${'> '.repeat(40)}too deep`,
        '',
        'See [nothing](/docs/4.x/guide/nowhere-at-all).',
        '',
        '```md',
        '[in code](/docs/4.x/not-checked)',
        '```',
        '',
      ].join('\n')
    )
    const { diagnostics } = await buildDiagnostics(root, 'uncompiled-project')
    expect(diagnostics.errors.map(issueAt(root))).toEqual([
      { file: deep, line: 5, kind: 'file', severity: 'error' },
      { file: deep, line: 7, kind: 'link', severity: 'error' },
    ])
  })

  it('checks the links and anchors of pages that failed to compile, and hints by whole path, same version first', async () => {
    const root = await copyFixture('adoption-first-run')
    const islands = 'docs/4.x/2.guide/1.concepts/2.islands.md'
    const pages = 'docs/4.x/2.guide/2.directory-structure/1.pages.md'
    // a frontmatter that fails validation, and one that is not YAML at all: both still linked
    await edit(root, islands, 'title: Islands', 'title: [Islands]')
    await put(
      root,
      'docs/4.x/2.guide/3.going-further/3.broken.md',
      '---\ntitle: "Broken\n---\n\nSee [the page list](/docs/4.x/guide/directory-structure/page).\n'
    )
    await edit(
      root,
      pages,
      '---\n\n',
      '---\n\nSee [when](/docs/4.x/guide/concepts/islands#when-to-use-islands).\n\n'
    )
    await edit(
      root,
      islands,
      '## When to use an island',
      '## When to use an island\n\nRead [server](/docs/4.x/guide/directory-structure/servr).'
    )
    const { diagnostics } = await buildDiagnostics(root, 'first-run-project')
    const found = diagnostics.errors.map((issue) => ({
      ...issueAt(root)(issue),
      hint: issue.hint,
    }))
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: islands, kind: 'frontmatter' }),
        expect.objectContaining({
          file: 'docs/4.x/2.guide/3.going-further/3.broken.md',
          kind: 'yaml',
        }),
        {
          file: 'docs/4.x/2.guide/3.going-further/3.broken.md',
          line: 5,
          kind: 'link',
          severity: 'error',
          hint: 'did you mean /docs/4.x/guide/directory-structure/pages?',
        },
        {
          file: islands,
          line: 13,
          kind: 'link',
          severity: 'error',
          hint: 'did you mean /docs/4.x/guide/directory-structure/server?',
        },
        expect.objectContaining({ file: pages, kind: 'anchor' }),
      ])
    )
    expect(found).toHaveLength(5)
  })
})
