import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { BUILD } from '../../worker/build-manifest'
import { signedInCookie } from './auth-tokens'
import { BUILT_VERSIONS, docsPages, typoOf } from './content-sample'

/*
 * Issue 40, item 3: the 404 log feeds redirects. 404s on page routes are counted per path and
 * day; the admin 'Not found' screen lists them with suggested targets; 'Redirect' stores a rule
 * in D1 that the worker serves at once, as a 301, without a build. Guests and cross-site forms
 * change nothing.
 */
const ORIGIN = 'http://localhost'
/** Pages of the build (content-sample.ts): the one a typo misses, and two others. */
let INSTALL: string
let TYPO: string
let OTHERS: string[]
/** The same typo in the older version, when the build has one. */
let OLDER: { page: string; typo: string } | undefined
beforeAll(async () => {
  const pages = (await docsPages()).map((page) => page.path)
  // the longest last segment: one letter less still points at it, and at nothing else
  INSTALL = pages.reduce((a, b) =>
    b.split('/').pop()!.length > a.split('/').pop()!.length ? b : a
  )
  TYPO = typoOf(INSTALL)
  // not a prerendered page (a static file, outside the edge cache the tests watch)
  OTHERS = pages.filter((path) => path !== INSTALL && !BUILD.prerendered.includes(path))
  const older = BUILT_VERSIONS[1]
  const counterpart = older && INSTALL.replace(BUILT_VERSIONS[0]!.path, older.path)
  if (counterpart && (await docsPages(older)).some((page) => page.path === counterpart))
    OLDER = { page: counterpart, typo: typoOf(counterpart) }
})
const DAY = new Date().toISOString().slice(0, 10)

const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`${ORIGIN}${path}`, { headers, redirect: 'manual' })
/** A form post of the admin area, with the site's Origin unless told otherwise. */
const post = (
  path: string,
  fields: Record<string, string>,
  { cookie = '', origin = ORIGIN }: { cookie?: string; origin?: string | null } = {}
) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
      ...(origin ? { origin } : {}),
    },
    body: new URLSearchParams(fields),
  })

/** Today's hits of a path in the 404 log (0 when no row). */
async function hits(path: string): Promise<number> {
  const row = await env.DB.prepare('SELECT hits FROM not_found_hits WHERE path = ? AND day = ?')
    .bind(path, DAY)
    .first<{ hits: number }>()
  return row?.hits ?? 0
}
const rulesFor = (from: string) =>
  env.DB.prepare('SELECT "from", "to", status FROM redirect_rules WHERE "from" = ?')
    .bind(from)
    .all()
    .then((answer) => answer.results)

