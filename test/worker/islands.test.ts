import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { MAX_ISLAND_PROPS_BYTES } from '../../src/shared/islands/server-islands'

const island = (key: string, props?: unknown, headers: Record<string, string> = {}) => {
  const query =
    props === undefined
      ? ''
      : `?props=${encodeURIComponent(typeof props === 'string' ? props : JSON.stringify(props))}`
  return SELF.fetch(`http://localhost/__aster_island/${key}${query}`, { headers })
}

describe('GET /__aster_island/<key>.json', () => {
  it("renders a module's stats card from D1, cacheable and varying by locale", async () => {
    const row = await env.DB.prepare(
      'SELECT name, downloads FROM modules ORDER BY name LIMIT 1'
    ).first<{
      name: string
      downloads: number
    }>()
    const response = await island('module-stats.json', { name: row!.name })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300')
    expect(response.headers.get('vary')).toMatch(/cookie/i)
    const answer = (await response.json()) as { key: string; props: { name: string }; html: string }
    expect(answer.key).toBe('module-stats')
    expect(answer.props).toEqual({ name: row!.name })
    expect(answer.html).toContain('data-stat="downloads"')
    expect(answer.html).toContain(`title="Monthly downloads: ${row!.downloads}"`)
    const zh = await island(
      'module-stats.json',
      { name: row!.name },
      { cookie: 'aster-locale=zh-CN' }
    )
    expect(((await zh.json()) as { html: string }).html).toContain(
      `title="月下载量: ${row!.downloads}"`
    )
  })

  it('answers 404 for an unknown key or a module that does not exist', async () => {
    for (const key of ['nope.json', '__proto__.json', 'module-stats', 'constructor.json']) {
      const response = await island(key, { name: 'image' })
      expect(response.status, key).toBe(404)
    }
    expect((await island('module-stats.json', { name: 'no-such-module-anywhere' })).status).toBe(
      404
    )
  })

  it('answers 400 for oversized, malformed or invalid props, saying why', async () => {
    const cases: [unknown, RegExp][] = [
      [{ name: 'x'.repeat(MAX_ISLAND_PROPS_BYTES) }, /at most 1024 bytes/],
      ['{"name":', /not valid JSON/],
      [{ name: 42 }, /name must be a string/],
      [{ name: '../../etc' }, /module or npm package name/],
      [{ name: 'image', extra: true }, /props:/],
      [{}, /props:/],
    ]
    for (const [props, message] of cases) {
      const response = await island('module-stats.json', props)
      expect(response.status, JSON.stringify(props)).toBe(400)
      expect(((await response.json()) as { error: string }).error).toMatch(message)
    }
  })
})
