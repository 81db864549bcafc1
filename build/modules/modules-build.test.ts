import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openCache } from '../cache/store'
import { readIndex } from '../cache/pack'
import { buildModules } from './index'

/** A valid module file; each test breaks one thing in it. */
const VALID_YML = `name: toolkit
npm: '@demo/toolkit'
category: UI
type: community
sponsor: true
description: 'A demo module.'
repo: demo-org/aster-toolkit
icon: i-lucide-box
contributors: 3
stats:
  downloads: 1200
  stars: 45
  publishedAt: '2026-10-01'
  createdAt: '2025-01-15'
maintainers:
  - name: Ada Demo
    github: adademo
    avatar: 'https://avatars.example/adademo.png'
compatibility:
  aster: '>=4.0.0'
`

const VALID_README = `Intro paragraph.

## Setup

Read [the guide](./docs/guide.md#start), the [license](../LICENSE), the [options](#setup) and [the site](https://demo.example).

![banner](.github/banner.png)
`

const FRAMEWORK = `npm: aster\nrepo: aster-framework/aster\ndownloads: 10\nstars: 20\n`

let root: string | undefined
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true })
  root = undefined
})

/** A content folder with `modules/` holding the given files (name → text). */
async function contentWith(
  files: Record<string, string | undefined>
): Promise<{ dir: string; file: (name: string) => string }> {
  root = await mkdtemp(join(tmpdir(), 'aster-modules-'))
  const dir = join(root, 'modules')
  await mkdir(dir)
  const all: Record<string, string | undefined> = {
    '_framework.yml': FRAMEWORK,
    'toolkit.yml': VALID_YML,
    'toolkit.md': VALID_README,
    ...files,
  }
  for (const [name, text] of Object.entries(all))
    if (text !== undefined) await writeFile(join(dir, name), text)
  return { dir: root, file: (name) => relative(process.cwd(), join(dir, name)) }
}

