import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { HomeFrontmatterSchema } from '../../src/shared/content/schemas/home'
import { buildContent } from './index'

/*
 * The home page is written in content/home/index.md: a content build with one field changed
 * carries the change into the row the home loader renders (the browser test checks that page
 * against the same file), and a field the schema refuses fails the build at its line.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const SOURCE = join(ROOT, 'content/home/index.md')
let dir = ''
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** Builds a content folder holding only the home page, its text changed by `edit`. */
async function buildHome(edit: (text: string) => string) {
  dir = await mkdtemp(join(tmpdir(), 'aster-home-'))
  await mkdir(join(dir, 'home'))
  await writeFile(join(dir, 'home/index.md'), edit(await readFile(SOURCE, 'utf8')))
  return buildContent(dir, { projectRoot: ROOT })
}

describe('home content', () => {
  it('carries a changed field into the home row, every section validated', async () => {
    const built = await buildHome((text) =>
      text
        .replace("  title: 'The Intuitive Web Framework'", "  title: 'Ship it on Friday'")
        .replace("label: 'Stars on GitHub'", "label: 'Stargazers'")
    )
    const row = built.collections.find((c) => c.definition.name === 'index')!.rows[0]!
    // the SQL writer folds the fields without a column into `meta`; here they are still top-level
    const home = v.parse(HomeFrontmatterSchema, row)
    expect(home.hero.title).toBe('Ship it on Friday')
    expect(home.stats.items.find((item) => item.key === 'stars')?.label).toBe('Stargazers')
    expect(home.hero.cta[0]).toMatchObject({ label: 'Get started' })
    // the code showcase is the body: tabs of highlighted snippets
    expect(row.body).toContain('role="tab"')
    expect(row.body).toContain('class="shiki')
  })

  it('fails the build at the line of a field the schema refuses', async () => {
    await expect(buildHome((text) => text.replace('- key: stars', '- key: likes'))).rejects.toThrow(
      /home\/index\.md:\d+/
    )
  })
})
