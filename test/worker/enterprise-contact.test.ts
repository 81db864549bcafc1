import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { getMessages, type Locale } from '../../src/shared/i18n'

const ORIGIN = 'http://localhost'
const VALID = {
  name: 'Ana Costa',
  email: 'Ana.Costa@Tidewater.example',
  company: 'Tidewater Goods',
  companySize: '51-200',
  topic: 'migration',
  message: 'We run Aster 3 in production and would like help planning the move to 4.',
}

let address = 0
/** A fresh client address per call site, so the per-address limit only bites where it is tested. */
const nextAddress = () => `198.51.100.${++address}`

function send(
  body: unknown,
  {
    locale = 'en',
    ip = nextAddress(),
    origin = ORIGIN,
    raw,
  }: {
    locale?: Locale
    ip?: string
    origin?: string | null
    raw?: string
  } = {}
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    cookie: `aster-locale=${locale}`,
    'cf-connecting-ip': ip,
  }
  if (origin) headers.origin = origin
  return SELF.fetch(`${ORIGIN}/api/contact`, {
    method: 'POST',
    headers,
    body: raw ?? JSON.stringify(body),
  })
}

const countRows = async () =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_requests').first<{ n: number }>())!.n

describe('POST /api/contact', () => {
  it('stores a valid request (e-mail normalised, locale kept) and answers 201', async () => {
    const before = await countRows()
    const response = await send(VALID, { locale: 'zh-CN' })
    expect(response.status).toBe(201)
    expect(await countRows()).toBe(before + 1)
    const row = await env.DB.prepare(
      'SELECT name, email, company, company_size, topic, message, locale, handled_at FROM contact_requests ORDER BY id DESC LIMIT 1'
    ).first()
    expect(row).toEqual({
      name: 'Ana Costa',
      email: 'ana.costa@tidewater.example',
      company: 'Tidewater Goods',
      company_size: '51-200',
      topic: 'migration',
      message: VALID.message,
      locale: 'zh-CN',
      handled_at: null,
    })
  })

  const INVALID: [keyof typeof VALID, unknown][] = [
    ['name', ''],
    ['name', 'x'.repeat(101)],
    ['email', 'not-an-address'],
    ['email', 42],
    ['company', '   '],
    ['companySize', '7'],
    ['topic', 'pizza'],
    ['message', 'Too short.'],
    ['message', 'x'.repeat(5001)],
  ]
  for (const locale of ['en', 'zh-CN'] as const) {
    it(`refuses each invalid field with that field's message (${locale}) and stores nothing`, async () => {
      const t = getMessages(locale)
      const before = await countRows()
      for (const [field, value] of INVALID) {
        const response = await send({ ...VALID, [field]: value }, { locale })
        expect(response.status, `${field}=${String(value).slice(0, 20)}`).toBe(400)
        expect(await response.json()).toEqual({
          statusCode: 400,
          statusMessage: 'Bad Request',
          message: t[`contact.error.${field}`],
          error: t[`contact.error.${field}`],
          field,
        })
      }
      const missing = await send({ ...VALID, topic: undefined }, { locale })
      expect(await missing.json()).toEqual({
        statusCode: 400,
        statusMessage: 'Bad Request',
        message: t['contact.error.topic'],
        error: t['contact.error.topic'],
        field: 'topic',
      })
      const array = await send('hello', { locale })
      expect(array.status).toBe(400)
      expect(await array.json()).toEqual({
        statusCode: 400,
        statusMessage: 'Bad Request',
        message: t['contact.error.body'],
        error: t['contact.error.body'],
      })
      expect(await countRows()).toBe(before)
    })
  }

  it('refuses a body over 8 KB (413), a non-JSON body (415, 400) and stores nothing', async () => {
    const before = await countRows()
    const big = await send({ ...VALID, message: 'x'.repeat(9000) })
    expect(big.status).toBe(413)
    expect(((await big.json()) as { error: string }).error).toContain('8192 bytes')
    const form = await SELF.fetch(`${ORIGIN}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: 'name=x',
    })
    expect(form.status).toBe(415)
    expect((await send(null, { raw: '{"name": ' })).status).toBe(400)
    expect(await countRows()).toBe(before)
  })

  it('refuses a cross-site request (403) and stores nothing', async () => {
    const before = await countRows()
    const other = await send(VALID, { origin: 'https://evil.example' })
    expect(other.status).toBe(403)
    expect(((await other.json()) as { error: string }).error).toContain(
      'cross-site request refused'
    )
    expect((await send(VALID, { origin: null })).status).toBe(403)
    expect(await countRows()).toBe(before)
  })

  it('answers a filled honeypot as sent but stores nothing', async () => {
    const before = await countRows()
    const response = await send({ ...VALID, website: 'https://spam.example' })
    expect(response.status).toBe(201)
    expect(await countRows()).toBe(before)
  })

  it('refuses a flood from one address with 429 and a clear message, in the sender locale', async () => {
    const ip = '203.0.113.50'
    const before = await countRows()
    const statuses: number[] = []
    let refused: Response | undefined
    // 5 a minute: 11 requests cross at most one window boundary, so at least one is refused
    for (let i = 0; i < 11 && !refused; i++) {
      const response = await send(VALID, { ip, locale: 'zh-CN' })
      statuses.push(response.status)
      if (response.status === 429) refused = response
    }
    expect(refused, statuses.join(',')).toBeDefined()
    const retryAfter = Number(refused!.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    const { error } = (await refused!.json()) as { error: string }
    expect(error).toBe(
      getMessages('zh-CN')['contact.rateLimited'].replace('{seconds}', String(retryAfter))
    )
    expect(await countRows()).toBe(before + statuses.filter((s) => s === 201).length)
    // another address is not affected
    expect((await send(VALID, { ip: '203.0.113.51' })).status).toBe(201)
  })
})
