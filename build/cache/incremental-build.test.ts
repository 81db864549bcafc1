import { existsSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { editPage } from '../tools/bench/corpus'
import { buildSite } from '../index'

/**
 * The warm path (content cache, streamed SQL, search value memo and step skips) must give what a
 * cold build gives: a copy of content/ is built, one docs page edited and built again with the
 * caches, then built with every cache off (`CONTENT_CACHE=0`) into another folder; the two
 * outputs are compared file by file, build times aside. A build of unchanged content skips the
 * compile and the search index.
 */
const ROOT = resolve(import.meta.dirname, '../..')
const EDITED = 'docs/4.x/1.getting-started/04.routing.md'

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

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'aster-incremental-test-'))
    content = join(scratch, 'content')
    await cp(join(ROOT, 'content'), content, { recursive: true })
    await build(content, join(scratch, 'warm'))
    await editPage(join(content, EDITED), 'This sentence was added by the incremental test.')
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
    // the page has a zh-CN translation, compiled against it (merged frontmatter, heading ids)
    expect(existsSync(join(content, EDITED.replace(/\.md$/, '.zh-CN.md')))).toBe(true)
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
})
