import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugifyHeading } from '../../../src/shared/content/slug'
import { buildContent } from '../../content/index'
import { buildModules } from '../../modules/index'
import { GENERATED_FOLDER, GENERATED_PATH, generateCorpus, type Corpus } from './corpus'

const PAGES = 60
const LINK_RE = /\]\((\/docs\/4\.x\/generated\/[^)#\s]+)(?:#([^)\s]+))?\)/g

/** Every file under `dir` (relative path → sha256), for comparing two corpora byte by byte. */
async function fingerprint(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
  const entries = await Promise.all(
    names.map(async (file) => [
      file.slice(dir.length),
      createHash('sha256')
        .update(await readFile(file))
        .digest('hex'),
    ])
  )
  return Object.fromEntries(entries.sort(([a], [b]) => a!.localeCompare(b!)))
}

/** The URL path of a generated file: numeric prefixes stripped, as the content build does. */
const pathOf = (relativeFile: string) =>
  `${GENERATED_PATH}/${relativeFile
    .replace(/\.md$/, '')
    .split('/')
    .map((segment) => segment.replace(/^\d+\./, ''))
    .join('/')}`

describe('generateCorpus', () => {
  let scratch: string
  let corpus: Corpus
  let pages: { path: string; text: string; headingIds: string[] }[]

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'aster-corpus-test-'))
    corpus = await generateCorpus(join(scratch, 'a'), PAGES, 7)
    const root = join(corpus.contentDir, 'docs/4.x', GENERATED_FOLDER)
    const files = (await readdir(root, { recursive: true })).filter((name) => name.endsWith('.md'))
    pages = await Promise.all(
      files.map(async (file) => {
        const text = await readFile(join(root, file), 'utf8')
        const headingIds = [...text.matchAll(/^#{2,3} (.+)$/gm)].map((m) => slugifyHeading(m[1]!))
        return { path: pathOf(file), text, headingIds }
      })
    )
  })
  afterAll(() => rm(scratch, { recursive: true, force: true }))

  it('writes exactly the requested number of pages beside the sample content', async () => {
    expect(pages).toHaveLength(PAGES)
    expect(corpus.pages).toHaveLength(PAGES)
    const sample = await readdir(join(corpus.contentDir, 'docs/4.x/1.getting-started'))
    expect(sample).toContain('01.introduction.md')
  })

  it('gives every page a frontmatter title and at least three ## sections', () => {
    for (const page of pages) {
      expect(page.text, page.path).toMatch(/^---\ntitle: ".+"\n/)
      expect(page.text.match(/^## /gm)?.length ?? 0, page.path).toBeGreaterThanOrEqual(3)
    }
  })

  it('links only to generated pages that exist, and only to their headings', () => {
    const byPath = new Map(pages.map((page) => [page.path, page]))
    let links = 0
    for (const page of pages) {
      for (const [, path, anchor] of page.text.matchAll(LINK_RE)) {
        links++
        const target = byPath.get(path!)
        expect(target, `${page.path} → ${path}`).toBeDefined()
        expect(target).not.toBe(page)
        if (anchor) expect(target!.headingIds, `${path}#${anchor}`).toContain(anchor)
      }
    }
    expect(links).toBeGreaterThanOrEqual(PAGES)
  })

  it('writes the same bytes for the same seed', async () => {
    await generateCorpus(join(scratch, 'b'), PAGES, 7)
    expect(await fingerprint(join(scratch, 'b'))).toEqual(await fingerprint(join(scratch, 'a')))
  })

  it('alone: the same pages, the framework file and nothing of the sample, which builds', async () => {
    const alone = await generateCorpus(join(scratch, 'alone'), 5, 7, { alone: true })
    const files = Object.keys(await fingerprint(alone.contentDir))
    expect(files.filter((file) => !file.startsWith(`/docs/4.x/${GENERATED_FOLDER}/`))).toEqual([
      '/modules/_framework.yml',
    ])
    expect(files.filter((file) => file.endsWith('.md'))).toHaveLength(5)
    const built = await buildContent(alone.contentDir)
    expect(built.collections.flatMap((c) => c.rows.map((row) => row.path)).sort()).toEqual(
      alone.pages.map((page) => page.path).sort()
    )
    await expect(buildModules(alone.contentDir)).resolves.toMatchObject({ count: 0 })
  })
})
