import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { editPage } from '../tools/bench/corpus'
import { buildSite } from '../index'
import { slugifyFileName, stripOrderPrefix } from '../../src/shared/content/file-slug'
import { LATEST_DOCS_VERSION } from '../../src/shared/docs/versions'

/**
 * The warm path (content cache, streamed SQL, search value memo and step skips) must give what a
 * cold build gives: a copy of content/ is built, one docs page edited and built again with the
 * caches, then built with every cache off (`CONTENT_CACHE=0`) into another folder; the two
 * outputs are compared file by file, build times aside. A build of unchanged content skips the
 * compile and the search index.
 */
const ROOT = resolve(import.meta.dirname, '../..')

/**
 * The docs page the test edits, whichever the corpus has: a page of the latest version (one with
 * a zh-CN translation when there is one), as its file under content/ and its URL.
 */
async function pageToEdit(
  content: string
): Promise<{ file: string; path: string; translated: boolean }> {
  const root = join('docs', LATEST_DOCS_VERSION.path.slice('/docs/'.length))
  const files = (await readdir(join(content, root), { recursive: true }))
    .map((file) => join(root, file))
    .filter(
      (file) => /\.md$/.test(file) && !/(^|\/)(\.|_|index\.md$|README\.md$)|\.zh-CN\.md$/.test(file)
    )
    .sort()
  const plain = await Promise.all(
    files.map(
      async (file) => !/^(slug|redirect):/m.test(await readFile(join(content, file), 'utf8'))
    )
  )
  const candidates = files.filter((_, i) => plain[i])
  const translated = candidates.find((file) =>
    existsSync(join(content, file.replace(/\.md$/, '.zh-CN.md')))
  )
  const file = translated ?? candidates[0]
  if (!file) throw new Error(`no docs page to edit under content/${root}`)
  const segments = relative(root, file).replace(/\.md$/, '').split('/')
  const path = [
    LATEST_DOCS_VERSION.path,
    ...segments.map((name) => slugifyFileName(stripOrderPrefix(name))),
  ].join('/')
  return { file, path, translated: Boolean(translated) }
}

/** Every file under `dir` with its text, the build's timestamps blanked. */
async function readTree(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>()
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = join(entry.parentPath, entry.name)
    const text = (await readFile(path)).toString('latin1')
    files.set(
      relative(dir, path),
      text
        .replace(/"timestamp": ?\d+/g, '"timestamp":0')
        .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z/g, 'BUILT_AT')
    )
  }
  return files
}

/** Runs a build with its progress lines captured. */
async function build(contentDir: string, outDir: string): Promise<{ id: string; log: string }> {
  const lines: string[] = []
  const log = vi
    .spyOn(console, 'log')
    .mockImplementation((...args) => void lines.push(args.join(' ')))
  try {
    const { id } = await buildSite({ root: ROOT, contentDir, outDir })
    return { id, log: lines.join('\n') }
  } finally {
    log.mockRestore()
  }
}

describe('an incremental build', () => {
  let scratch: string
  let content: string
  let warm: { id: string; log: string }
  let cold: { id: string; log: string }
  let edited: Awaited<ReturnType<typeof pageToEdit>>

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'aster-incremental-test-'))
    content = join(scratch, 'content')
    await cp(join(ROOT, 'content'), content, { recursive: true })
    await build(content, join(scratch, 'warm'))
    edited = await pageToEdit(content)
    await editPage(join(content, edited.file), 'This sentence was added by the incremental test.')
    warm = await build(content, join(scratch, 'warm'))
    const previous = process.env.CONTENT_CACHE
    process.env.CONTENT_CACHE = '0'
    try {
      cold = await build(content, join(scratch, 'cold'))
    } finally {
      if (previous === undefined) delete process.env.CONTENT_CACHE
      else process.env.CONTENT_CACHE = previous
    }
  }, 900_000)

  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true })
  })

  it('compiles only the edited page and its translation, which is then outdated', () => {
    // a page with a zh-CN translation: that is compiled against it too (merged frontmatter, heading ids)
    if (!edited.translated) return expect(warm.log).toMatch(/✓ content .* 1 compiled, \d+ cached/)
    expect(warm.log).toMatch(/✓ content .* 2 compiled, \d+ cached/)
    expect(warm.log).toMatch(/✓ translations +zh-CN \d+ current, 1 outdated/)
  })

  it('writes the same files, byte for byte, as a cold build of the same content', async () => {
    expect(warm.id).toBe(cold.id)
    const [warmFiles, coldFiles] = await Promise.all([
      readTree(join(scratch, 'warm')),
      readTree(join(scratch, 'cold')),
    ])
    expect([...warmFiles.keys()].sort()).toEqual([...coldFiles.keys()].sort())
    const differing = [...warmFiles].filter(([file, text]) => coldFiles.get(file) !== text)
    expect(differing.map(([file]) => file)).toEqual([])
    // the edit is in the output
    const docs = warmFiles.get(join('content', 'docsv4.json'))!
    expect(docs).toContain('This sentence was added by the incremental test.')
  })

  it('skips the compile and the search index when nothing changed', async () => {
    const again = await build(content, join(scratch, 'warm'))
    expect(again.id).toBe(warm.id)
    expect(again.log).toMatch(/✓ content .* 0 compiled, \d+ cached/)
    expect(again.log).toMatch(/✓ search index .*\(unchanged\)/)
    const [againFiles, coldFiles] = await Promise.all([
      readTree(join(scratch, 'warm')),
      readTree(join(scratch, 'cold')),
    ])
    expect(againFiles.get(join('search', 'manifest.json'))).toBe(
      coldFiles.get(join('search', 'manifest.json'))
    )
    expect(againFiles.size).toBe(coldFiles.size)
  })

  it('recompiles nothing for a new content.config.yml redirect, and names the build anew', async () => {
    const config = join(content, 'content.config.yml')
    const before = await readFile(config, 'utf8')
    const rule = `  /docs/4.x/guide/moved-for-the-test: ${edited.path}\n`
    await writeFile(
      config,
      /^redirects:\n/m.test(before)
        ? before.replace(/^redirects:\n/m, `redirects:\n${rule}`)
        : `${before}\nredirects:\n${rule}`
    )
    try {
      const moved = await build(content, join(scratch, 'warm'))
      expect(moved.log).toMatch(/✓ content .* 0 compiled, \d+ cached/)
      expect(moved.id).not.toBe(warm.id)
      const manifest = JSON.parse(
        await readFile(join(scratch, 'warm', 'build-manifest.json'), 'utf8')
      )
      expect(manifest.routeRules['/docs/4.x/guide/moved-for-the-test']).toEqual({
        redirect: edited.path,
        status: 301,
      })
    } finally {
      await writeFile(config, before)
    }
  })
})
