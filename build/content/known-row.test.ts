import { closeSync, openSync, readSync, writeSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, utimes } from 'node:fs/promises'
import { join } from 'node:path'
import { deserialize } from 'node:v8'
import { describe, expect, it } from 'vitest'
import { readIndex } from '../cache/pack'
import { contentScope } from '../cache/sources'
import { openSqlCache, writeContentSql } from './collection-sql'
import { collectContent, contentFingerprint } from './index'
import { scratchDirs } from '../tools/scratch-dirs'

const FIXTURES = join(import.meta.dirname, '__fixtures__')
const scratchDir = scratchDirs()
/** An hour ago: the files were written well before any build started (none is racy). */
const PAST = new Date(Date.now() - 3_600_000)

/** The content step and the sql step as the build runs them, into `out`: the SQL files' texts. */
async function build(root: string, projectRoot: string, out: string) {
  const fingerprint = await contentFingerprint(root, projectRoot)
  const sqlCache = await openSqlCache(projectRoot, root, fingerprint)
  const content = await collectContent(root, { projectRoot, fingerprint, sqlCache })
  const output = { dir: join(out, 'content'), dumpDir: join(out, 'dumps') }
  await mkdir(output.dir, { recursive: true })
  await mkdir(output.dumpDir, { recursive: true })
  const sql = await writeContentSql(content.collections, output, sqlCache)
  const files = new Map<string, string>()
  for (const dir of [output.dir, output.dumpDir])
    for (const file of await readdir(dir, { recursive: true }))
      if (file.endsWith('.json') || file.endsWith('.txt'))
        files.set(file, await readFile(join(dir, file), 'utf8').catch(() => ''))
  const pages = content.collections.flatMap((c) => c.pages)
  return { content, sql, files, pages, fingerprint }
}

/** Overwrites every kept compile (an entry with a `compiled` field) of the content scope with zeros. */
function spoilCompiles(projectRoot: string, root: string, fingerprint: string): number {
  const dir = join(projectRoot, '.cache', 'content', contentScope(root))
  let spoiled = 0
  for (const span of readIndex(dir, fingerprint).spans.values()) {
    const fd = openSync(join(dir, span.pack), 'r+')
    try {
      const bytes = Buffer.alloc(span.length)
      readSync(fd, bytes, 0, span.length, span.offset)
      let entry: unknown
      try {
        entry = deserialize(bytes)
      } catch {
        continue
      }
      if (!entry || typeof entry !== 'object' || !('compiled' in entry)) continue
      writeSync(fd, Buffer.alloc(span.length), 0, span.length, span.offset)
      spoiled++
    } finally {
      closeSync(fd)
    }
  }
  return spoiled
}

/** The fixture site, its files' times an hour back, in a project folder of its own. */
async function oldSite(): Promise<{ projectRoot: string; root: string }> {
  const projectRoot = await scratchDir('known-rows')
  const root = join(projectRoot, 'content')
  await cp(join(FIXTURES, 'valid'), root, { recursive: true })
  for (const file of await readdir(root, { recursive: true }))
    await utimes(join(root, file), PAST, PAST)
  return { projectRoot, root }
}

describe('an unchanged page’s row made from its head', () => {
  it('reads no compile back, and writes the same SQL', async () => {
    const { projectRoot, root } = await oldSite()
    const first = await build(root, projectRoot, join(projectRoot, 'first'))
    expect(first.content.compiled).toBe(3)
    // a build that read an unchanged page's compile back would now fail to deserialize it
    expect(spoilCompiles(projectRoot, root, first.fingerprint)).toBe(3)
    const again = await build(root, projectRoot, join(projectRoot, 'again'))
    expect([again.content.compiled, again.content.cached]).toEqual([0, 3])
    expect(again.sql.keptRows).toBe(first.sql.keptRows + 3)
    expect([...again.files]).toEqual([...first.files])
    expect(again.pages).toEqual(first.pages)
    expect(again.sql.collectionIcons).toEqual(first.sql.collectionIcons)
  })
})

describe('a kept row’s statements', () => {
  it('come with their row index digest, which is not taken again', async () => {
    const { projectRoot, root } = await oldSite()
    const first = await build(root, projectRoot, join(projectRoot, 'first'))
    const index = first.files.get('rows/docsv4.json')!
    const [id, digest] = (JSON.parse(index) as { rows: [string, string][] }).rows[0]!
    // the kept entries of the sql scope begin with their row's digest: one is made to lie
    const dir = join(projectRoot, '.cache', 'sql', contentScope(root))
    let replaced = 0
    for (const pack of (await readdir(dir)).filter((name) => name.startsWith('pack-'))) {
      const bytes = await readFile(join(dir, pack))
      const at = bytes.indexOf(Buffer.from(digest, 'latin1'))
      if (at < 0) continue
      const fd = openSync(join(dir, pack), 'r+')
      writeSync(fd, Buffer.from('x'.repeat(digest.length), 'latin1'), 0, digest.length, at)
      closeSync(fd)
      replaced++
    }
    expect(replaced).toBe(1)
    const again = await build(root, projectRoot, join(projectRoot, 'again'))
    const rows = (JSON.parse(again.files.get('rows/docsv4.json')!) as { rows: string[][] }).rows
    expect(rows.find(([row]) => row === id)![1]).toBe('x'.repeat(digest.length))
  })
})
