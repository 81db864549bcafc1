import { env, SELF } from 'cloudflare:test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MODULES_VERSION_TTL_MS, resetIsolateModulesVersion } from '../../worker/db/modules-version'

/**
 * How the modules routes use D1: round trips per request (the worker runs in this isolate, so
 * spies on the D1 binding's classes see its calls) and lookups by name or npm name.
 */
const get = async (path: string, init?: RequestInit) => {
  const response = await SELF.fetch(`http://localhost${path}`, { redirect: 'manual', ...init })
  await response.arrayBuffer()
  return response
}

/** Counts D1 round trips from now on: one per statement run, one per batch. */
function countRoundTrips(): () => number {
  let count = 0
  const statement = Object.getPrototypeOf(env.DB.prepare('SELECT 1')) as Record<
    string,
    (...args: unknown[]) => unknown
  >
  const database = Object.getPrototypeOf(env.DB) as Record<string, (...args: unknown[]) => unknown>
  for (const [target, method] of [
    [statement, 'first'],
    [statement, 'run'],
    [statement, 'all'],
    [statement, 'raw'],
    [database, 'batch'],
  ] as const) {
    const original = target[method]!
    vi.spyOn(target, method).mockImplementation(function (this: unknown, ...args: unknown[]) {
      count++
      return original.apply(this, args)
    })
  }
  return () => count
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('D1 round trips of the modules routes', () => {
  it('GET /api/modules: one batch on a miss; hits and 304s cost none while the isolate knows the version', async () => {
    // a new version: the next list request is a miss
    await env.DB.prepare('UPDATE framework_stats SET stats_updated_at = ?')
      .bind(new Date().toISOString())
      .run()
    resetIsolateModulesVersion()
    const roundTrips = countRoundTrips()
    const miss = await get('/api/modules')
    expect(miss.headers.get('x-cache')).toBe('MISS')
    expect(roundTrips()).toBe(2) // the version, then the list and stats in one batch

    const hit = await get(`/api/modules?x=${crypto.randomUUID()}`)
    expect(hit.headers.get('x-cache')).toBe('HIT')
    const notModified = await get('/api/modules', {
      headers: { 'if-none-match': miss.headers.get('etag')! },
    })
    expect(notModified.status).toBe(304)
    expect(roundTrips()).toBe(2)

    const stats = await get('/api/stats')
    expect(stats.headers.get('x-cache')).toBe('MISS')
    expect(roundTrips()).toBe(3) // one statement
  })

  it('reads the version again once its per-isolate life is over', async () => {
    resetIsolateModulesVersion()
    await get('/api/modules')
    const roundTrips = countRoundTrips()
    await get('/api/modules')
    expect(roundTrips()).toBe(0)
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + MODULES_VERSION_TTL_MS + 1)
    const later = await get('/api/modules')
    expect(later.headers.get('x-cache')).toBe('HIT')
    expect(roundTrips()).toBe(1)
  })

  it('renders the directory page with one round trip for its data', async () => {
    await get('/modules') // warms the per-isolate header data
    const roundTrips = countRoundTrips()
    expect((await get('/modules?sortBy=stars')).status).toBe(200)
    expect(roundTrips()).toBe(1)
  })
})

describe('lookup by name or npm name', () => {
  it('prefers the module named so over one whose npm package has that name', async () => {
    // the build refuses this content (modules-build.test.ts); the query must not depend on row order
    const first = await env.DB.prepare(
      "SELECT name, npm FROM modules WHERE name <> 'image' ORDER BY rowid LIMIT 1"
    ).first<{ name: string; npm: string }>()
    await env.DB.prepare("UPDATE modules SET npm = 'image' WHERE name = ?").bind(first!.name).run()
    try {
      const response = await SELF.fetch('http://localhost/modules/image')
      expect(response.status).toBe(200)
      expect(await response.text()).toMatch(/<title>@aster\/image · Aster<\/title>/)
    } finally {
      await env.DB.prepare('UPDATE modules SET npm = ? WHERE name = ?')
        .bind(first!.npm, first!.name)
        .run()
    }
  })
})
