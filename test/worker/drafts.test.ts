import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { createPreviewToken } from '../../src/shared/preview/token'

/*
 * Drafts (content/docs/4.x/2.guide/3.going-further/04.view-transitions.md and
 * content/blog/roadmap-aster-5.md, both `draft: true`): kept in D1's content_drafts, rendered
 * only in preview mode with the 'Draft' mark, invisible everywhere else.
 */
const DOCS_DRAFT = '/docs/4.x/guide/going-further/view-transitions'
const BLOG_DRAFT = '/blog/roadmap-aster-5'
const SLUGS = ['view-transitions', 'roadmap-aster-5']

const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost${path}`, { headers, redirect: 'manual' })
const previewCookie = async () =>
  `__Host-aster_preview=${await createPreviewToken(env.PREVIEW_SECRET, 600)}`

/** Fails when any draft slug appears in the text. */
function expectNoDraft(text: string, where: string) {
  for (const slug of SLUGS) expect(text, `${where} holds ${slug}`).not.toContain(slug)
}

describe('drafts', () => {
  it('are kept in D1, apart from their collections', async () => {
    const { results } = await env.DB.prepare(
      'SELECT collection, path FROM content_drafts ORDER BY path'
    ).all()
    expect(results).toEqual([
      { collection: 'blog', path: BLOG_DRAFT },
      { collection: 'docsv4', path: DOCS_DRAFT },
    ])
    const published = await env.DB.prepare(
      'SELECT count(*) AS n FROM content_docsv4 WHERE path = ?'
    )
      .bind(DOCS_DRAFT)
      .first<{ n: number }>()
    expect(published?.n).toBe(0)
  })

  it('answer a normal visitor 404, page and payload alike, with no Draft mark', async () => {
    for (const path of [DOCS_DRAFT, BLOG_DRAFT, `${BLOG_DRAFT}.md`, `${DOCS_DRAFT}.md`]) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(await response.text()).not.toContain('data-draft-mark')
    }
    expect((await get(`${DOCS_DRAFT}/_payload.json`)).status).toBe(404)
  })

  it('render in preview mode, marked Draft, noindex and never cached', async () => {
    const cookie = await previewCookie()
    for (const [path, title] of [
      [DOCS_DRAFT, 'View Transitions'],
      [BLOG_DRAFT, 'Looking Ahead: The Road to Aster 5'],
    ] as const) {
      for (let n = 0; n < 2; n++) {
        const response = await get(path, { cookie })
        expect(response.status, path).toBe(200)
        expect(response.headers.get('cache-control')).toBe('private, no-store')
        expect(response.headers.get('x-cache')).toBe('BYPASS')
        expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
        const html = await response.text()
        expect(html).toContain(title)
        expect(html).toMatch(/data-draft-mark[^>]*>[\s\S]*?>Draft</)
        expect(html).toContain('only preview mode shows it')
      }
      // the preview copy never reached the cache: a visitor still gets the 404
      expect((await get(path)).status).toBe(404)
    }
    const payload = await get(`${DOCS_DRAFT}/_payload.json`, { cookie })
    expect(payload.status).toBe(200)
    const body = (await payload.json()) as { data: { draft?: boolean }; html: string }
    expect(body.data.draft).toBe(true)
    expect(body.html).toMatch(/data-draft-mark[^>]*>[\s\S]*?>Draft</)
  })

  it('carry the mark in Chinese too, and a published page carries none in preview', async () => {
    const cookie = await previewCookie()
    const zh = await (await get(`/zh${BLOG_DRAFT}`, { cookie })).text()
    expect(zh).toMatch(/data-draft-mark[^>]*>[\s\S]*?>草稿</)
    expect(zh).toContain('此页面是草稿')
    const published = await (await get('/blog/aster-4', { cookie })).text()
    expect(published).not.toContain('data-draft-mark')
  })

  it('never appear in listings, feeds, sitemap, llms.txt, search, dumps, queries or navigation', async () => {
    for (const path of [
      '/blog',
      '/blog/rss.xml',
      '/blog/atom.xml',
      '/sitemap.xml',
      '/llms.txt',
      '/llms-full.txt',
      '/__aster_content/blog/sql_dump.txt',
      '/__aster_content/docsv4/sql_dump.txt',
      // the draft's neighbours in the guide: navigation, prev/next
      '/docs/4.x/guide/going-further/islands',
      '/docs/4.x/guide/going-further/runtime-settings',
      '/blog/aster-4',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expectNoDraft(await response.text(), path)
    }
    for (const q of ['View Transitions', 'startViewTransition', 'Road to Aster 5']) {
      const response = await get(`/api/search?q=${encodeURIComponent(q)}&version=4`)
      expect(response.status).toBe(200)
      expectNoDraft(JSON.stringify(await response.json()), `search ${q}`)
    }
    for (const [collection, path] of [
      ['docsv4', DOCS_DRAFT],
      ['blog', BLOG_DRAFT],
    ]) {
      const response = await SELF.fetch(`http://localhost/__aster_content/${collection}/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          sql: `SELECT "path" FROM "content_${collection}" WHERE "path" = '${path}'`,
        }),
      })
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual([])
    }
  })

  it('never appear in navigation or listings in preview mode either', async () => {
    const cookie = await previewCookie()
    for (const path of ['/blog', '/docs/4.x/guide/going-further/islands']) {
      const html = await (await get(path, { cookie })).text()
      expectNoDraft(html, `${path} (preview)`)
    }
  })
})
