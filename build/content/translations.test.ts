import { cp, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ContentBuildError } from './diagnostics'
import { buildContent } from './index'
import { countStates, coverageLine, listTranslations, markCurrent } from './translations'
import { scratchDirs } from '../tools/scratch-dirs'

const FIXTURE = join(import.meta.dirname, '__fixtures__', 'translations')
const scratchDir = scratchDirs()

/** A copy of the fixture without its orphan translation (the build then passes). */
async function copy(): Promise<string> {
  const dir = join(await scratchDir('translations'), 'content')
  await cp(FIXTURE, dir, { recursive: true })
  await rm(join(dir, 'docs/4.x/1.guide/04.gone.zh-CN.md'))
  return dir
}

const zhOf = (built: Awaited<ReturnType<typeof buildContent>>, name: string) =>
  built.collections
    .find((collection) => collection.definition.name === name)!
    .translations.find((rows) => rows.locale === 'zh-CN')!

describe('translations beside their source', () => {
  it('reports a translation whose source is gone, at its file, in the same run as the rest', async () => {
    const error = await buildContent(FIXTURE).catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(ContentBuildError)
    const file = relative(process.cwd(), join(FIXTURE, 'docs/4.x/1.guide/04.gone.zh-CN.md'))
    expect((error as Error).message).toContain(
      `${file}:1  error [slug] a zh-CN translation without its source: there is no 04.gone.md beside it`
    )
  })

  it('merges a page over its source: what it translates, the rest the source’s, the source’s anchors', async () => {
    const built = await buildContent(await copy())
    const docs = built.collections.find((collection) => collection.definition.name === 'docsv4')!
    const zh = zhOf(built, 'docsv4')
    // only translated pages have a row of their own; English rows are as they were
    expect(docs.rows.map((row) => row.path)).toHaveLength(3)
    expect(zh.rows.map((row) => row.path)).toEqual([
      '/docs/4.x/guide/intro',
      '/docs/4.x/guide/data',
    ])
    const intro = zh.rows[0]!
    expect(intro).toMatchObject({
      id: 'docsv4/docs/4.x/guide/intro@zh-CN',
      locale: 'zh-CN',
      title: '简介',
      // not translated: the source's
      description: 'What Aster is and who it is for.',
      navigation: { icon: 'i-lucide-rocket' },
      // no `source:` recorded: nothing says it was made from this text
      translation: 'outdated',
    })
    // the translation's headings take the source's ids, so its links and anchors are the same
    expect(intro.body).toContain('<h2 id="why-aster">')
    expect(intro.body).toContain('<h2 id="first-steps">')
    expect(zh.pages.find((page) => page.path === '/docs/4.x/guide/intro')!.headingIds).toEqual([
      'why-aster',
      'first-steps',
    ])
    // a translation with another number of headings keeps its own, with a warning
    expect(built.diagnostics.warnings.map((issue) => issue.kind)).toContain('translation')
    // the tree in Chinese: the folder's `.navigation.zh-CN.yml`, translated and English titles
    expect(zh.navigation).toEqual([
      {
        title: '指南',
        icon: 'i-lucide-book-open',
        path: '/docs/4.x/guide',
        children: [
          { title: '简介', path: '/docs/4.x/guide/intro', icon: 'i-lucide-rocket' },
          { title: 'Routing', path: '/docs/4.x/guide/routing' },
          { title: '数据', path: '/docs/4.x/guide/data' },
        ],
      },
    ])
    // both languages in the one table, zh-CN rows after the sources
    expect(docs.statements.filter((statement) => statement.includes("'zh-CN'"))).toHaveLength(2)
  })

  it('gives every data item a row per language: translated, or the source copied as missing', async () => {
    const built = await buildContent(await copy())
    const templates = zhOf(built, 'templates')
    expect(templates.rows.map((row) => [row.slug, row.name, row.translation])).toEqual([
      ['agency', '创意工作室', 'outdated'],
      ['blog', 'Blog', 'missing'],
    ])
    expect(templates.rows[0]).toMatchObject({
      id: 'templates/agency@zh-CN',
      description: '带案例展示和项目表单的工作室网站。',
      badge: 'Freemium',
      repo: 'aster-framework/agency',
    })
  })

  it('is current once marked, and outdated again when its source changes', async () => {
    const dir = await copy()
    const entries = await listTranslations(dir)
    const intro = entries.find((entry) => entry.file?.endsWith('01.intro.zh-CN.md'))!
    expect(intro.state).toBe('outdated')
    expect(entries.filter((entry) => entry.state === 'missing').map((e) => e.source)).toEqual([
      relative(process.cwd(), join(dir, 'docs/4.x/1.guide/02.routing.md')),
      relative(process.cwd(), join(dir, 'templates/blog.yml')),
    ])
    expect(markCurrent(intro.file!, intro.source, 'md')).toBe(true)
    expect(markCurrent(intro.file!, intro.source, 'md')).toBe(false)
    const agency = entries.find((entry) => entry.file?.endsWith('agency.zh-CN.yml'))!
    markCurrent(agency.file!, agency.source, 'yml')
    const marked = await buildContent(dir)
    expect(zhOf(marked, 'docsv4').rows[0]!.translation).toBe('current')
    expect(zhOf(marked, 'templates').rows[0]!.translation).toBe('current')
    // the `source:` line is no content: not in the row
    expect(zhOf(marked, 'templates').rows[0]).not.toHaveProperty('source')
    await writeFile(intro.source, `${await readFile(intro.source, 'utf8')}\nOne more line.\n`)
    const changed = await buildContent(dir)
    expect(zhOf(changed, 'docsv4').rows[0]!.translation).toBe('outdated')
    expect((await listTranslations(dir)).find((e) => e.file === intro.file)!.state).toBe('outdated')
  })

  it('prints the coverage `npm run translations` lists, even once the sql step freed the rows', async () => {
    const dir = await copy()
    const built = await buildContent(dir)
    const listed = { locale: 'zh-CN' as const, current: 0, outdated: 0, missing: 0 }
    for (const count of countStates(await listTranslations(dir)))
      for (const state of ['current', 'outdated', 'missing'] as const) listed[state] += count[state]
    const line = `zh-CN ${listed.current} current, ${listed.outdated} outdated, ${listed.missing} missing`
    expect(coverageLine(built)).toBe(line)
    expect(listed.current + listed.outdated).toBeGreaterThan(0)
    expect(listed.missing).toBeGreaterThan(0)
    // the build's sql step empties the rows to free memory, maybe before the line is printed
    for (const collection of built.collections) {
      collection.rows = []
      for (const locale of collection.translations) locale.rows = []
    }
    expect(coverageLine(built)).toBe(line)
  })
})
