import { cp, readdir, readFile, stat, utimes, writeFile } from 'node:fs/promises'
import { statSync, type BigIntStats } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildContent } from './index'
import { openSourceStamps } from './source-stamps'
import { scratchDirs } from '../tools/scratch-dirs'

const FIXTURES = join(import.meta.dirname, '__fixtures__')
const scratchDir = scratchDirs()
const temp = () => scratchDir('stamps')
const ROUTING = 'docs/4.x/1.guide/02.routing.md'
/** An hour ago: the files were written well before any build started (none is racy). */
const PAST = new Date(Date.now() - 3_600_000)

/** The fixture site with every file's times an hour back. */
async function oldSite(): Promise<string> {
  const root = join(await temp(), 'content')
  await cp(join(FIXTURES, 'valid'), root, { recursive: true })
  for (const file of await readdir(root, { recursive: true }))
    await utimes(join(root, file), PAST, PAST)
  return root
}

const bodyOf = (built: Awaited<ReturnType<typeof buildContent>>, path: string) =>
  built.collections
    .find((c) => c.definition.name === 'docsv4')!
    .rows.find((row) => row.path === path)!.body as string

describe('page sources kept by their stat stamp', () => {
  it('sees an edit that keeps the file’s size and mtime', async () => {
    const projectRoot = await temp()
    const root = await oldSite()
    await buildContent(root, { projectRoot })
    const again = await buildContent(root, { projectRoot })
    expect([again.compiled, again.cached]).toEqual([0, 3])
    const page = join(root, ROUTING)
    const before = await stat(page)
    const text = await readFile(page, 'utf8')
    const edited = text.replace('Text.', 'TEXT.')
    expect(edited).not.toBe(text)
    await writeFile(page, edited)
    await utimes(page, before.atime, before.mtime)
    expect((await stat(page)).size).toBe(before.size)
    expect((await stat(page)).mtimeMs).toBe(before.mtimeMs)
    const built = await buildContent(root, { projectRoot })
    expect([built.compiled, built.cached]).toEqual([1, 2])
    expect(bodyOf(built, '/docs/4.x/guide/routing')).toContain('TEXT.')
  })

  it('recompiles nothing for a file touched but unchanged, and gives the same rows', async () => {
    const projectRoot = await temp()
    const root = await oldSite()
    const first = await buildContent(root, { projectRoot })
    const now = new Date()
    await utimes(join(root, ROUTING), now, now)
    const touched = await buildContent(root, { projectRoot })
    expect([touched.compiled, touched.cached]).toEqual([0, 3])
    const statements = (built: typeof first) => built.collections.map((c) => c.statements)
    expect(statements(touched)).toEqual(statements(first))
  })

  it('reads a file again when its mtime is not older than the build that noted it (racy)', async () => {
    const projectRoot = await temp()
    const root = await oldSite()
    const absolute = join(root, ROUTING)
    const source = { absolute, file: ROUTING, stem: 'x', segments: ['x'], extension: 'md' as const }
    const page = { key: 'k', path: '/docs/4.x/guide/routing', digest: 'd' }
    const stamps = openSourceStamps(projectRoot, 'racy', 'fingerprint')
    const since = statSync(join(projectRoot, '.cache/stamps/racy.clock'), { bigint: true }).mtimeNs
    const real = statSync(absolute, { bigint: true })
    const stamped = (ns: bigint) => ({ ...real, mtimeNs: ns, ctimeNs: ns }) as BigIntStats
    // written in the clock tick the build started in: a second write in that tick, of the same
    // size, would leave the very same stamp
    const racy = stamped(since)
    const older = stamped(since - 10_000_000n)
    stamps.noteRead(source, racy, '', page)
    stamps.noteRead({ ...source, file: 'other.md' }, older, '', page)
    stamps.close(true)
    const next = openSourceStamps(projectRoot, 'racy', 'fingerprint')
    expect(next.known(source, racy)).toBeUndefined()
    expect(next.known({ ...source, file: 'other.md' }, older)).toEqual(page)
    next.close(true)
  })
})
