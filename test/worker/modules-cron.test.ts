import { env, SELF } from 'cloudflare:test'
import { describe, expect, inject, it, vi } from 'vitest'
import { STATS_BATCH_SIZE } from '../../worker/cron/refresh-module-stats'
import type { FakeAnswer, FakeCall, FakeScenario } from '../fake-upstream/protocol'
import { runCron } from './run-cron'

/**
 * The stats cron against a local fake of the npm and GitHub APIs (a real HTTP server started by
 * test/fake-upstream/global-setup.ts): no request ever reaches the real services.
 */
const FAKE = inject('fakeUpstreamUrl')

interface Row {
  name: string
  npm: string
  repo: string
  downloads: number
  stars: number
  stats_updated_at: string | null
}
const rows = async () =>
  (
    await env.DB.prepare(
      'SELECT name, npm, repo, downloads, stars, stats_updated_at FROM modules ORDER BY name'
    ).all<Row>()
  ).results
const framework = () =>
  env.DB.prepare('SELECT downloads, stars, stats_updated_at FROM framework_stats').first<{
    downloads: number
    stars: number
    stats_updated_at: string | null
  }>()
const npmPath = (npm: string) => `/npm/downloads/point/last-month/${npm}`
const repoPath = (repo: string) => `/github/repos/${repo}`

/** A fresh fake session with these answers; returns the env pointing at it and its calls. */
async function fakeUpstream(scenario: FakeScenario) {
  const session = crypto.randomUUID()
  // the same trigger refreshes the header's release info (tested in shell.test.ts): give it an answer
  const exact = {
    [`${repoPath('aster-framework/aster')}/releases/latest`]: { json: { tag_name: 'v4.0.0' } },
    ...scenario.exact,
  }
  const response = await fetch(`${FAKE}/__fake/${session}`, {
    method: 'PUT',
    body: JSON.stringify({ ...scenario, exact }),
  })
  expect(response.status).toBe(204)
  return {
    // a trailing slash on one of them: the handler trims it
    env: {
      ...env,
      NPM_API_URL: `${FAKE}/${session}/npm`,
      GITHUB_API_URL: `${FAKE}/${session}/github/`,
      GITHUB_TOKEN: 'test-token',
    },
    /** The stats cron's calls (the release refresh has its own user agent). */
    calls: async () =>
      ((await (await fetch(`${FAKE}/__fake/${session}/calls`)).json()) as FakeCall[]).filter(
        (call) => call.userAgent !== 'aster-site'
      ),
  }
}

const ok = (json: unknown): FakeAnswer => ({ json })

