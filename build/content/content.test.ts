import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildSite } from '../index'
import { buildContent } from './index'

const FIXTURES = join(import.meta.dirname, '__fixtures__')
const ROOT = resolve(import.meta.dirname, '../..')
const rel = (path: string) => relative(process.cwd(), path)

describe('content pipeline', () => {
  it('strips numeric prefixes, orders by them, builds the navigation tree and SQL', async () => {
    const built = await buildContent(join(FIXTURES, 'valid'))
    const docs = built.collections.find((c) => c.definition.name === 'docsv4')!
    expect(docs.rows.map((row) => row.path)).toEqual([
      '/docs/4.x/guide/intro',
      '/docs/4.x/guide/routing',
      '/docs/4.x/api/hidden',
    ])
    expect(docs.navigation).toEqual([
      {
        title: 'Guide',
        icon: 'i-lucide-book-open',
        path: '/docs/4.x/guide',
        children: [
          { title: 'Intro', path: '/docs/4.x/guide/intro', icon: 'i-lucide-rocket' },
          { title: 'Routing', path: '/docs/4.x/guide/routing' },
        ],
      },
    ])
    expect(docs.statements[0]).toBe('DELETE FROM "content_docsv4";')
    expect(docs.statements[1]).toContain(`'/docs/4.x/guide/intro'`)
    expect(docs.statements[1]).toContain('"links"')
    expect(docs.hash).toMatch(/^[0-9a-f]{12}$/)
    // unversioned links inside 4.x content point into 4.x
    const routing = docs.pages.find((page) => page.path === '/docs/4.x/guide/routing')!
    expect(routing.links.map((link) => link.href)).toContain('/docs/4.x/guide/intro#first-steps')
  })

  it('fails on invalid frontmatter naming file:line and the rule', async () => {
    const file = rel(join(FIXTURES, 'bad-frontmatter/docs/4.x/01.page.md'))
    await expect(buildContent(join(FIXTURES, 'bad-frontmatter'))).rejects.toThrow(
      new RegExp(`${file}:3 +error \\[frontmatter\\] "navigation`)
    )
  })

  it('fails on unknown keys in data files naming file:line', async () => {
    const file = rel(join(FIXTURES, 'bad-yaml/team/someone.yml'))
    await expect(buildContent(join(FIXTURES, 'bad-yaml'))).rejects.toThrow(`${file}:4  error`)
  })

  it('fails the link check listing every broken link and anchor with file:line', async () => {
    const file = rel(join(FIXTURES, 'broken-link/docs/4.x/01.page.md'))
    const error = await buildContent(join(FIXTURES, 'broken-link')).catch((e: Error) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toContain('2 content error(s), 0 warning(s): link 1, anchor 1')
    expect((error as Error).message).toContain(
      `${file}:6  error [link] broken link → /docs/4.x/nowhere`
    )
    expect((error as Error).message).toContain(`${file}:7  error [anchor] broken anchor → #nope`)
  })

  it('writes nothing when a build fails: the previous output stays as it was', async () => {
    const outDir = join(ROOT, 'node_modules/.cache/aster-test-dist')
    await rm(outDir, { recursive: true, force: true })
    await mkdir(outDir, { recursive: true })
    await writeFile(join(outDir, 'marker.txt'), 'previous build')
    await expect(
      buildSite({ root: ROOT, contentDir: join(FIXTURES, 'broken-link'), outDir })
    ).rejects.toThrow('broken link')
    expect(await readFile(join(outDir, 'marker.txt'), 'utf8')).toBe('previous build')
    await rm(outDir, { recursive: true, force: true })
  })

  it("reports a step's own error when another step fails after the content step, and cleans up", async () => {
    // the fixture has docs and no modules folder: the content step passes, the modules step fails
    // while the client and icon steps may still be writing into the staging folder
    const outDir = join(ROOT, 'node_modules/.cache/aster-test-dist-modules')
    await rm(outDir, { recursive: true, force: true })
    await mkdir(outDir, { recursive: true })
    await writeFile(join(outDir, 'marker.txt'), 'previous build')
    const contentDir = join(FIXTURES, 'valid')
    await expect(buildSite({ root: ROOT, contentDir, outDir })).rejects.toThrow(
      `${rel(join(contentDir, 'modules', '_framework.yml'))}:1: missing: the framework package`
    )
    expect(await readFile(join(outDir, 'marker.txt'), 'utf8')).toBe('previous build')
    expect(existsSync(`${outDir}.staging-${process.pid}`)).toBe(false)
    await rm(outDir, { recursive: true, force: true })
  })
})
