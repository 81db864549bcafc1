import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { sha256Hex } from '../../worker/crypto'
import {
  backdateMails,
  failureMessage,
  ORIGIN,
  postJson,
  readMails,
  readRow,
  send,
  uniqueEmail,
  uniqueIp,
  withMailProvider,
} from './newsletter-helpers'

const SUBSCRIBE = '/api/newsletter/subscribe'

describe('POST /api/newsletter/subscribe', () => {
  it('writes a pending row and sends one confirmation mail with a signed unsubscribe link', async () => {
    const provider = await withMailProvider()
    const email = uniqueEmail('new')
    const response = await postJson(provider.env, SUBSCRIBE, { email })
    expect(response.status).toBe(200)
    const { mails, link, token } = await readMails(provider.calls)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: [email], from: env.MAIL_FROM })
    expect(link).toMatch(new RegExp(`^${ORIGIN}/newsletter\\?email=`))
    expect(new URL(link!).searchParams.get('email')).toBe(email)
    expect(mails[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mails[0]!.headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<${ORIGIN}/api/newsletter/unsubscribe\\?email=.+&sig=[0-9a-f]{64}>$`)
    )
    expect((await provider.calls())[0]!.authorization).toBe('Bearer test-mail-key')
    const row = await readRow(email)
    expect(row).toMatchObject({ status: 'pending', mail_status: 'sent', mail_attempts: 1 })
    expect(Number(row!.token_expires_at) - Number(row!.last_mail_at)).toBe(48 * 3600 * 1000)
    // the token exists only in the mail: the row holds its SHA-256 and nothing else of it
    expect(token).toMatch(/^[0-9a-f]{32}$/)
    expect(row!.token_hash).toBe(await sha256Hex(token!))
    expect(JSON.stringify(row)).not.toContain(token)
  })

  it('sends one mail for N subscribes of the same address within 10 minutes', async () => {
    const provider = await withMailProvider()
    const email = uniqueEmail('repeat')
    for (let i = 0; i < 4; i++) {
      expect((await postJson(provider.env, SUBSCRIBE, { email })).status).toBe(200)
    }
    expect((await readMails(provider.calls)).mails).toHaveLength(1)
    // once the window has passed, a pending address may ask for a new mail (new token)
    const before = await readRow(email)
    await backdateMails(email, 11 * 60 * 1000)
    await postJson(provider.env, SUBSCRIBE, { email })
    expect((await readMails(provider.calls)).mails).toHaveLength(2)
    expect((await readRow(email))!.token_hash).not.toBe(before!.token_hash)
  })

  it('answers a new, a pending and a confirmed address identically', async () => {
    const provider = await withMailProvider()
    const confirmed = uniqueEmail('confirmed')
    await postJson(provider.env, SUBSCRIBE, { email: confirmed })
    const { token } = await readMails(provider.calls)
    const confirm = { email: confirmed, confirmation: token }
    expect((await postJson(provider.env, '/api/newsletter/confirm', confirm)).status).toBe(200)
    const pending = uniqueEmail('pending')
    await postJson(provider.env, SUBSCRIBE, { email: pending })
    const answers = []
    for (const email of [uniqueEmail('fresh'), pending, confirmed]) {
      const response = await postJson(provider.env, SUBSCRIBE, { email })
      answers.push({
        status: response.status,
        type: response.headers.get('content-type'),
        body: await response.text(),
      })
    }
    expect(answers[1]).toEqual(answers[0])
    expect(answers[2]).toEqual(answers[0])
    expect((await readRow(confirmed))!.status).toBe('confirmed')
  })

  it('stores the normal form of the address (domain lower-cased, IDN as punycode)', async () => {
    const provider = await withMailProvider()
    const local = `Ada-${crypto.randomUUID().slice(0, 6)}`
    await postJson(provider.env, SUBSCRIBE, { email: `  ${local}@BÜCHER.Example ` })
    expect(await readRow(`${local}@xn--bcher-kva.example`)).toMatchObject({ status: 'pending' })
  })

  it('refuses bad addresses in the spec error shape, in the visitor language, writing nothing', async () => {
    const provider = await withMailProvider()
    for (const email of [
      'Ada <ada@aster.example>',
      'ada@aster.example, bob@aster.example',
      'ada@aster.example\r\nBcc: eve@evil.example',
      `${'a'.repeat(250)}@aster.example`,
    ]) {
      const response = await postJson(provider.env, SUBSCRIBE, { email })
      expect(response.status).toBe(400)
      expect(await failureMessage(response)).toBe('Please enter a valid e-mail')
    }
    const chinese = await postJson(
      provider.env,
      SUBSCRIBE,
      { email: 'not-an-address' },
      { headers: { cookie: 'aster-locale=zh-CN' } }
    )
    expect(await failureMessage(chinese)).toBe('请输入有效的电子邮件')
    const missing = await postJson(provider.env, SUBSCRIBE, {})
    expect(await failureMessage(missing)).toBe('Please enter your e-mail')
    expect(await provider.calls()).toEqual([])
    const count = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM newsletter_subscribers WHERE email LIKE 'ada@aster.example%'"
    ).first<{ n: number }>()
    expect(count!.n).toBe(0)
  })

  it('answers a filled honeypot like a success and writes nothing', async () => {
    const provider = await withMailProvider()
    const email = uniqueEmail('bot')
    const response = await postJson(provider.env, SUBSCRIBE, { email, website: 'spam.example' })
    expect(response.status).toBe(200)
    expect(await readRow(email)).toBeNull()
    expect(await provider.calls()).toEqual([])
  })

  it('records a provider that stays down as mail_status failed after bounded retries', async () => {
    const provider = await withMailProvider({ status: 503, json: { message: 'down' } })
    const email = uniqueEmail('down')
    expect((await postJson(provider.env, SUBSCRIBE, { email })).status).toBe(200)
    expect(await provider.calls()).toHaveLength(3)
    expect(await readRow(email)).toMatchObject({ mail_status: 'failed', mail_attempts: 3 })
    // a refusal that retrying cannot fix is not retried
    const refusing = await withMailProvider({ status: 422, json: { message: 'bad from' } })
    const other = uniqueEmail('refused')
    await postJson(refusing.env, SUBSCRIBE, { email: other })
    expect(await refusing.calls()).toHaveLength(1)
    expect(await readRow(other)).toMatchObject({ mail_status: 'failed', mail_attempts: 1 })
  })

  it('keeps the mail in the outbox when no provider is configured', async () => {
    const email = uniqueEmail('outbox')
    expect((await postJson({ ...env, MAIL_API_URL: '' }, SUBSCRIBE, { email })).status).toBe(200)
    expect(await readRow(email)).toMatchObject({ mail_status: 'outbox' })
    const kept = await env.DB.prepare('SELECT * FROM outbox WHERE "to" = ?1')
      .bind(email)
      .first<{ subject: string; text: string; headers: string }>()
    expect(kept!.subject).toBe('Confirm your subscription to the Aster newsletter')
    expect(kept!.text).toMatch(/confirmation=[0-9a-f]{32}/)
    expect(JSON.parse(kept!.headers)).toHaveProperty('List-Unsubscribe')
  })

  it('answers 503 and writes nothing without NEWSLETTER_SECRET', async () => {
    const email = uniqueEmail('nosecret')
    const response = await postJson({ ...env, NEWSLETTER_SECRET: '' }, SUBSCRIBE, { email })
    expect(response.status).toBe(503)
    expect(await readRow(email)).toBeNull()
  })
})

describe('newsletter guards', () => {
  it('refuses a body over 1 KB (413), a non-JSON body (415) and a cross-site POST (403)', async () => {
    const provider = await withMailProvider()
    const email = uniqueEmail('guard')
    const big = await postJson(provider.env, SUBSCRIBE, {
      email,
      website: '',
      pad: 'x'.repeat(1100),
    })
    expect(big.status).toBe(413)
    expect(await failureMessage(big)).toBe(
      'The request could not be read. Reload the page and try again.'
    )
    const form = await send(provider.env, SUBSCRIBE, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: `email=${encodeURIComponent(email)}`,
    })
    expect(form.status).toBe(415)
    for (const origin of [undefined, 'https://evil.example']) {
      const response = await send(provider.env, SUBSCRIBE, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify({ email }),
      })
      expect(response.status).toBe(403)
      expect(await failureMessage(response)).toMatch(/did not come from this site/)
    }
    expect(await readRow(email)).toBeNull()
    expect(await provider.calls()).toEqual([])
  })

  it('limits requests per client address and per e-mail address (429)', async () => {
    // the limits count per fixed minute (worker/rate-limit.ts): start with 40 s of the window
    // left, or the requests can straddle two windows on a slow machine and the 429 never comes
    const intoMinute = Date.now() % 60_000
    if (intoMinute > 20_000) await new Promise((done) => setTimeout(done, 60_050 - intoMinute))
    const provider = await withMailProvider()
    const ip = uniqueIp()
    const statuses = []
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await postJson(provider.env, SUBSCRIBE, { email: uniqueEmail('ip') }, { ip })).status
      )
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    const refused = await postJson(provider.env, SUBSCRIBE, { email: uniqueEmail('ip') }, { ip })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await failureMessage(refused)).toBe(
      'Too many attempts. Please wait a minute and try again.'
    )
    // per mailbox: case and +tag do not make another address
    const email = uniqueEmail('address')
    const spellings = [email, email.toUpperCase(), `${email.replace('@', '+a@')}`]
    const byAddress = []
    for (let i = 0; i < 6; i++)
      byAddress.push((await postJson(provider.env, SUBSCRIBE, { email: spellings[i % 3] })).status)
    expect(byAddress).toEqual([200, 200, 200, 200, 200, 429])
  }, 90_000)
})
