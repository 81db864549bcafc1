import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'

const get = (path: string) => SELF.fetch(`http://localhost${path}`, { redirect: 'manual' })
/** The distinct links under `prefix` inside the page's `data-entries` list, in order. */
const listed = (html: string, prefix: string) => [
  ...new Set(
    [...html.matchAll(/<ul[^>]*data-entries=""[^>]*>([\s\S]*?)<\/ul>\s*<\/div>/g)].flatMap((m) =>
      [...m[1]!.matchAll(/href="([^"]+)"/g)].map((h) => h[1]!).filter((h) => h.startsWith(prefix))
    )
  ),
]

const NEWEST_FIRST = [
  '/blog/aster-conf-2026',
  '/blog/aster-4-2-streaming',
  '/blog/testing-aster-apps',
  '/blog/layouts-design-system',
  '/blog/aster-quickstart-zh',
  '/blog/aster-4-1',
  '/blog/migrating-3-to-4',
  '/blog/aster-4',
  '/blog/deploy-edge-with-presets',
  '/blog/typed-routes',
  '/blog/aster-3-14',
  '/blog/server-functions-deep-dive',
]

describe('blog list', () => {
  it('lists the published posts on /blog, newest first, without drafts, the first one wide', async () => {
    const response = await get('/blog')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(listed(html, '/blog/')).toEqual(NEWEST_FIRST)
    expect(html).toContain('12 posts')
    // the first card's cover loads eagerly, the others lazily, every one with its size and alt
    const covers = [...html.matchAll(/<img[^>]*src="\/assets\/blog\/[^"]+"[^>]*>/g)].map(
      (m) => m[0]
    )
    expect(covers).toHaveLength(12)
    expect(covers[0]).not.toContain('loading="lazy"')
    expect(covers.slice(1).every((img) => img.includes('loading="lazy"'))).toBe(true)
    expect(
      covers.every((img) => /width="1200" height="630" /.test(img) && /alt=""/.test(img))
    ).toBe(true)
  })

  it('filters by category and by tag in the URL, and ignores unknown values', async () => {
    const release = await (await get('/blog?category=Release')).text()
    expect(listed(release, '/blog/')).toEqual([
      '/blog/aster-4-2-streaming',
      '/blog/aster-4-1',
      '/blog/aster-4',
      '/blog/aster-3-14',
    ])
    expect(release).toMatch(/href="\/blog\?category=Release"[^>]*aria-current="page"/)
    const router = await (await get('/blog?tag=router')).text()
    expect(listed(router, '/blog/')).toEqual(['/blog/aster-4'])
    const unknown = await (await get('/blog?category=%3Cx-evil%3E&tag=nope')).text()
    expect(listed(unknown, '/blog/')).toEqual(NEWEST_FIRST)
    expect(unknown).not.toContain('x-evil')
  })

  it('serves the list payload for client navigation with the filter', async () => {
    const response = await get('/blog/_payload.json?category=Tutorial')
    expect(response.status).toBe(200)
    const payload = (await response.json()) as {
      data: { route: string; filter: object; posts: { category: string }[] }
    }
    expect(payload.data.route).toBe('blog')
    expect(payload.data.filter).toEqual({ category: 'Tutorial' })
    expect(payload.data.posts.every((post) => post.category === 'Tutorial')).toBe(true)
  })
})

describe('blog article', () => {
  it('renders cover, byline with reading time, authors, share links, TOC and older/newer posts', async () => {
    const response = await get('/blog/aster-4')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Announcing Aster 4.0 · Aster</title>')
    expect(html).toMatch(/data-byline="">[\s\S]*June 12, 2025[\s\S]*\d+ min read/)
    expect(html).toMatch(/<img[^>]*src="\/assets\/blog\/aster-4.svg"[^>]*width="1200"/)
    expect(html).toContain('src="/assets/avatars/lenamarchetti.svg"')
    expect(html).toContain('Lena Marchetti')
    expect(html).toContain('href="https://x.com/intent/post?url=http')
    expect(html).toContain('data-island="CopyLinkButton"')
    expect(html).toMatch(/data-toc=""[\s\S]*href="#a-new-router-core"/)
    expect(html).toMatch(/href="\/blog\/deploy-edge-with-presets"[^>]*rel="prev"/)
    expect(html).toMatch(/href="\/blog\/migrating-3-to-4"[^>]*rel="next"/)
    expect(html).toContain('data-back-to-blog=""')
  })

  it('has no older post on the oldest article, no newer one on the newest', async () => {
    const oldest = await (await get('/blog/server-functions-deep-dive')).text()
    expect(oldest).not.toContain('rel="prev"')
    expect(oldest).toContain('rel="next"')
    const newest = await (await get('/blog/aster-conf-2026')).text()
    expect(newest).toContain('rel="prev"')
    expect(newest).not.toContain('rel="next"')
  })

  it('redirects a trailing slash and answers an unknown slug with the 404 page', async () => {
    const slash = await get('/blog/aster-4/')
    expect(slash.status).toBe(301)
    expect(slash.headers.get('location')).toBe('/blog/aster-4')
    expect((await get('/blog/no-such-post')).status).toBe(404)
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
  it('lists every provider on /deploy, featured first, without the index page itself', async () => {
    const response = await get('/deploy')
    expect(response.status).toBe(200)
    const html = await response.text()
    const paths = listed(html, '/deploy/')
    expect(paths).toHaveLength(15)
    expect(paths.slice(0, 4).sort()).toEqual([
      '/deploy/cloudflare',
      '/deploy/docker',
      '/deploy/netlify',
      '/deploy/vercel',
    ])
    expect(html).toContain('data-island="HostingDirectory"')
    expect(html).toMatch(/<form(?=[^>]*method="get")(?=[^>]*action="\/deploy")/)
  })

  it('filters by title (the GET form without JS) and by category', async () => {
    const byTitle = await (await get('/deploy?q=VER')).text()
    expect(listed(byTitle, '/deploy/')).toEqual(['/deploy/vercel', '/deploy/node-server'])
    expect(byTitle).toMatch(/<input[^>]*name="q"[^>]*value="VER"/)
    const edge = await (await get('/deploy?category=Edge')).text()
    expect(listed(edge, '/deploy/')).toEqual(['/deploy/cloudflare', '/deploy/deno-deploy'])
    const none = await (await get('/deploy?q=%3Cb%3Ezzz')).text()
    expect(listed(none, '/deploy/')).toEqual([])
    expect(none).toContain('No provider matches &quot;&lt;b&gt;zzz&quot;.')
  })

  it('serves a provider guide with its website, preset and steps', async () => {
    const response = await get('/deploy/vercel')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<h1[^>]*>[^<]*Vercel/)
    expect(html).toMatch(/href="https:\/\/vercel.com"[^>]*>vercel.com</)
    expect(html).toContain('<code class="font-mono">vercel</code>')
    expect(html).toMatch(/aria-label="Deploy steps"[\s\S]*1\. Import the project/)
    expect((await get('/deploy/no-such-host')).status).toBe(404)
  })
})
