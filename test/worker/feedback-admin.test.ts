import { env, SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCookie } from './auth-tokens'

const ORIGIN = 'https://aster.test'
const DOCS = '/docs/4.x/getting-started/introduction'
const DOCS_3 = '/docs/3.x/getting-started/introduction'
const BLOG = '/blog/aster-4-1'
const DAY_MS = 86_400_000
const NOW = Date.now()

/** The votes of these tests: [path, collection, rating, comment, days ago]. */
const VOTES: [string, string, string, string, number][] = [
  [DOCS, 'docsv4', 'great', '', 1],
  [DOCS, 'docsv4', 'good', '=HYPERLINK("http://evil.example")', 2],
  [DOCS, 'docsv4', 'poor', '', 3],
  [BLOG, 'blog', 'poor', '', 1],
  [BLOG, 'blog', 'confusing', 'Lost at step 2, "build" failed', 8],
  [DOCS_3, 'docsv3', 'great', '', 60],
]

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)
/** The Monday (UTC) of a day's week, as the analytics group weeks. */
function mondayOf(ms: number): string {
  const date = new Date(ms)
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7))
  return dayOf(date.getTime())
}

const get = (path: string, cookie = '') =>
  SELF.fetch(`${ORIGIN}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} })

/** The paths of the ranked pages table, in order. */
const rankedPaths = (html: string) =>
  [...html.matchAll(/data-feedback-page="([^"]+)"/g)].map((match) => match[1])
const total = (html: string, key: string) =>
  new RegExp(`data-total="${key}">([^<]*)<`).exec(html)?.[1]

beforeAll(async () => {
  await env.DB.prepare('DELETE FROM feedback').run()
  await env.DB.batch(
    VOTES.map(([path, collection, rating, comment, daysAgo], index) => {
      const at = NOW - daysAgo * DAY_MS
      return env.DB.prepare(
        `INSERT INTO feedback (path, collection, rating, comment, locale, visitor, day, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, 'en', ?5, ?6, ?7, ?7)`
      ).bind(path, collection, rating, comment, `visitor-${index}`, dayOf(at), at)
    })
  )
})

describe('admin feedback analytics', () => {
  it('ranks pages by score (lowest first) and by votes, with totals, weeks and comments', async () => {
    const cookie = await signedInCookie()
    const response = await get('/admin/feedback?period=all', cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const html = await response.text()
    expect(html).toContain('data-admin-screen="feedback"')
    // scores: blog (1+2)/2 = 1.50, docs 4.x (4+3+1)/3 = 2.67, docs 3.x 4.00
    expect(rankedPaths(html)).toEqual([BLOG, DOCS, DOCS_3])
    expect(html).toMatch(/1\.50/)
    expect(html).toMatch(/2\.67/)
    expect(total(html, 'votes')).toBe('6')
    expect(total(html, 'score')).toBe('2.50')
    expect(total(html, 'comments')).toBe('2')
    expect(total(html, 'poor')).toBe('2')
    const weeks = new Set(VOTES.map((vote) => mondayOf(NOW - vote[4] * DAY_MS)))
    const shown = [...html.matchAll(/data-feedback-week="([^"]+)"/g)].map((match) => match[1])
    expect(shown).toEqual([...weeks].sort())
    expect(html.match(/data-feedback-comment=""/g)).toHaveLength(2)
    // React escapes the comment: it is shown, never markup
    expect(html).toContain('Lost at step 2, &quot;build&quot; failed')

    const byVotes = await (await get('/admin/feedback?period=all&sort=votes', cookie)).text()
    expect(rankedPaths(byVotes)).toEqual([DOCS, BLOG, DOCS_3])
  })

  it('filters by period, collection and rating', async () => {
    const cookie = await signedInCookie()
    const recent = await (await get('/admin/feedback', cookie)).text()
    // the default period is 30 days: the 60-day-old 3.x vote is left out
    expect(rankedPaths(recent)).toEqual([BLOG, DOCS])
    expect(total(recent, 'votes')).toBe('5')
    const week = await (await get('/admin/feedback?period=7', cookie)).text()
    expect(total(week, 'votes')).toBe('4')
    const blog = await (await get('/admin/feedback?period=all&collection=blog', cookie)).text()
    expect(rankedPaths(blog)).toEqual([BLOG])
    const poor = await (await get('/admin/feedback?period=all&rating=poor', cookie)).text()
    expect(total(poor, 'votes')).toBe('2')
    expect(rankedPaths(poor).sort()).toEqual([BLOG, DOCS].sort())
    // unknown filter values fall back to the defaults instead of failing
    const odd = await get('/admin/feedback?period=9999&collection=%3Cx%3E&rating=1', cookie)
    expect(odd.status).toBe(200)
    expect(total(await odd.text(), 'votes')).toBe('5')
  })

  it('exports the filtered votes as CSV with formulas defused', async () => {
    const cookie = await signedInCookie()
    const response = await get('/api/admin/feedback.csv?period=all', cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="feedback.csv"')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const lines = (await response.text()).trim().split('\r\n')
    expect(lines[0]).toBe('"created_at","path","collection","rating","comment","locale"')
    expect(lines).toHaveLength(1 + VOTES.length)
    expect(lines).toContain(
      `"${new Date(NOW - 2 * DAY_MS).toISOString()}","${DOCS}","docsv4","good","'=HYPERLINK(""http://evil.example"")","en"`
    )
    const blog = await (
      await get('/api/admin/feedback.csv?period=all&collection=blog', cookie)
    ).text()
    expect(blog.trim().split('\r\n').slice(1)).toHaveLength(2)
    expect(blog).not.toContain(DOCS)
  })

  it('gives a guest no analytics: the screen redirects to sign-in, the export answers 401', async () => {
    const screen = await get('/admin/feedback?period=all')
    expect(screen.status).toBe(302)
    expect(screen.headers.get('location')).toBe('/admin/login')
    expect(await screen.text()).not.toContain('data-feedback-page')
    const csv = await get('/api/admin/feedback.csv?period=all')
    expect(csv.status).toBe(401)
    expect(await csv.text()).not.toContain(DOCS)
  })
})
