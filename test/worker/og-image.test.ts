import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

/** Open Graph images (issue 36): the cost of one image is bounded; no image for a non-page. */
const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' })

/** A copy of a sample blog post at `/blog/<slug>` with another title, straight into D1. */
async function addPost(slug: string, title: string): Promise<void> {
  const { results } = await env.DB.prepare('PRAGMA table_info(content_blog)').all<{
    name: string
  }>()
  const columns = results.map((column) => column.name)
  const values = columns.map((name) =>
    name === 'id' ? '?1' : name === 'path' ? '?2' : name === 'title' ? '?3' : `"${name}"`
  )
  await env.DB.prepare(
    `INSERT INTO content_blog (${columns.map((name) => `"${name}"`).join(', ')})
     SELECT ${values.join(', ')} FROM content_blog WHERE path = '/blog/aster-4' AND locale = 'en'`
  )
    .bind(`blog/${slug}`, `/blog/${slug}`, title)
    .run()
}

describe('Open Graph images', () => {
  it('draws a 50,000-character title without spaces quickly, as its first 500 characters', async () => {
    const huge = 'Aster'.repeat(10_000)
    await addPost('huge-title', huge)
    await addPost('capped-title', huge.slice(0, 500))
    const started = performance.now()
    const response = await get('/og/blog/huge-title.png')
    const png = new Uint8Array(await response.arrayBuffer())
    // 4.7 s before (every glyph of the one 50,000-character line was drawn off the image)
    expect(performance.now() - started).toBeLessThan(1500)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const capped = new Uint8Array(await (await get('/og/blog/capped-title.png')).arrayBuffer())
    expect(png).toEqual(capped)
  })

  it('answers a small 404 that no cache keeps for a path that is no page: nothing drawn', async () => {
    for (const path of [
      '/og/no/such/page.png',
      '/og/docs/4.x/no-such-page.png',
      '/og/docs/3.x/no-such-page.png',
      '/og/blog/no-such-post.png',
      '/og/modules/no-such-module.png',
      '/og/deploy/no-such-host.png',
      '/og/enterprise/agencies/no-such-agency.png',
      '/og/admin.png',
      '/og/docs.png', // a redirect
      '/og/blog/aster-4/.png',
      '/og/.png',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/plain/)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      expect(await response.text(), path).toMatch(/^No image: .* is not a page of this site$/)
    }
  })
})

describe('Open Graph images in Chinese', () => {
  const png = async (path: string) => {
    const response = await get(path)
    expect(response.status, path).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    return new Uint8Array(await response.arrayBuffer())
  }

  it("draws a Chinese title with the build's Noto Sans SC glyphs", async () => {
    // characters the site's titles use (the build's subset holds them), and one it has not
    await addPost('zh-card', '社区入门：快速搭建全栈应用')
    await addPost('zh-card-unknown', '龘')
    const drawn = await png('/og/blog/zh-card.png')
    const fallback = await png('/og/blog/zh-card-unknown.png')
    expect(drawn).not.toEqual(fallback)
    expect(drawn).not.toEqual(await png('/og/default.png'))
  })

  it('falls back to the default card for a title with a character outside the subset', async () => {
    await addPost('zh-card-missing', '快速搭建龘应用')
    expect(await png('/og/blog/zh-card-missing.png')).toEqual(await png('/og/default.png'))
  })

  it('names the section in Chinese on the card of a Chinese page', async () => {
    const zh = await png('/zh/og/blog/aster-4.png')
    expect(zh).not.toEqual(await png('/og/blog/aster-4.png'))
    expect(zh).not.toEqual(await png('/og/default.png'))
  })
})
