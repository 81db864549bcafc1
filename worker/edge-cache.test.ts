import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createPathKey, edgeCache, matchEdge } from './edge-cache'
import type { AppEnv } from './env'

describe('createPathKey', () => {
  it('gives every spelling of one path one key, without the query string', () => {
    const a = createPathKey('https://x.test/api/modules/%40aster%2Fimage?utm=1', 'v1')!
    const b = createPathKey('https://x.test/api/modules/@aster/image', 'v1')!
    expect(a.url).toBe(b.url)
    expect(a.url).toContain('?__v=v1')
    expect(createPathKey('https://x.test/api/modules/image', 'v2')!.url).not.toBe(b.url)
  })

  it('refuses malformed escapes and dot segments (nothing cached)', () => {
    expect(createPathKey('https://x.test/api/%E0%A4%A', 'v1')).toBeUndefined()
    expect(createPathKey('https://x.test/api/modules/a%2F..%2Fstats', 'v1')).toBeUndefined()
  })
})

describe('edgeCache middleware', () => {
  let version = 'v1'
  let served = 0
  const app = new Hono<AppEnv>()
  app.use('*', edgeCache({ version: async () => version, cacheControl: 'public, max-age=60' }))
  app.get('/api/thing', (c) => c.json({ served: ++served }))
  app.get('/api/missing', (c) => c.json({ error: 'no' }, 404))
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(`https://edge.test${path}`, { headers })

  it('stores a 200, serves the next request from the edge, answers a matching ETag with 304', async () => {
    const first = await get('/api/thing')
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(first.headers.get('cache-control')).toBe('public, max-age=60')
    const second = await get('/api/thing?random=1')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(await second.json()).toEqual({ served: 1 })
    const etag = second.headers.get('etag')!
    expect((await get('/api/thing', { 'if-none-match': etag })).status).toBe(304)
  })

  it('misses after the data version changes, and never stores an error', async () => {
    version = 'v2'
    expect((await get('/api/thing')).headers.get('x-cache')).toBe('MISS')
    expect((await get('/api/missing')).status).toBe(404)
    const key = createPathKey('https://edge.test/api/missing', version)!
    expect(await matchEdge(key)).toBeUndefined()
  })
})
