import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInCookie } from './auth-tokens'
import { PREVIEW_COOKIE } from '../../src/shared/preview/preview-key'

/*
 * Issue 40, item 1: preview from the admin area. The Drafts screen lists every draft with a
 * signed, expiring preview link that works without an account; preview mode puts a bar on every
 * page; 'Exit preview' leaves it; 'Revoke all links' rotates the preview key generation in D1,
 * after which every earlier link fails with a clear message, in the visitor's language.
 */
const ORIGIN = 'http://localhost'
const DOCS_DRAFT = '/docs/4.x/guide/going-further/view-transitions'
const BLOG_DRAFT = '/blog/roadmap-aster-5'
const PAGE = '/docs/4.x/getting-started/installation'

const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(path.startsWith('http') ? path : `${ORIGIN}${path}`, { headers, redirect: 'manual' })
const post = (path: string, headers: Record<string, string>) =>
  SELF.fetch(`${ORIGIN}${path}`, { method: 'POST', headers, redirect: 'manual' })

/** The Drafts screen's HTML for a signed-in admin. */
async function draftsScreen(query = ''): Promise<string> {
  const response = await get(`/admin/drafts${query}`, { cookie: await signedInCookie() })
  expect(response.status).toBe(200)
  return response.text()
}

/** The 'Preview' link of a draft on the Drafts screen. */
function previewLinkOf(html: string, path: string): string {
  const row = html.slice(html.indexOf(`data-draft="${path}"`))
  const href = /<a href="([^"]+)" data-preview-draft=""/.exec(row)![1]!
  return href.replace(/&amp;/g, '&')
}

/**
 * Follows a preview link as a reviewer with no session: the preview cookie it sets, name and
 * value (whatever the cookie's prefix: `__Host-` once it is HttpOnly and Secure).
 */
async function openLink(link: string): Promise<string> {
  const response = await get(link)
  expect(response.status).toBe(302)
  return new RegExp(`${PREVIEW_COOKIE}=[^;]+`).exec(response.headers.get('set-cookie') ?? '')![0]
}

const expiryOf = (token: string) =>
  (JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number })
    .exp

describe('preview links from the admin Drafts screen', () => {
  it('lists every draft with title, collection and path; guests are sent to sign in', async () => {
    const guest = await get('/admin/drafts')
    expect(guest.status).toBe(302)
    expect(guest.headers.get('location')).toBe('/admin/login')
    const html = await draftsScreen()
    expect(html).toContain('data-admin-screen="drafts"')
    for (const [path, title, collection] of [
      [DOCS_DRAFT, 'View Transitions', 'Docs 4.x'],
      [BLOG_DRAFT, 'Looking Ahead: The Road to Aster 5', 'Blog'],
    ]) {
      const start = html.indexOf(`data-draft="${path}"`)
      expect(start, path).toBeGreaterThan(0)
      const row = html.slice(start, html.indexOf('</tr>', start))
      expect(row).toContain(title)
      expect(row).toContain(collection)
      expect(row).toContain('Copy preview link')
      expect(row).toMatch(/\d{4}-\d{2}-\d{2}/) // last change
    }
  })

  it('makes links that work for a reviewer without an account, a week by default', async () => {
    const link = previewLinkOf(await draftsScreen(), DOCS_DRAFT)
    const url = new URL(link)
    expect(url.pathname).toBe('/api/_preview')
    expect(url.searchParams.get('to')).toBe(DOCS_DRAFT)
    const week = Math.floor(Date.now() / 1000) + 7 * 86_400
    expect(Math.abs(expiryOf(url.searchParams.get('token')!) - week)).toBeLessThan(60)
    const cookie = await openLink(link)
    const page = await get(DOCS_DRAFT, { cookie })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('data-draft-mark')
    expect(html).toMatch(/data-preview-bar[^>]*>[\s\S]*?>Preview</)
    expect(html).toContain('Exit preview')
    const hour = previewLinkOf(await draftsScreen('?ttl=1h'), BLOG_DRAFT)
    const hourToken = new URL(hour).searchParams.get('token')!
    expect(Math.abs(expiryOf(hourToken) - (Math.floor(Date.now() / 1000) + 3600))).toBeLessThan(60)
  })

  it('puts the preview bar on every page, its payload too, in both languages', async () => {
    const cookie = await openLink(previewLinkOf(await draftsScreen(), BLOG_DRAFT))
    for (const path of [PAGE, '/blog', '/no/such/page']) {
      const html = await (await get(path, { cookie })).text()
      expect(html, path).toContain('data-preview-bar')
      expect(html, path).toContain('Link valid until')
    }
    const zh = await (await get(`/zh${PAGE}`, { cookie })).text()
    expect(zh).toMatch(/data-preview-bar[^>]*>[\s\S]*?>预览</)
    expect(zh).toContain('退出预览')
    const payload = (await (await get(`${PAGE}/_payload.json`, { cookie })).json()) as {
      html: string
    }
    expect(payload.html).toContain('data-preview-bar')
    expect(await (await get(PAGE)).text()).not.toContain('data-preview-bar')
  })

  it("'Exit preview' leaves preview mode and goes back to the page; a cross-site form cannot", async () => {
    const cookie = await openLink(previewLinkOf(await draftsScreen(), BLOG_DRAFT))
    const to = `/api/_preview/exit?to=${encodeURIComponent(BLOG_DRAFT)}`
    expect((await post(to, { cookie, origin: 'https://evil.example' })).status).toBe(403)
    const exit = await post(to, { cookie, origin: ORIGIN })
    expect(exit.status).toBe(303)
    expect(exit.headers.get('location')).toBe(BLOG_DRAFT)
    expect(exit.headers.get('set-cookie')).toMatch(new RegExp(`${PREVIEW_COOKIE}=;.*Max-Age=0`))
    // the browser now sends no preview cookie: the draft is a 404 again
    expect((await get(BLOG_DRAFT)).status).toBe(404)
  })
})