describe('scheduled stats refresh (Cron trigger)', () => {
  it('refreshes the oldest batch from the configured npm and GitHub bases, keeping old values on failure', async () => {
    const before = await rows()
    const exact: Record<string, FakeAnswer> = {}
    for (const npm of [...before.map((row) => row.npm), 'aster'])
      exact[npmPath(npm)] = ok({ downloads: 1000 + npm.length, package: npm })
    // one package fails on npm, one repository on GitHub, one answers garbage, one drops the connection
    exact[npmPath(before[1]!.npm)] = { status: 503, text: 'down' }
    exact[repoPath(before[2]!.repo)] = { status: 404, json: { message: 'Not Found' } }
    exact[repoPath(before[3]!.repo)] = ok({ stars: 'many' })
    exact[npmPath(before[4]!.npm)] = { drop: true }
    const fake = await fakeUpstream({
      exact,
      prefix: { '/github/repos/': ok({ stargazers_count: 7 }) },
    })
    await runCron(fake.env)

    const after = await rows()
    const touched = after.filter((row) => row.stats_updated_at !== null)
    expect(touched.map((row) => row.name)).toEqual(
      before.slice(0, STATS_BATCH_SIZE).map((row) => row.name)
    )
    const calls = await fake.calls()
    expect(calls).toHaveLength((STATS_BATCH_SIZE + 1) * 2)
    expect(calls.map((call) => call.path)).toContain(npmPath(before[0]!.npm))
    expect(calls.map((call) => call.path)).toContain(repoPath(before[0]!.repo))
    expect(calls.map((call) => call.path)).toContain(npmPath('aster'))
    // GitHub calls carry the site's user agent and the token; npm calls never get the token
    expect(
      calls
        .filter((call) => call.path.startsWith('/github/'))
        .every(
          (call) =>
            call.userAgent === 'aster-site-stats' && call.authorization === 'Bearer test-token'
        )
    ).toBe(true)
    expect(
      calls
        .filter((call) => call.path.startsWith('/npm/'))
        .every((call) => call.authorization === null)
    ).toBe(true)

    const byName = new Map(after.map((row) => [row.name, row]))
    expect(byName.get(before[0]!.name)).toMatchObject({
      downloads: 1000 + before[0]!.npm.length,
      stars: 7,
    })
    expect(byName.get(before[1]!.name)).toMatchObject({ downloads: before[1]!.downloads, stars: 7 })
    expect(byName.get(before[2]!.name)).toMatchObject({
      downloads: 1000 + before[2]!.npm.length,
      stars: before[2]!.stars,
    })
    expect(byName.get(before[3]!.name)).toMatchObject({
      downloads: 1000 + before[3]!.npm.length,
      stars: before[3]!.stars,
    })
    expect(byName.get(before[4]!.name)).toMatchObject({ downloads: before[4]!.downloads, stars: 7 })
    for (const row of before.slice(STATS_BATCH_SIZE)) expect(byName.get(row.name)).toEqual(row)
    expect(await framework()).toMatchObject({ downloads: 1005, stars: 7 })
  })

  it('takes the next oldest modules on the next run', async () => {
    const before = await rows()
    const never = before
      .filter((row) => row.stats_updated_at === null)
      .slice(0, STATS_BATCH_SIZE)
      .map((row) => row.name)
    expect(never).toHaveLength(STATS_BATCH_SIZE)
    const fake = await fakeUpstream({
      prefix: { '/npm/': ok({ downloads: 5 }), '/github/': ok({ stargazers_count: 5 }) },
    })
    await runCron(fake.env)
    const after = new Map((await rows()).map((row) => [row.name, row]))
    for (const name of never)
      expect(after.get(name)).toMatchObject({
        downloads: 5,
        stars: 5,
        stats_updated_at: expect.any(String),
      })
  })

  it('keeps every old value when every upstream fails', async () => {
    const before = await rows()
    const fake = await fakeUpstream({
      prefix: {
        '/npm/': { status: 503, text: 'maintenance' },
        '/github/': { status: 500, json: { message: 'oops' } },
      },
    })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    await runCron(fake.env)
    vi.restoreAllMocks()
    const after = await rows()
    expect(after.map(({ downloads, stars }) => ({ downloads, stars }))).toEqual(
      before.map(({ downloads, stars }) => ({ downloads, stars }))
    )
    expect(await fake.calls()).toHaveLength((STATS_BATCH_SIZE + 1) * 2)
  })

  it(
    'abandons an upstream that does not answer in time, keeping the old value',
    { timeout: 20_000 },
    async () => {
      const [slow] = (await rows()).filter((row) => row.stats_updated_at === null)
      expect(slow).toBeDefined()
      const fake = await fakeUpstream({
        exact: { [npmPath(slow!.npm)]: { delayMs: 8000, json: { downloads: 999_999 } } },
        prefix: { '/npm/': ok({ downloads: 6 }), '/github/': ok({ stargazers_count: 6 }) },
      })
      const started = Date.now()
      await runCron(fake.env)
      expect(Date.now() - started).toBeLessThan(7500)
      const after = (await rows()).find((row) => row.name === slow!.name)!
      expect(after).toMatchObject({
        downloads: slow!.downloads,
        stars: 6,
        stats_updated_at: expect.any(String),
      })
    }
  )

  it('changes the version of the modules API (new ETag, no stale edge-cache hit)', async () => {
    const first = await SELF.fetch('http://localhost/api/stats')
    const etag = first.headers.get('etag')
    await first.arrayBuffer()
    const fake = await fakeUpstream({
      prefix: { '/npm/': ok({ downloads: 4242 }), '/github/': ok({ stargazers_count: 4343 }) },
    })
    await runCron(fake.env)
    const second = await SELF.fetch('http://localhost/api/stats')
    expect(second.headers.get('etag')).not.toBe(etag)
    expect(second.headers.get('x-cache')).toBe('MISS')
    expect(await second.json()).toMatchObject({ downloads: 4242, stars: 4343 })
  })

  it('a new content load keeps refreshed figures and applies the files to rows the cron has not seen', async () => {
    const statements = env.TEST_CONTENT.find((list) =>
      list.some((sql) => sql.startsWith('INSERT INTO "modules"'))
    )!
    const untouched = (await rows()).find((row) => row.stats_updated_at === null)!
    // figures the cron wrote for one row, and for another a figure that no longer matches its file
    // (as if the author corrected it since the last load)
    await env.DB.prepare(
      'UPDATE modules SET downloads = 777, stars = 778 WHERE stats_updated_at IS NOT NULL'
    ).run()
    const refreshed = (await rows()).find((row) => row.stats_updated_at !== null)!
    await env.DB.prepare('UPDATE modules SET downloads = 1, description = ? WHERE name = ?')
      .bind('stale', untouched.name)
      .run()
    await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))
    const after = new Map((await rows()).map((row) => [row.name, row]))
    expect(after.get(refreshed.name)).toEqual(refreshed)
    expect(after.get(untouched.name)).toEqual(untouched)
    const description = await env.DB.prepare('SELECT description FROM modules WHERE name = ?')
      .bind(untouched.name)
      .first<string>('description')
    expect(description).not.toBe('stale')
  })

  it("a new content load drops the cron's figures of a module whose npm or repo changed", async () => {
    const statements = env.TEST_CONTENT.find((list) =>
      list.some((sql) => sql.startsWith('INSERT INTO "modules"'))
    )!
    // rows the cron has not seen hold their file's figures
    const [npmChanged, repoChanged] = (await rows()).filter((row) => row.stats_updated_at === null)
    // as if the cron had refreshed them under the package and repository the files named before
    const at = new Date().toISOString()
    await env.DB.batch([
      env.DB.prepare(
        'UPDATE modules SET npm = ?, downloads = 555, stars = 556, stats_updated_at = ? WHERE name = ?'
      ).bind('@old/package', at, npmChanged!.name),
      env.DB.prepare(
        'UPDATE modules SET repo = ?, downloads = 555, stars = 556, stats_updated_at = ? WHERE name = ?'
      ).bind('old-owner/old-repo', at, repoChanged!.name),
    ])
    await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))
    const after = new Map((await rows()).map((row) => [row.name, row]))
    expect(after.get(npmChanged!.name)).toEqual(npmChanged)
    expect(after.get(repoChanged!.name)).toEqual(repoChanged)
  })

  it('fails fast when a base URL is not configured', async () => {
    const fake = await fakeUpstream({ prefix: { '/': ok({}) } })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(runCron({ ...fake.env, NPM_API_URL: '' })).rejects.toThrow(
      /NPM_API_URL must be an http\(s\) URL/
    )
    vi.restoreAllMocks()
    expect(await fake.calls()).toEqual([])
  })
})
