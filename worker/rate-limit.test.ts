import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { hitRateLimit, pruneRateLimits } from './rate-limit'

const RULE = { scope: 'test-limit', limit: 3, periodSeconds: 60 }
const T0 = 1_800_000_000_000 // a window start: a multiple of 60 s

describe('hitRateLimit (D1 counter)', () => {
  it('allows `limit` hits per window, then refuses with the seconds left', async () => {
    const outcomes = []
    for (let i = 0; i < 4; i++)
      outcomes.push(await hitRateLimit(env, RULE, '203.0.113.7', T0 + 15_000))
    expect(outcomes.slice(0, 3)).toEqual([{ allowed: true }, { allowed: true }, { allowed: true }])
    expect(outcomes[3]).toEqual({ allowed: false, retryAfter: 45 })
  })

  it('counts each subject and each scope apart', async () => {
    for (let i = 0; i < 3; i++) await hitRateLimit(env, RULE, '198.51.100.1', T0)
    expect(await hitRateLimit(env, RULE, '198.51.100.2', T0)).toEqual({ allowed: true })
    expect(await hitRateLimit(env, { ...RULE, scope: 'other' }, '198.51.100.1', T0)).toEqual({
      allowed: true,
    })
    expect((await hitRateLimit(env, RULE, '198.51.100.1', T0)).allowed).toBe(false)
  })

  it('starts again in the next window', async () => {
    for (let i = 0; i < 4; i++) await hitRateLimit(env, RULE, '192.0.2.9', T0)
    expect(await hitRateLimit(env, RULE, '192.0.2.9', T0 + 60_000)).toEqual({ allowed: true })
  })

  it('stores the subject only as a hash', async () => {
    await hitRateLimit(env, RULE, 'person@example.com', T0)
    const { results } = await env.DB.prepare('SELECT key FROM rate_limits').all<{ key: string }>()
    expect(results.some((row) => row.key.includes('person@example.com'))).toBe(false)
    expect(results.every((row) => /^[a-z-]+:[0-9a-f]{64}$/.test(row.key))).toBe(true)
  })

  it('uses a Workers Rate Limiting binding named after the scope when there is one', async () => {
    const seen: string[] = []
    const binding = {
      limit: async ({ key }: { key: string }) => (seen.push(key), { success: seen.length < 2 }),
    }
    const withBinding = { ...env, RATE_LIMIT_TEST_LIMIT: binding }
    expect(await hitRateLimit(withBinding, RULE, 'x', T0)).toEqual({ allowed: true })
    expect(await hitRateLimit(withBinding, RULE, 'x', T0)).toEqual({
      allowed: false,
      retryAfter: 60,
    })
    expect(seen[0]).toMatch(/^test-limit:[0-9a-f]{64}$/)
  })

  it('prunes windows older than a day', async () => {
    await hitRateLimit(env, RULE, 'old', T0)
    await pruneRateLimits(env, T0 + 25 * 3600 * 1000)
    const row = await env.DB.prepare('SELECT count(*) AS n FROM rate_limits').first<{ n: number }>()
    expect(row?.n).toBe(0)
  })
})
