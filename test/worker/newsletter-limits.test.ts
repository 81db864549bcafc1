import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { signedInCookie } from './auth-tokens'
import {
  backdateMails,
  failureMessage,
  postJson,
  readMails,
  readRow,
  send,
  uniqueEmail,
  withMailProvider,
} from './newsletter-helpers'

/*
 * Mail bombing through the newsletter (issue 36): one mailbox written in several ways gets one
 * confirmation mail per 10 minutes and three a day; the whole site sends at most its hourly cap.
 * The visitor's answer never tells which case applied.
 */
const SUBSCRIBE = '/api/newsletter/subscribe'
const OK = { status: 200, body: '{"ok":true}' }

/** The status and body of one subscribe request. */
async function subscribe(environment: object, email: string) {
  const response = await postJson(environment, SUBSCRIBE, { email })
  return { status: response.status, body: await response.text() }
}

/** A new mailbox's address in four spellings: as typed, capitalised, upper case, with a +tag. */
function spellings() {
  const local = `victim${crypto.randomUUID().slice(0, 8).replace(/\d/g, 'x')}`
  const capital = local[0]!.toUpperCase() + local.slice(1)
  return [
    `${local}@example.com`,
    `${capital}@example.com`,
    `${local.toUpperCase()}@example.com`,
    `${local}+1@example.com`,
  ]
}

/** Starts a new minute of the per-mailbox request limit (5 a minute), as if one had passed. */
const nextMinute = () =>
  env.DB.prepare("DELETE FROM rate_limits WHERE key LIKE 'newsletter-email:%'").run()

describe('newsletter mail limits', () => {
  it('mails one mailbox once in 10 minutes, however its address is written', async () => {
    const provider = await withMailProvider()
    const forms = spellings()
    for (const email of forms) expect(await subscribe(provider.env, email), email).toEqual(OK)
    const { mails } = await readMails(provider.calls)
    expect(mails.map((mail) => mail.to)).toEqual([[forms[0]]])
    // the other spellings hold no token: nothing to confirm, no mail on its way
    for (const email of forms.slice(1)) {
      expect(await readRow(email), email).toMatchObject({
        status: 'pending',
        token_hash: null,
        mail_status: 'limited',
      })
    }
  })

  it('mails one mailbox at most 3 times a day, then again the next day', async () => {
    const provider = await withMailProvider()
    const [email, ...others] = spellings()
    for (let round = 0; round < 4; round++) {
      expect(await subscribe(provider.env, email!)).toEqual(OK)
      await backdateMails(email!, 11 * 60 * 1000)
    }
    expect(await subscribe(provider.env, others[2]!)).toEqual(OK)
    expect((await readMails(provider.calls)).mails).toHaveLength(3)
    await nextMinute()
    await backdateMails(email!, 24 * 3600 * 1000)
    expect(await subscribe(provider.env, others[0]!)).toEqual(OK)
    expect((await readMails(provider.calls)).mails).toHaveLength(4)
  })

  it('refuses every subscribe request past the hourly cap (429), and the admin says so', async () => {
    const provider = await withMailProvider()
    const hour = await env.DB.prepare(
      'SELECT count(*) AS n FROM newsletter_mails WHERE sent_at > ?1'
    )
      .bind(Date.now() - 3600 * 1000)
      .first<{ n: number }>()
    const cap = hour!.n + 1
    const capped = { ...provider.env, NEWSLETTER_MAILS_PER_HOUR: String(cap) }
    const first = uniqueEmail('cap-first')
    expect(await subscribe(capped, first)).toEqual(OK)
    const fresh = uniqueEmail('cap-fresh')
    const answers = []
    for (const email of [fresh, first]) {
      const response = await postJson(capped, SUBSCRIBE, { email })
      expect(response.status, email).toBe(429)
      const retryAfter = Number(response.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(3500)
      expect(retryAfter).toBeLessThanOrEqual(3600)
      answers.push(await failureMessage(response))
    }
    // the same answer for an unknown and a pending address, and nothing written
    expect(answers).toEqual([
      'We are sending a great many confirmation mails right now. Please try again later.',
      'We are sending a great many confirmation mails right now. Please try again later.',
    ])
    expect(await readRow(fresh)).toBeNull()
    expect((await readMails(provider.calls)).mails).toHaveLength(1)
    // below the cap again (configured higher), subscribing works
    const roomy = { ...capped, NEWSLETTER_MAILS_PER_HOUR: String(cap + 1) }
    expect(await subscribe(roomy, fresh)).toEqual(OK)

    const admin = async (environment: object) => {
      const page = await send(environment, '/admin/newsletter', {
        headers: { cookie: await signedInCookie() },
      })
      expect(page.status).toBe(200)
      return page.text()
    }
    const full = await admin(capped)
    expect(full).toContain(`Confirmation mails in the last hour: ${cap + 1} of ${cap}.`)
    expect(full).toMatch(
      /The hourly cap is reached: every subscribe request answers 429 \(Too Many Requests\) until \d{4}-\d\d-\d\d \d\d:\d\d UTC\./
    )
    const calm = await admin({ ...capped, NEWSLETTER_MAILS_PER_HOUR: String(cap + 10) })
    expect(calm).toContain(`Confirmation mails in the last hour: ${cap + 1} of ${cap + 10}.`)
    expect(calm).not.toContain('The hourly cap is reached')
  })
})
