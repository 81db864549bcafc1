import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { coverageLine, listTranslations, markCurrent } from '../content/translations'
import { buildModules } from './index'

/*
 * A module's translations beside it (content/modules/<name>.zh-CN.yml and .zh-CN.md): merged
 * over the source into rows of `module_translations`, marked current or outdated by the
 * `source:` hash like every translation, counted by `npm run translations` and the coverage line.
 */

const MODULE = (name: string) => `name: ${name}
npm: '@demo/${name}'
category: UI
type: community
description: 'A demo module called ${name}.'
repo: demo-org/${name}
icon: i-lucide-box
stats:
  downloads: 1200
  stars: 45
  publishedAt: '2026-10-01'
  createdAt: '2025-01-15'
maintainers:
  - name: Ada Demo
    github: adademo
    avatar: /assets/avatars/adademo.svg
compatibility:
  aster: '>=4.0.0'
`
const README = `Intro paragraph.\n\n## Setup\n\nSee the [options](#options).\n\n## Options\n\nNone yet.\n`
const README_ZH = `简介段落。\n\n## 安装\n\n参见[配置项](#options)。\n\n## 配置项\n\n暂时没有。\n`
const FRAMEWORK = `npm: aster\nrepo: aster-framework/aster\ndownloads: 10\nstars: 20\n`
const ROOT = resolve(import.meta.dirname, '../..')

let root: string | undefined
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true })
  root = undefined
})

/** A content folder with two modules (toolkit, widget) and the given translations. */
async function contentWith(files: Record<string, string>) {
  root = await mkdtemp(join(tmpdir(), 'aster-module-translations-'))
  const dir = join(root, 'modules')
  await mkdir(dir)
  const all = {
    '_framework.yml': FRAMEWORK,
    'toolkit.yml': MODULE('toolkit'),
    'toolkit.md': README,
    'widget.yml': MODULE('widget'),
    'widget.md': README,
    ...files,
  }
  for (const [name, text] of Object.entries(all)) await writeFile(join(dir, name), text)
  return { content: root, file: (name: string) => join(dir, name) }
}

/** The `module_translations` rows of the statements, as the SQL has them. */
const translationInserts = (statements: string[]) =>
  statements.filter((sql) => sql.startsWith('INSERT INTO "module_translations"'))

describe('module translations', () => {
  it('writes a zh-CN row per module: the translated text where there is one, null (English) where not', async () => {
    const { content } = await contentWith({
      'toolkit.zh-CN.yml': "description: '一个演示模块。'\n",
      'toolkit.zh-CN.md': README_ZH,
    })
    const built = await buildModules(content)
    expect(built.statements).toContain('DELETE FROM "module_translations";')
    const [toolkit, widget] = translationInserts(built.statements)
    expect(toolkit).toContain("'toolkit', 'zh-CN', '一个演示模块。', 'outdated'")
    // the README in Chinese, with its source's heading ids: #options still reaches its section
    expect(toolkit).toContain('id="options"')
    expect(toolkit).toContain('href="#options"')
    expect(toolkit).toContain('配置项')
    expect(widget).toContain("'widget', 'zh-CN', NULL, 'missing', NULL, NULL, 'missing'")
    // English rows are as they were
    expect(built.statements.find((sql) => sql.startsWith('INSERT INTO "modules"'))).toContain(
      'A demo module called toolkit.'
    )
    expect(built.translations).toEqual([{ locale: 'zh-CN', current: 0, outdated: 2, missing: 2 }])
  })

  it('is current once marked, outdated again when the source changes; counted by the command and the coverage line', async () => {
    const { content, file } = await contentWith({
      'toolkit.zh-CN.yml': "description: '一个演示模块。'\n",
      'toolkit.zh-CN.md': README_ZH,
      'widget.zh-CN.yml': "description: '另一个演示模块。'\n",
    })
    const entries = (await listTranslations(content)).filter((e) => e.collection === 'modules')
    expect(entries.map((entry) => [relative(process.cwd(), entry.source), entry.state])).toEqual(
      [
        ['toolkit.md', 'outdated'],
        ['toolkit.yml', 'outdated'],
        ['widget.md', 'missing'],
        ['widget.yml', 'outdated'],
      ].map(([name, state]) => [relative(process.cwd(), file(name!)), state])
    )
    for (const entry of entries.filter((e) => e.file))
      markCurrent(entry.file!, entry.source, entry.source.endsWith('.md') ? 'md' : 'yml')
    // a README translation has no frontmatter of its own: marking gives it one
    expect(await readFile(file('toolkit.zh-CN.md'), 'utf8')).toMatch(
      /^---\nsource: '[0-9a-f]{12}'\n---\n简介段落。/
    )
    const marked = await buildModules(content)
    expect(marked.translations).toEqual([{ locale: 'zh-CN', current: 3, outdated: 0, missing: 1 }])
    expect(coverageLine({ translationCounts: [] }, marked.translations)).toBe(
      'zh-CN 3 current, 0 outdated, 1 missing'
    )
    expect(translationInserts(marked.statements)[0]).toContain(
      "'toolkit', 'zh-CN', '一个演示模块。', 'current'"
    )
    // the source changes: its translation is outdated
    await writeFile(file('toolkit.md'), `${README}\nOne more line.\n`)
    const changed = await buildModules(content)
    expect(changed.translations).toEqual([{ locale: 'zh-CN', current: 2, outdated: 1, missing: 1 }])
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'build/content/translations-command.ts', '--content', content],
      { cwd: ROOT, env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.base.json' } }
    )
    expect(stdout).toMatch(/^modules\s+zh-CN\s+2\s+1\s+1$/m)
  })

  it('refuses a translation of a field that is not text, a stray translation and a README of another shape', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { 'toolkit.zh-CN.yml': "description: '演示'\nnpm: '@demo/other'\n" },
        '"npm" is not translated: a module translation holds description only',
      ],
      [{ 'toolkt.zh-CN.yml': "description: '演示'\n" }, 'no module toolkt.yml beside this'],
      [
        { 'toolkit.zh-CN.md': '简介段落。\n\n## 安装\n' },
        'this README translation has 1 headings where its source has 2',
      ],
      [{ 'toolkit.zh-CN.yml': `description: '${'长'.repeat(161)}'\n` }, 'at most 160 characters'],
    ]
    for (const [files, message] of cases) {
      const { content } = await contentWith(files)
      await expect(buildModules(content)).rejects.toThrow(message)
      await rm(root!, { recursive: true, force: true })
    }
  })
})
