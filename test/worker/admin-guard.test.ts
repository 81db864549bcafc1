import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInCookie } from './auth-tokens'

const ORIGIN = 'https://aster.test'
/** Every spelling of the admin area the guard must see through (issue 15). */
const SPELLINGS = [
  '/admin',
  '/ADMIN',
  '/admin/',
  '/%61dmin',
  '//admin',
  '/./admin',
  '/admin;x',
  '/admin%2f..',
]
/** What only an admin screen shows. */
const ADMIN_MARK = 'data-admin-screen'

const get = (path: string, cookie = '') =>
  SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })

describe('admin guard', () => {
  it.each(SPELLINGS)(
    'a guest on %s never sees admin content and stays on the site',
    async (path) => {
      const response = await get(path)
      const body = await response.text()
      expect(body).not.toContain(ADMIN_MARK)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/admin/login')
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
  )

  it.each(SPELLINGS)('a signed-in admin on %s reaches /admin', async (path) => {
    const cookie = await signedInCookie()
    const response = await get(path, cookie)
    // the URL parser itself resolves `/./admin` to `/admin` before the worker sees it
    if (new URL(path, ORIGIN).pathname === '/admin') {
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(ADMIN_MARK)
    } else {
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe('/admin')
    }
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('the login page is for guests; a signed-in user goes to /admin', async () => {
    const guest = await get('/admin/login')
    expect(guest.status).toBe(200)
    const html = await guest.text()
    expect(html).toContain('Continue with GitHub')
    expect(html).toMatch(/<html[^>]*class="dark"/)
    expect(html).not.toContain('data-header-region')
    expect(guest.headers.get('cache-control')).toBe('private, no-store')
    const signedIn = await get('/admin/login', await signedInCookie())
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe('/admin')
  })

  it('admin payloads only ask for a full load, for guests and admins alike', async () => {
    for (const cookie of ['', await signedInCookie()]) {
      const response = await get('/admin/_payload.json', cookie)
      expect(await response.json()).toEqual({ reload: '/admin' })
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
    expect(await (await get('/ADMIN/_payload.json')).json()).toEqual({ reload: '/admin' })
  })

  it('every admin screen renders for an admin, in the admin layout', async () => {
    const cookie = await signedInCookie()
    for (const [path, screen] of [
      ['/admin', 'overview'],
      ['/admin/contact', 'contact'],
      ['/admin/newsletter', 'newsletter'],
      ['/admin/builds', 'builds'],
    ] as const) {
      const response = await get(path, cookie)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      expect(html).toContain(`${ADMIN_MARK}="${screen}"`)
      expect(html).toContain('Sign out')
      expect(html).not.toContain('data-header-region')
    }
    for (const path of ['/admin/contact', '/admin/newsletter', '/admin/builds']) {
      expect((await get(path)).headers.get('location')).toBe('/admin/login')
    }
  })

  it('admin writes need a session and a same-origin Origin (CSRF)', async () => {
    await env.DB.prepare(
      "INSERT INTO contact_requests (name, email, company, company_size, topic, message, created_at) VALUES ('Mei', 'mei@corp.example', 'Corp', '11-50', 'support', 'Help us migrate', 1700000000000)"
    ).run()
    const { id } = (await env.DB.prepare('SELECT max(id) AS id FROM contact_requests').first<{
      id: number
    }>())!
    const url = `${ORIGIN}/api/admin/contact/${id}/handled`
    const post = (headers: Record<string, string>) =>
      SELF.fetch(url, { method: 'POST', redirect: 'manual', headers })
    expect((await post({ origin: ORIGIN })).status).toBe(401)
    const cookie = await signedInCookie()
    expect((await post({ cookie })).status).toBe(403)
    expect((await post({ cookie, origin: 'https://evil.example' })).status).toBe(403)
    const handledBefore = await env.DB.prepare(
      'SELECT handled_at FROM contact_requests WHERE id = ?'
    )
      .bind(id)
      .first()
    expect(handledBefore?.handled_at).toBeNull()
    const ok = await post({ cookie, origin: ORIGIN })
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe('/admin/contact')
    const row = await env.DB.prepare(
      'SELECT handled_at, handled_by FROM contact_requests WHERE id = ?'
    )
      .bind(id)
      .first<{ handled_at: number; handled_by: string }>()
    expect(row?.handled_by).toBe('aster-admin')
    expect((await post({ cookie, origin: ORIGIN })).status).toBe(404)
  })

  it('exports newsletter subscribers as CSV (search applied, formulas defused), admins only', async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO newsletter_subscribers (email, status, created_at) VALUES ('ada@lab.example', 'confirmed', 1700000000000)"
      ),
      env.DB.prepare(
        "INSERT INTO newsletter_subscribers (email, status, created_at) VALUES ('=cmd@lab.example', 'pending', 1700000001000)"
      ),
      env.DB.prepare(
        "INSERT INTO newsletter_subscribers (email, status, created_at) VALUES ('bob@else.example', 'unsubscribed', 1700000002000)"
      ),
    ])
    expect((await get('/api/admin/newsletter.csv')).status).toBe(401)
    const response = await get('/api/admin/newsletter.csv?q=LAB.example', await signedInCookie())
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain('attachment')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const lines = (await response.text()).trim().split('\r\n')
    expect(lines[0]).toBe('"email","status","mail_status","created_at","confirmed_at"')
    expect(lines.slice(1).sort()).toEqual([
      `"'=cmd@lab.example","pending","","2023-11-14T22:13:21.000Z",""`,
      '"ada@lab.example","confirmed","","2023-11-14T22:13:20.000Z",""',
    ])
  })
})
