import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

describe('build manifests from R2', () => {
  it('serves builds/latest.json and builds/meta/<id>.json from the BUILDS bucket', async () => {
    await env.BUILDS.put('builds/latest.json', JSON.stringify({ id: 'abc123def456', timestamp: 1 }))
    await env.BUILDS.put(
      'builds/meta/abc123def456.json',
      JSON.stringify({ id: 'abc123def456', timestamp: 1, matcher: {}, prerendered: [] })
    )
    const latest = await SELF.fetch('http://localhost/_aster/builds/latest.json')
    expect(latest.status).toBe(200)
    expect(latest.headers.get('cache-control')).toBe('no-cache')
    expect(await latest.json()).toEqual({ id: 'abc123def456', timestamp: 1 })
    const meta = await SELF.fetch('http://localhost/_aster/builds/meta/abc123def456.json')
    expect(meta.status).toBe(200)
    expect(meta.headers.get('cache-control')).toContain('immutable')
    expect(await meta.json()).toMatchObject({ id: 'abc123def456', prerendered: [] })
  })

  it('answers 404 JSON for an unknown or malformed build id', async () => {
    for (const path of [
      '/_aster/builds/meta/ffffffffffff.json',
      '/_aster/builds/meta/..%2F..%2Fsecret.json',
      '/_aster/builds/meta/x.txt',
    ]) {
      const response = await SELF.fetch(`http://localhost${path}`)
      expect(response.status).toBe(404)
      expect(await response.json()).toHaveProperty('error')
    }
  })
})
