import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import worker from '../../worker/index'
import { STATS_BATCH_SIZE } from '../../worker/cron/refresh-module-stats'

/** A local fake of the npm and GitHub APIs: no request ever leaves the test. */
const NPM = 'http://npm.fake.test'
const GITHUB = 'http://github.fake.test/api'
const testEnv = { ...env, NPM_API_URL: NPM, GITHUB_API_URL: `${GITHUB}/` }

interface Row {
  name: string
  npm: string
  repo: string
  downloads: number
  stars: number
  stats_updated_at: string | null
}
const rows = async () => (await env.DB.prepare('SELECT name, npm, repo, downloads, stars, stats_updated_at FROM modules ORDER BY name').all<Row>()).results
const framework = () => env.DB.prepare('SELECT downloads, stars, stats_updated_at FROM framework_stats').first<{ downloads: number; stars: number; stats_updated_at: string | null }>()

/** Answers like npm and GitHub, from functions of the package; anything else throws. */
function fakeUpstream(answer: { downloads: (npm: string) => Response; stars: (repo: string) => Response }) {
  const calls: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new Request(input, init).url
    // the same trigger refreshes the header's release info (tested in shell.test.ts): not counted here
    if (url.startsWith(`${GITHUB}/repos/aster-framework/aster/releases/`) || init?.headers && new Headers(init.headers).get('user-agent') === 'aster-site') return new Response('not here', { status: 404 })
    calls.push(url)
    if (url.startsWith(`${NPM}/downloads/point/last-month/`)) return answer.downloads(decodeURIComponent(url.slice(`${NPM}/downloads/point/last-month/`.length)))
    if (url.startsWith(`${GITHUB}/repos/`)) return answer.stars(url.slice(`${GITHUB}/repos/`.length))
    throw new Error(`unexpected outbound request to ${url}`)
  })
  return calls
}

async function runCron(environment: object = testEnv) {
  const ctx = createExecutionContext()
  worker.scheduled(createScheduledController({ cron: '17 * * * *', scheduledTime: Date.now() }), environment as typeof env, ctx)
  await waitOnExecutionContext(ctx)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('scheduled stats refresh (Cron trigger)', () => {
  it('refreshes the oldest batch from the configured npm and GitHub bases, keeping old values on failure', async () => {
    const before = await rows()
    const calls = fakeUpstream({
      // one package fails on npm, one repository on GitHub, one answers garbage
      downloads: (npm) => (npm === before[1]!.npm ? new Response('down', { status: 503 }) : Response.json({ downloads: 1000 + npm.length, package: npm })),
      stars: (repo) => (repo === before[2]!.repo ? new Response('nope', { status: 404 }) : repo === before[3]!.repo ? Response.json({ stars: 'many' }) : Response.json({ stargazers_count: 7 })),
    })
    await runCron()

    const after = await rows()
    const touched = after.filter((row) => row.stats_updated_at !== null)
    expect(touched.map((row) => row.name)).toEqual(before.slice(0, STATS_BATCH_SIZE).map((row) => row.name))
    expect(calls).toHaveLength((STATS_BATCH_SIZE + 1) * 2)
    expect(calls).toContain(`${NPM}/downloads/point/last-month/${before[0]!.npm}`)
    expect(calls).toContain(`${GITHUB}/repos/${before[0]!.repo}`)
    expect(calls).toContain(`${NPM}/downloads/point/last-month/aster`)
    const byName = new Map(after.map((row) => [row.name, row]))
    const fresh = byName.get(before[0]!.name)!
    expect(fresh).toMatchObject({ downloads: 1000 + before[0]!.npm.length, stars: 7 })
    expect(byName.get(before[1]!.name)).toMatchObject({ downloads: before[1]!.downloads, stars: 7 })
    expect(byName.get(before[2]!.name)).toMatchObject({ downloads: 1000 + before[2]!.npm.length, stars: before[2]!.stars })
    expect(byName.get(before[3]!.name)!.stars).toBe(before[3]!.stars)
    for (const row of before.slice(STATS_BATCH_SIZE)) expect(byName.get(row.name)).toEqual(row)
    expect(await framework()).toMatchObject({ downloads: 1005, stars: 7 })
  })

  it('takes the next oldest modules on the next run', async () => {
    const before = await rows()
    const never = before.filter((row) => row.stats_updated_at === null).slice(0, STATS_BATCH_SIZE).map((row) => row.name)
    expect(never).toHaveLength(STATS_BATCH_SIZE)
    fakeUpstream({ downloads: () => Response.json({ downloads: 5 }), stars: () => Response.json({ stargazers_count: 5 }) })
    await runCron()
    const after = new Map((await rows()).map((row) => [row.name, row]))
    for (const name of never) expect(after.get(name)).toMatchObject({ downloads: 5, stars: 5, stats_updated_at: expect.any(String) })
  })

  it('keeps every old value when the upstreams are unreachable', async () => {
    const before = await rows()
    fakeUpstream({
      downloads: () => {
        throw new TypeError('network down')
      },
      stars: () => {
        throw new TypeError('network down')
      },
    })
    await runCron()
    const after = await rows()
    expect(after.map(({ downloads, stars }) => ({ downloads, stars }))).toEqual(before.map(({ downloads, stars }) => ({ downloads, stars })))
  })

  it('changes the version of the modules API (new ETag, no stale edge-cache hit)', async () => {
    const first = await SELF.fetch('http://localhost/api/stats')
    const etag = first.headers.get('etag')
    await first.arrayBuffer()
    fakeUpstream({ downloads: () => Response.json({ downloads: 4242 }), stars: () => Response.json({ stargazers_count: 4343 }) })
    await runCron()
    vi.restoreAllMocks()
    const second = await SELF.fetch('http://localhost/api/stats')
    expect(second.headers.get('etag')).not.toBe(etag)
    expect(second.headers.get('x-cache')).toBe('MISS')
    expect(await second.json()).toMatchObject({ downloads: 4242, stars: 4343 })
  })

  it('fails fast when a base URL is not configured', async () => {
    const calls = fakeUpstream({ downloads: () => Response.json({}), stars: () => Response.json({}) })
    const ctx = createExecutionContext()
    worker.scheduled(createScheduledController(), { ...testEnv, NPM_API_URL: '' } as typeof env, ctx)
    await expect(waitOnExecutionContext(ctx)).rejects.toThrow(/NPM_API_URL must be an http\(s\) URL/)
    expect(calls.filter((url) => url.startsWith(NPM) || url.includes('/repos/'))).toEqual([])
  })
})