describe('revoking every preview link (rotating the preview key)', () => {
  it('is refused to guests and to cross-site forms', async () => {
    expect((await post('/api/admin/preview/rotate', { origin: ORIGIN })).status).toBe(401)
    const cookie = await signedInCookie()
    expect((await post('/api/admin/preview/rotate', { cookie })).status).toBe(403)
    const row = await env.DB.prepare('SELECT count(*) AS n FROM preview_key').first<{ n: number }>()
    expect(row?.n).toBe(0)
  })

  it('makes earlier links and cookies fail with a clear message; new links work', async () => {
    const before = await draftsScreen()
    expect(before).toContain('Never revoked so far.')
    const oldLink = previewLinkOf(before, DOCS_DRAFT)
    const oldCookie = await openLink(oldLink)
    const rotated = await post('/api/admin/preview/rotate', {
      cookie: await signedInCookie(),
      origin: ORIGIN,
    })
    expect(rotated.status).toBe(303)
    expect(rotated.headers.get('location')).toBe('/admin/drafts?revoked')
    const after = await draftsScreen('?revoked')
    expect(after).toContain('All earlier preview links are revoked.')
    expect(after).toMatch(/Last revoked \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC by aster-admin\./)

    const json = await get(oldLink)
    expect(json.status).toBe(401)
    expect(json.headers.get('set-cookie')).toBeNull()
    expect(await json.json()).toMatchObject({
      statusCode: 401,
      message: 'This preview link has been revoked. Ask for a new one.',
      problem: 'revoked',
    })
    const page = await get(oldLink, { accept: 'text/html' })
    expect(page.status).toBe(401)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('This preview link has been revoked. Ask for a new one.')
    const zh = await get(oldLink, { accept: 'text/html', cookie: 'aster-locale=zh-CN' })
    expect(await zh.text()).toContain('此预览链接已被撤销，请重新索取。')
    // the cookie of the old link no longer opens preview mode
    const draft = await get(DOCS_DRAFT, { cookie: oldCookie })
    expect(draft.status).toBe(404)
    expect(await draft.text()).not.toContain('data-preview-bar')

    const fresh = await openLink(previewLinkOf(after, DOCS_DRAFT))
    expect((await get(DOCS_DRAFT, { cookie: fresh })).status).toBe(200)
  })
})