describe('modules build', () => {
  it('validates, compiles the README with links pointing at the repository, and writes upserts', async () => {
    const { dir } = await contentWith({})
    const built = await buildModules(dir)
    expect(built).toMatchObject({ count: 1, icons: ['i-lucide-box'] })
    expect(built.hash).toMatch(/^[0-9a-f]{12}$/)
    const insert = built.statements.find((sql) => sql.startsWith('INSERT INTO "modules"'))!
    expect(insert).toContain(
      'https://github.com/demo-org/aster-toolkit/blob/main/docs/guide.md#start'
    )
    expect(insert).toContain('https://github.com/demo-org/aster-toolkit/blob/main/LICENSE')
    expect(insert).toContain(
      'https://github.com/demo-org/aster-toolkit/raw/main/.github/banner.png'
    )
    expect(insert).toContain('href="#setup"')
    expect(insert).toContain('href="https://demo.example"')
    expect(insert).toContain("'2026-10-01T00:00:00.000Z'")
    // the cron's figures and mark win once it has refreshed the row, while npm and repo stay the same
    // (test/worker/modules-cron.test.ts runs these statements on D1)
    const samePackage = '"modules"."npm" = excluded."npm" AND "modules"."repo" = excluded."repo"'
    expect(insert).toContain(
      `"downloads" = CASE WHEN "modules"."stats_updated_at" IS NOT NULL AND ${samePackage} THEN "modules"."downloads" ELSE excluded."downloads" END`
    )
    expect(insert).toContain(
      `"stats_updated_at" = CASE WHEN ${samePackage} THEN "modules"."stats_updated_at" END`
    )
    expect(built.statements[0]).toBe(`DELETE FROM "modules" WHERE "name" NOT IN ('toolkit');`)
  })

  it('is deterministic: the same files give the same statements and hash', async () => {
    const { dir } = await contentWith({})
    const [a, b] = [await buildModules(dir), await buildModules(dir)]
    expect(b.hash).toBe(a.hash)
    expect(b.statements).toEqual(a.statements)
  })

  it('comes from the cache whole while no file changed, and is built again when one did', async () => {
    const { dir } = await contentWith({})
    const project = join(dir, 'project')
    const open = (fingerprint = 'compiler-1') => openCache(project, 'modules/test', fingerprint)
    // the entries the cache holds for the next build: a build that reads them all and keeps them
    const entries = () => {
      const index = readIndex(join(project, '.cache', 'modules/test'), 'compiler-1')
      return index.spans.size + index.links.size
    }
    const first = open()
    const built = await buildModules(dir, { cache: first })
    // as the build does once the step is done
    first.close(true)
    // a step entry and the README's own entry
    expect(entries()).toBe(2)
    // a changed README: the step and the README are built again (a broken one fails)...
    await writeFile(join(dir, 'modules', 'toolkit.md'), '[x](#missing)\n')
    const again = open()
    await expect(buildModules(dir, { cache: again })).rejects.toThrow(/broken anchor #missing/)
    // as the build does when the step failed: every entry stays
    again.close(false)
    expect(entries()).toBe(2)
    await writeFile(join(dir, 'modules', 'toolkit.md'), VALID_README)
    const hit = open()
    expect(await buildModules(dir, { cache: hit })).toEqual(built)
    // ...and its entry outlives the prune, for the build that changes one module
    hit.close(true)
    expect(entries()).toBe(2)

    // a changed file, an added one, a deleted one, a changed compiler: as without a cache
    const changed = VALID_README.replace('Intro paragraph.', 'Changed intro.')
    await writeFile(join(dir, 'modules', 'toolkit.md'), changed)
    const edited = await buildModules(dir, { cache: open() })
    expect(edited.statements.join('\n')).toContain('Changed intro.')
    expect(edited).toEqual(await buildModules(dir))
    await writeFile(
      join(dir, 'modules', 'extra.yml'),
      VALID_YML.replace('name: toolkit', 'name: extra').replace(
        "npm: '@demo/toolkit'",
        "npm: '@demo/extra'"
      )
    )
    await writeFile(join(dir, 'modules', 'extra.md'), VALID_README)
    const added = await buildModules(dir, { cache: open() })
    expect(added.count).toBe(2)
    await rm(join(dir, 'modules', 'extra.yml'))
    expect(await buildModules(dir, { cache: open() })).toEqual(edited)
    await writeFile(join(dir, 'modules', 'toolkit.md'), '[x](#missing)\n')
    await expect(buildModules(dir, { cache: open('compiler-2') })).rejects.toThrow(
      /broken anchor #missing/
    )
  })

  it.each([
    [
      'an unknown category',
      VALID_YML.replace('category: UI', 'category: Widgets'),
      3,
      /"category" must be one of Official, Analytics/,
    ],
    [
      'category Official without type official',
      VALID_YML.replace('category: UI', 'category: Official'),
      4,
      /"type" must be official when "category" is Official/,
    ],
    [
      'an unknown field',
      `${VALID_YML}colour: red\n`,
      21,
      /: "colour" is not a module field \(fields: name, npm/,
    ],
    [
      'a negative download count',
      VALID_YML.replace('downloads: 1200', 'downloads: -1'),
      11,
      /"stats.downloads"/,
    ],
    [
      'an impossible date',
      VALID_YML.replace("publishedAt: '2026-10-01'", "publishedAt: '2026-13-45'"),
      13,
      /"stats.publishedAt".*not a real date/,
    ],
    [
      'a release before the creation',
      VALID_YML.replace("publishedAt: '2026-10-01'", "publishedAt: '2024-10-01'"),
      13,
      /"stats.publishedAt" must not be before "stats.createdAt"/,
    ],
    [
      'no maintainer',
      VALID_YML.replace(/maintainers:\n(  .*\n)+/, 'maintainers: []\n'),
      15,
      /"maintainers" needs at least one maintainer/,
    ],
    [
      'an http avatar',
      VALID_YML.replace('https://avatars.example', 'http://avatars.example'),
      18,
      /must be an https:\/\/ URL/,
    ],
    [
      'a repo that is not owner/name',
      VALID_YML.replace('repo: demo-org/aster-toolkit', 'repo: https://github.com/demo-org/x'),
      7,
      /"repo" must be a GitHub repository/,
    ],
    [
      'a name that is not the file name',
      VALID_YML.replace('name: toolkit', 'name: other'),
      1,
      /"name" must equal the file name "toolkit"/,
    ],
    [
      'an icon that does not exist',
      VALID_YML.replace('i-lucide-box', 'i-lucide-no-such-icon-here'),
      8,
      /"icon" i-lucide-no-such-icon-here does not exist in @iconify-json\/lucide/,
    ],
  ])('fails on %s with file:line', async (_label, yml, line, rule) => {
    const { dir, file } = await contentWith({ 'toolkit.yml': yml })
    const error = (await buildModules(dir).catch((e: unknown) => e)) as Error
    expect(error).toBeInstanceOf(Error)
    expect(error.message.startsWith(`${file('toolkit.yml')}:${line}: `), error.message).toBe(true)
    expect(error.message).toMatch(rule)
  })

  it('fails when two modules list the same npm package, naming the other file', async () => {
    const { dir, file } = await contentWith({
      'twin.yml': VALID_YML.replace('name: toolkit', 'name: twin'),
      'twin.md': VALID_README,
    })
    await expect(buildModules(dir)).rejects.toThrow(
      `${file('twin.yml')}:2: npm package "@demo/toolkit" is already listed by ${file('toolkit.yml')}`
    )
  })

  it("fails when a module's npm package is another module's name, naming both files", async () => {
    const other = VALID_YML.replace('name: toolkit', 'name: other').replace(
      "npm: '@demo/toolkit'",
      'npm: toolkit'
    )
    const { dir, file } = await contentWith({ 'other.yml': other, 'other.md': VALID_README })
    await expect(buildModules(dir)).rejects.toThrow(
      `${file('other.yml')}:2: npm package "toolkit" is also the name of the module in ${file('toolkit.yml')} (/modules/toolkit would name two modules)`
    )
    // a module's npm package may be its own name
    await rm(root!, { recursive: true, force: true })
    const same = await contentWith({
      'toolkit.yml': VALID_YML.replace("npm: '@demo/toolkit'", 'npm: toolkit'),
    })
    await expect(buildModules(same.dir)).resolves.toMatchObject({ count: 1 })
  })

  it('fails on a missing README, a broken README anchor and a missing framework file', async () => {
    let content = await contentWith({ 'toolkit.md': undefined })
    await expect(buildModules(content.dir)).rejects.toThrow(
      `${content.file('toolkit.yml')}:1: missing README: add ${content.file('toolkit.md')}`
    )
    await rm(root!, { recursive: true, force: true })
    content = await contentWith({ 'toolkit.md': `${VALID_README}\nSee [nowhere](#nowhere).\n` })
    await expect(buildModules(content.dir)).rejects.toThrow(
      `${content.file('toolkit.md')}:9: broken anchor #nowhere`
    )
    await rm(root!, { recursive: true, force: true })
    content = await contentWith({ '_framework.yml': undefined })
    await expect(buildModules(content.dir)).rejects.toThrow(
      `${content.file('_framework.yml')}:1: missing`
    )
  })

  it('asks for the framework file by name when there is no modules folder at all', async () => {
    const { dir, file } = await contentWith({})
    await rm(join(dir, 'modules'), { recursive: true })
    await expect(buildModules(dir)).rejects.toThrow(
      `${file('_framework.yml')}:1: missing: the framework package`
    )
  })
})
