import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { getMessages, type Locale } from '../../src/shared/i18n'
import { signedInCookie } from './auth-tokens'

const ORIGIN = 'http://localhost'
const DOCS = '/docs/4.x/getting-started/introduction'
const DOCS_3 = '/docs/3.x/getting-started/introduction'
const BLOG = '/blog/aster-4-1'

let address = 0
/** A fresh client address per call, so the per-address limit only bites where it is tested. */
const nextAddress = () => `198.51.100.${++address}`

function vote(
  body: unknown,
  {
    locale = 'en',
    ip = nextAddress(),
    agent = 'feedback-test/1',
    origin = ORIGIN,
  }: { locale?: Locale; ip?: string; agent?: string; origin?: string | null } = {}
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    cookie: `aster-locale=${locale}`,
    'cf-connecting-ip': ip,
    'user-agent': agent,
  }
  if (origin) headers.origin = origin
  return SELF.fetch(`${ORIGIN}/api/feedback`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
}

const countRows = async () =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM feedback').first<{ n: number }>())!.n

describe('POST /api/feedback', () => {
  it('stores a vote without the address or agent in clear, and answers 201', async () => {
    const before = await countRows()
    const response = await vote(
      { path: DOCS, rating: 'great', comment: '  Clear steps.  ' },
      { ip: '192.0.2.77', locale: 'zh-CN' }
    )
    expect(response.status).toBe(201)
    expect(await countRows()).toBe(before + 1)
    const row = await env.DB.prepare(
      'SELECT path, collection, rating, comment, locale, visitor, day FROM feedback ORDER BY id DESC LIMIT 1'
    ).first<Record<string, string>>()
    expect(row).toMatchObject({
      path: DOCS,
      collection: 'docsv4',
      rating: 'great',
      comment: 'Clear steps.',
      locale: 'zh-CN',
      day: new Date().toISOString().slice(0, 10),
    })
    expect(row!.visitor).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain('192.0.2.77')
  })

  it('keeps one vote per page, visitor and day: a second vote replaces the first (200)', async () => {
    const ip = '192.0.2.10'
    const before = await countRows()
    expect((await vote({ path: BLOG, rating: 'poor' }, { ip })).status).toBe(201)
    const again = await vote({ path: BLOG, rating: 'good', comment: 'Better on reread.' }, { ip })
    expect(again.status).toBe(200)
    expect(await countRows()).toBe(before + 1)
    const rows = await env.DB.prepare(
      "SELECT rating, comment FROM feedback WHERE path = ?1 AND comment = 'Better on reread.'"
    )
      .bind(BLOG)
      .all()
    expect(rows.results).toEqual([{ rating: 'good', comment: 'Better on reread.' }])
    // another browser on the same address is another visitor; another page is another vote
    expect((await vote({ path: BLOG, rating: 'good' }, { ip, agent: 'other/2' })).status).toBe(201)
    expect((await vote({ path: DOCS_3, rating: 'good' }, { ip })).status).toBe(201)
    expect(await countRows()).toBe(before + 3)
  })

  for (const locale of ['en', 'zh-CN'] as const) {
    it(`refuses an invalid vote with a clear message (${locale}) and stores nothing`, async () => {
      const t = getMessages(locale)
      const before = await countRows()
      const cases: [unknown, string][] = [
        [{ path: DOCS, rating: 'meh' }, t['feedback.error.rating']],
        [{ path: DOCS, rating: 5 }, t['feedback.error.rating']],
        [{ path: DOCS, rating: 'good', comment: 'x'.repeat(1001) }, t['feedback.error.comment']],
        [{ path: DOCS, rating: 'good', comment: 42 }, t['feedback.error.comment']],
        [{ path: '/modules', rating: 'good' }, t['feedback.error.path']],
        [{ path: '/docs/4.x/no-such-page', rating: 'good' }, t['feedback.error.path']],
        [{ path: `/blog/${'x'.repeat(400)}`, rating: 'good' }, t['feedback.error.path']],
        ['hello', t['feedback.error.body']],
      ]
      for (const [body, error] of cases) {
        const response = await vote(body, { locale })
        expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400)
        expect(await response.json()).toEqual({
          statusCode: 400,
          statusMessage: 'Bad Request',
          message: error,
          error: error,
        })
      }
      expect(await countRows()).toBe(before)
    })
  }

  it('refuses an oversized body (413) and a cross-site vote (403), storing nothing', async () => {
    const before = await countRows()
    const big = await vote({ path: DOCS, rating: 'good', comment: '文'.repeat(1500) })
    expect(big.status).toBe(413)
    const other = await vote({ path: DOCS, rating: 'good' }, { origin: 'https://evil.example' })
    expect(other.status).toBe(403)
    expect(((await other.json()) as { error: string }).error).toContain('cross-site')
    expect((await vote({ path: DOCS, rating: 'good' }, { origin: null })).status).toBe(403)
    expect(await countRows()).toBe(before)
  })

  it('refuses a flood from one address with 429 and Retry-After', async () => {
    const ip = '203.0.113.90'
    let refused: Response | undefined
    // 20 a minute: 41 votes cross at most one window boundary, so at least one is refused
    for (let i = 0; i < 41 && !refused; i++) {
      const response = await vote({ path: DOCS, rating: 'good' }, { ip, locale: 'zh-CN' })
      if (response.status === 429) refused = response
      else expect(response.status).toBeLessThan(300)
    }
    expect(refused?.status).toBe(429)
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0)
    const { error } = (await refused!.json()) as { error: string }
    expect(error).toContain('您的地址提交过于频繁')
  })
})
