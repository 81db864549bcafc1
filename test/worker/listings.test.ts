import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' })
const listed = (html: string) =>
  [...html.matchAll(/<ul[^>]*data-entries=""[^>]*>([\s\S]*?)<\/ul>/g)].flatMap((m) =>
    [...m[1]!.matchAll(/href="([^"]+)"/g)].map((h) => h[1])
  )

describe('blog', () => {
  it('lists the published posts on /blog, newest first, without drafts', async () => {
    const response = await get('/blog')
    expect(response.status).toBe(200)
    const paths = listed(await response.text())
    expect(paths).toEqual([
      '/blog/aster-conf-2026',
      '/blog/aster-quickstart-zh',
      '/blog/aster-4',
      '/blog/deploy-edge-with-presets',
      '/blog/typed-routes',
      '/blog/aster-3-14',
      '/blog/server-functions-deep-dive',
    ])
  })

  it('renders an article with its byline and tags', async () => {
    const response = await get('/blog/aster-4')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Announcing Aster 4.0 · Aster</title>')
    expect(html).toMatch(/data-byline="">[\s\S]*June 12, 2025/)
  })

  it('never serves, dumps or indexes a draft', async () => {
    expect((await get('/blog/roadmap-aster-5')).status).toBe(404)
    const dump = await (await get('/__aster_content/blog/sql_dump.txt')).text()
    expect(dump).toContain('/blog/aster-4')
    expect(dump).not.toContain('roadmap-aster-5')
    const query = await SELF.fetch('http://localhost/__aster_content/blog/query', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sql: 'SELECT "path" FROM "content_blog" WHERE "draft" = 1' }),
    })
    expect(query.status).toBe(200)
    expect(await query.json()).toEqual([])
    const search = async (q: string) => {
      const response = await get(`/api/search?q=${encodeURIComponent(q)}&version=4`)
      expect(response.status).toBe(200)
      return JSON.stringify(await response.json())
    }
    expect(await search('Announcing Aster 4.0')).toContain('/blog/aster-4')
    expect(await search('Looking Ahead: The Road to Aster 5')).not.toContain(
      '/blog/roadmap-aster-5'
    )
  })
})

describe('hosting', () => {
  it('lists every provider on /deploy, without the index page itself', async () => {
    const response = await get('/deploy')
    expect(response.status).toBe(200)
    const paths = listed(await response.text())
    expect(paths).toHaveLength(10)
    expect(paths).toContain('/deploy/cloudflare')
    expect(paths).not.toContain('/deploy')
  })

  it('serves a provider guide', async () => {
    const response = await get('/deploy/vercel')
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/<h1[^>]*>[^<]*Vercel/)
  })
})
