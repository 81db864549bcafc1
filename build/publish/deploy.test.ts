import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startDevServer, type DevServer } from './dev-server'
import { COLLECTIONS } from '../../src/shared/content/collections'
import { getSearchFileName } from '../search'
import { createLocalTarget } from './local-target'
import { runDeploy, type DeployOptions } from './plan'

const ROOT = resolve(import.meta.dirname, '../..')
/** What the content step loads: every content collection, and the modules directory. */
const LOADED = COLLECTIONS.length + 1
const DIST = join(ROOT, 'dist')
/** A client file only an older build had: served from R2 after the new deploy (skew). */
const OLD_CHUNK = '/_aster/chunks/previous-build-0f1e2d3c.js'

/** Runs the whole plan into `persistTo`, collecting what the steps print. */
async function deployLocal(
  persistTo: string,
  distDir: string,
  options: Partial<DeployOptions> = {}
) {
  const lines: string[] = []
  const log = (...args: unknown[]) => void lines.push(args.join(' '))
  const spies = [
    vi.spyOn(console, 'log').mockImplementation(log),
    vi.spyOn(console, 'error').mockImplementation(log),
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => (log(String(text)), true)),
  ]
  const target = await createLocalTarget(ROOT, persistTo)
  try {
    await runDeploy({ distDir, target, ...options })
    return lines.join('\n')
  } finally {
    await target.dispose()
    for (const spy of spies) spy.mockRestore()
  }
}

/** A copy of dist/ to change (a previous build, a broken build). */
async function copyDist(scratch: string, name: string): Promise<string> {
  const copy = join(scratch, name)
  await cp(DIST, copy, { recursive: true })
  return copy
}

describe('npm run deploy -- --local, from an empty state', () => {
  let scratch: string
  let persistTo: string
  let server: DevServer | undefined
  let buildId: string
  let first: string
  let second: string
  let failure: unknown
  /** Search index values of the build (every one is new on the first deploy). */
  let shards: number

  beforeAll(async () => {
    shards = (await readdir(join(DIST, 'search'))).filter((file) => file.endsWith('.bin.gz')).length
    scratch = await mkdtemp(join(tmpdir(), 'aster-deploy-test-'))
    persistTo = join(scratch, 'state')
    buildId = (
      JSON.parse(await readFile(join(DIST, 'builds', 'latest.json'), 'utf8')) as { id: string }
    ).id
    // the previous build: today's dist plus a chunk the current build no longer has
    const previous = await copyDist(scratch, 'previous')
    await writeFile(join(previous, 'client', OLD_CHUNK), 'export const old = "previous build"\n')
    first = await deployLocal(persistTo, previous)
    second = await deployLocal(persistTo, DIST)
    // a next build whose search index is broken: its deploy must stop before announcing it
    const broken = await copyDist(scratch, 'broken')
    const manifest = JSON.parse(await readFile(join(broken, 'search', 'manifest.json'), 'utf8'))
    await rm(join(broken, 'search', getSearchFileName(manifest.versions['4'].meta)))
    await writeFile(
      join(broken, 'builds', 'latest.json'),
      JSON.stringify({ id: 'next-build-1', timestamp: 1 })
    )
    failure = await deployLocal(persistTo, broken).then(
      () => undefined,
      (error: unknown) => error
    )
    server = await startDevServer(persistTo, '/', {}, { prepare: false })
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    await rm(scratch, { recursive: true, force: true })
  })

  it('runs every step in order, each named and timed', () => {
    const order = ['migrations', 'content', 'search index', 'assets', 'worker', 'publish build']
    const positions = order.map((name, n) => first.indexOf(`✓ [${n + 1}/6] ${name}`))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    expect(first).toContain(`${LOADED} of ${LOADED} collections changed`)
    expect(first).toContain(`${shards} new shards, 0 kept, manifest last`)
    expect(first).toContain(`build ${buildId}`)
  })

  it('skips what did not change on the next deploy', () => {
    expect(second).toContain(`0 of ${LOADED} collections changed`)
    expect(second).toContain(`0 new shards, ${shards} kept`)
  })

  it('stops at a failing step, naming it, and the previous build keeps serving', async () => {
    expect(String(failure)).toContain('deploy stopped at step "search index"')
    expect(String(failure)).toContain('builds/latest.json still names the previous build')
    const latest = await fetch(`${server!.url}/_aster/builds/latest.json`)
    expect(((await latest.json()) as { id: string }).id).toBe(buildId)
  })

  it('serves the site from what the deploy wrote', async () => {
    const home = await fetch(`${server!.url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('Aster')
    const docs = await fetch(`${server!.url}/docs/4.x/getting-started/introduction`)
    expect(docs.status).toBe(200)
    const search = await fetch(`${server!.url}/api/search?q=routing`)
    expect(search.status).toBe(200)
    expect(JSON.stringify(await search.json())).toContain('/docs/4.x/')
    const meta = await fetch(`${server!.url}/_aster/builds/meta/${buildId}.json`)
    expect(meta.status).toBe(200)
  })

  it("keeps a previous build's client files fetchable (skew)", async () => {
    const old = await fetch(`${server!.url}${OLD_CHUNK}`)
    expect(old.status).toBe(200)
    expect(await old.text()).toContain('previous build')
    const missing = await fetch(`${server!.url}/_aster/chunks/never-built-1234.js`)
    expect(missing.status).toBe(404)
  })
})
