import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { formatCompact } from '../../src/shared/format/compact-number'
import type { ModulesStats } from '../../src/shared/modules/types'

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' })

describe('home page', () => {
  it('renders every section from content/home/index.md with the hero opacity', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Aster: The Intuitive Web Framework</title>')
    for (const section of [
      'hero',
      'logos',
      'code',
      'features',
      'testimonial',
      'stats',
      'modules',
      'foundation',
      'deploy',
      'enterprise',
      'contributors',
      'showcase',
      'sponsors',
    ])
      expect(html).toContain(`data-home="${section}"`)
    expect(html).toMatch(/<h1[^>]*>The Intuitive Web Framework<\/h1>/)
    expect(html).toMatch(/href="\/docs\/4.x\/getting-started\/introduction"[^>]*>Get started/)
    expect(html).toContain('npx aster init my-app')
    expect(html).toContain('--hero-opacity:0.7')
    expect(html).toContain('opacity:var(--hero-opacity, 1)')
    // the code showcase: tabs of highlighted snippets from the page body
    expect(html).toMatch(/role="tab"[^>]*>[\s\S]*?File-based routing/)
    expect(html).toContain('app/api/health.ts')
  })

  it('shows the trusted-by companies as wordmarks named by their alt, their boxes reserved', async () => {
    const html = await (await get('/')).text()
    const row = html.slice(html.indexOf('data-home="logos"'), html.indexOf('data-home="code"'))
    const marks = [...row.matchAll(/<img src="([^"]+)" alt="([^"]+)" width="(\d+)" height="32"/g)]
    expect(marks.map((mark) => mark[2])).toEqual([
      'Tidewater Goods',
      'Fernhill Analytics',
      'Northbeam Learning',
      'Quillstack',
      'Orbitline',
      'Harbourline',
    ])
    for (const [, src, name] of marks)
      expect(src).toBe(`/assets/logos/${name!.toLowerCase().replace(/ /g, '-')}.svg`)
    // the Chinese home has the same marks (names are not translated)
    const zh = await (await get('/zh')).text()
    expect(zh).toContain('alt="Tidewater Goods" width="225" height="32"')
  })

  it('shows the live figures of /api/stats, rendered on the server', async () => {
    const stats = (await (await get('/api/stats')).json()) as ModulesStats
    const html = await (await get('/')).text()
    for (const key of ['modules', 'contributors', 'stars', 'downloads'] as const)
      expect(html).toMatch(
        new RegExp(
          `data-stat="${key}"[^>]*><dt[^>]*>[^<]+</dt><dd[^>]*>${formatCompact(stats[key])}<`
        )
      )
  })

  it('follows the stats row the cron writes', async () => {
    await env.DB.prepare('UPDATE framework_stats SET stars = 98765').run()
    const html = await (await get('/')).text()
    expect(html).toMatch(/data-stat="stars"[\s\S]*?>98.8K</)
  })

  it('lists sponsored then official modules, providers, team, showcase and sponsors from D1', async () => {
    const html = await (await get('/')).text()
    const cards = [...html.matchAll(/data-module-card="([^"]+)"/g)].map((m) => m[1])
    expect(cards.length).toBeGreaterThan(4)
    expect(html).toMatch(/data-home="deploy"[\s\S]*href="\/deploy\/vercel"/)
    expect(html).toMatch(/data-home="contributors"[\s\S]*Amara Nwosu/)
    expect(html).toMatch(/data-home="showcase"[\s\S]*cartwheel.example/)
    expect(html).toMatch(/data-home="sponsors"[\s\S]*src="\/assets\/sponsors\/orbitline.svg"/)
  })

  it('serves its payload for client navigation', async () => {
    const response = await get('/_payload.json')
    expect(response.status).toBe(200)
    const payload = (await response.json()) as { data: { route: string; home: object } }
    expect(payload.data.route).toBe('home')
    expect(payload.data.home).toHaveProperty('hero.install', 'npx aster init my-app')
  })
})