describe('the 404 log', () => {
  it('counts a page 404 per path and day: no query, no trailing slash, a payload once under its page', async () => {
    for (const path of [`${TYPO}?utm_source=x&q=secret`, `${TYPO}/`, `${TYPO}/_payload.json`])
      expect((await get(path)).status, path).toBe(404)
    await expect.poll(() => hits(TYPO)).toBe(3)
    const { results } = await env.DB.prepare('SELECT path FROM not_found_hits WHERE path LIKE ?')
      .bind(`${TYPO}%`)
      .all()
    expect(results).toEqual([{ path: TYPO }])
  })

  it('leaves out bots, API and asset paths, scanner probes and existing pages', async () => {
    const bot = '/docs/4.x/bot-only-page'
    expect(
      (await get(bot, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).status
    ).toBe(404)
    for (const path of ['/api/nothing-here', '/wp-login.php', '/.env', '/_aster/missing.js'])
      expect((await get(path)).status, path).toBe(404)
    expect((await get(INSTALL)).status).toBe(200)
    // a counted 404 after them: once it is in, the ones before it would be too
    await get('/docs/4.x/after-the-probes')
    await expect.poll(() => hits('/docs/4.x/after-the-probes')).toBe(1)
    const { results } = await env.DB.prepare(
      `SELECT path FROM not_found_hits WHERE path IN (?, ?, ?, ?, ?, ?)`
    )
      .bind(bot, '/api/nothing-here', '/wp-login.php', '/.env', '/_aster/missing.js', INSTALL)
      .all()
    expect(results).toEqual([])
  })

  it('stays bounded: past 5,000 rows the oldest days go first, days past 30 are dropped', async () => {
    // 5,000 rows over 40 old days, then one new 404
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 4999)
       INSERT INTO not_found_hits (path, day, hits, last_at)
       SELECT '/seeded/' || i, date('now', '-' || (1 + i % 40) || ' days'), 1 + i % 7, 0 FROM n`
    ).run()
    await get('/docs/4.x/a-brand-new-miss')
    await expect.poll(() => hits('/docs/4.x/a-brand-new-miss')).toBe(1)
    const stats = await env.DB.prepare(
      `SELECT count(*) AS rows, min(day) AS oldest FROM not_found_hits`
    ).first<{ rows: number; oldest: string }>()
    expect(stats!.rows).toBeLessThanOrEqual(5000)
    const cutoff = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10)
    expect(stats!.oldest >= cutoff).toBe(true)
    expect(await hits(TYPO)).toBe(3) // today's rows survive
    await env.DB.prepare("DELETE FROM not_found_hits WHERE path LIKE '/seeded/%'").run()
  })

  it('never fails the 404 page when the log cannot be written: the error is logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await env.DB.prepare('ALTER TABLE not_found_hits RENAME TO not_found_hits_away').run()
    try {
      const response = await get('/docs/4.x/while-d1-fails')
      expect(response.status).toBe(404)
      expect(await response.text()).toContain('Page not found')
      await expect
        .poll(() => logged.mock.calls.map((call) => String(call[0])))
        .toContain('[404 log] could not count /docs/4.x/while-d1-fails:')
    } finally {
      logged.mockRestore()
      await env.DB.prepare('ALTER TABLE not_found_hits_away RENAME TO not_found_hits').run()
    }
  })
})

describe("the admin 'Not found' screen and its redirect rules", () => {
  it('lists the most-hit paths with suggested targets, same docs version first', async () => {
    const v3Typo = OLDER?.typo ?? '/docs/3.x/no-older-docs'
    await get(v3Typo)
    await expect.poll(() => hits(v3Typo)).toBe(1)
    const html = await (await get('/admin/not-found', { cookie: await signedInCookie() })).text()
    const row = (path: string) => {
      const start = html.indexOf(`data-not-found="${path}"`)
      return html.slice(start, html.indexOf('</tr>', start))
    }
    const suggestions = (path: string) =>
      [...row(path).matchAll(/data-suggestion="([^"]+)"/g)].map((match) => match[1])
    expect(html).toContain('data-admin-screen="not-found"')
    expect(suggestions(TYPO)[0]).toBe(INSTALL)
    expect(suggestions(TYPO).length).toBeLessThanOrEqual(3)
    if (OLDER) expect(suggestions(v3Typo)[0]).toBe(OLDER.page)
    expect(row(TYPO)).toMatch(/data-hits="">3</)
    // the most-hit path comes first
    expect(html.indexOf(`data-not-found="${TYPO}"`)).toBeLessThan(
      html.indexOf(`data-not-found="${v3Typo}"`)
    )
  })

  it("serves a rule saved from 'Redirect' as a 301 at once: page, payload, .md, query kept", async () => {
    const cookie = await signedInCookie()
    const saved = await post('/api/admin/redirects', { from: TYPO, to: INSTALL }, { cookie })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('location')).toBe('/admin/not-found?done=saved')
    expect(await rulesFor(TYPO)).toEqual([{ from: TYPO, to: INSTALL, status: 301 }])
    const page = await get(`${TYPO}?tab=npm`)
    expect(page.status).toBe(301)
    expect(page.headers.get('location')).toBe(`${INSTALL}?tab=npm`)
    const payload = await get(`${TYPO}/_payload.json`)
    expect(await payload.json()).toEqual({ redirect: INSTALL })
    expect((await get(`${TYPO}.md`)).headers.get('location')).toBe(`${INSTALL}.md`)
    const screen = await (await get('/admin/not-found?done=saved', { cookie })).text()
    expect(screen).toContain('Rule saved.')
    expect(screen).toContain(`data-redirected="${INSTALL}"`)
    expect(screen).toContain(`data-rule="${TYPO}"`)
  })

  it('redirects a page the edge cache holds, a prefix rule keeps the rest, edits and deletes apply at once', async () => {
    const cookie = await signedInCookie()
    const [cached, target] = OTHERS as [string, string]
    await get(cached)
    expect((await get(cached)).headers.get('x-cache')).toBe('HIT')
    await post('/api/admin/redirects', { from: cached, to: INSTALL, status: '308' }, { cookie })
    const moved = await get(cached)
    expect(moved.status).toBe(308)
    expect(moved.headers.get('location')).toBe(INSTALL)

    // /docs/4.x/old-<section>/** → /docs/4.x/<section>/**, for a page of the build
    const [, docs, version, section, ...rest] = target.split('/')
    const from = `/${docs}/${version}/old-${section}`
    await post(
      '/api/admin/redirects',
      { from: `${from}/**`, to: `/${docs}/${version}/${section}/**` },
      { cookie }
    )
    const deep = await get(`${from}/${rest.join('/')}`)
    expect(deep.status).toBe(301)
    expect(deep.headers.get('location')).toBe(target)

    const { results } = await env.DB.prepare('SELECT id FROM redirect_rules WHERE "from" = ?')
      .bind(cached)
      .all<{ id: number }>()
    const id = results[0]!.id
    await post(`/api/admin/redirects/${id}`, { to: target, status: '301' }, { cookie })
    const edited = await get(cached)
    expect(edited.status).toBe(301)
    expect(edited.headers.get('location')).toBe(target)
    const deleted = await post(`/api/admin/redirects/${id}/delete`, {}, { cookie })
    expect(deleted.headers.get('location')).toBe('/admin/not-found?done=deleted')
    expect((await get(cached)).status).toBe(200)
  })

  it('refuses guests and cross-site forms, and writes nothing', async () => {
    const from = '/docs/4.x/guest-rule'
    const guest = await post('/api/admin/redirects', { from, to: INSTALL })
    expect(guest.status).toBe(401)
    const cookie = await signedInCookie()
    for (const origin of [null, 'https://evil.example']) {
      const refused = await post('/api/admin/redirects', { from, to: INSTALL }, { cookie, origin })
      expect(refused.status, String(origin)).toBe(403)
      expect(((await refused.json()) as { error: string }).error).toContain('cross-site')
    }
    const rotate = await post(
      '/api/admin/preview/rotate',
      {},
      { cookie, origin: 'https://evil.example' }
    )
    expect(rotate.status).toBe(403)
    expect(await rulesFor(from)).toEqual([])
    expect((await get(from)).status).toBe(404)
    const screen = await get('/admin/not-found')
    expect(screen.status).toBe(302)
    expect(screen.headers.get('location')).toBe('/admin/login')
  })

  it('answers bad rules with a 400 that names the field, and loops are refused', async () => {
    const cookie = await signedInCookie()
    const cases: [Record<string, string>, string][] = [
      [{ from: '/api/search', to: INSTALL }, 'from'],
      [{ from: '/admin', to: INSTALL }, 'from'],
      [{ from: '/', to: INSTALL }, 'from'],
      [{ from: 'docs/x', to: INSTALL }, 'from'],
      [{ from: '/docs/x?y=1', to: INSTALL }, 'from'],
      [{ from: '/docs/x', to: 'https://evil.example/' }, 'to'],
      [{ from: '/docs/x', to: '/docs/y/**' }, 'to'],
      [{ from: '/docs/x', to: '/docs/x' }, 'to'],
      [{ from: '/docs/x', to: INSTALL, status: '302' }, 'status'],
      [{ from: INSTALL, to: TYPO }, 'to'], // TYPO already goes to INSTALL
    ]
    for (const [fields, field] of cases) {
      const response = await post('/api/admin/redirects', fields, { cookie })
      expect(response.status, JSON.stringify(fields)).toBe(400)
      expect(((await response.json()) as { field: string }).field).toBe(field)
    }
    const json = await SELF.fetch(`${ORIGIN}/api/admin/redirects`, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': 'text/plain' },
      body: 'from=/a&to=/b',
    })
    expect(json.status).toBe(415)
    expect(await rulesFor('/docs/x')).toEqual([])
  })
})
