import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import {
  failureMessage,
  ORIGIN,
  postJson,
  readMails,
  readRow,
  send,
  uniqueEmail,
  withMailProvider,
} from './newsletter-helpers'

const CONFIRM = '/api/newsletter/confirm'
const GENERIC =
  'This confirmation link is invalid, used or expired. Please subscribe again to get a new one.'

/** A pending subscription through the real endpoint: its address and mailed token. */
async function subscribe() {
  const provider = await withMailProvider()
  const email = uniqueEmail('confirm')
  await postJson(provider.env, '/api/newsletter/subscribe', { email })
  const { token } = await readMails(provider.calls)
  return { environment: provider.env, email, token: token! }
}

describe('POST /api/newsletter/confirm', () => {
  it('confirms with the mailed token once; a second use fails with the generic message', async () => {
    const { environment, email, token } = await subscribe()
    const first = await postJson(environment, CONFIRM, { email, confirmation: token })
    expect(first.status).toBe(200)
    const row = await readRow(email)
    expect(row).toMatchObject({ status: 'confirmed', token_hash: null })
    expect(row!.confirmed_at).toEqual(expect.any(Number))
    const again = await postJson(environment, CONFIRM, { email, confirmation: token })
    expect(again.status).toBe(400)
    expect(await failureMessage(again)).toBe(GENERIC)
  })

  it('refuses a wrong token, a wrong address and an expired token with the same message', async () => {
    const { environment, email, token } = await subscribe()
    const wrongToken = token.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))
    const other = uniqueEmail('unknown')
    const cases = [
      { email, confirmation: wrongToken },
      { email: other, confirmation: token },
      { email, confirmation: 'not-a-token' },
      { email: 'Ada <ada@aster.example>', confirmation: token },
      { email },
    ]
    for (const body of cases) {
      const response = await postJson(environment, CONFIRM, body)
      expect(response.status).toBe(400)
      expect(await failureMessage(response)).toBe(GENERIC)
    }
    expect(await readRow(email)).toMatchObject({ status: 'pending' })
    await env.DB.prepare('UPDATE newsletter_subscribers SET token_expires_at = ?1 WHERE email = ?2')
      .bind(Date.now() - 1, email)
      .run()
    const expired = await postJson(environment, CONFIRM, { email, confirmation: token })
    expect(expired.status).toBe(400)
    expect(await failureMessage(expired)).toBe(GENERIC)
    expect(await readRow(email)).toMatchObject({ status: 'pending' })
  })

  it('answers in Chinese for a Chinese visitor', async () => {
    const { environment, email } = await subscribe()
    const response = await postJson(
      environment,
      CONFIRM,
      { email, confirmation: '0'.repeat(32) },
      { headers: { cookie: 'aster-locale=zh-CN' } }
    )
    expect(await failureMessage(response)).toBe(
      '此确认链接无效、已使用或已过期。请重新订阅以获取新的链接。'
    )
  })

  it('refuses a cross-site confirmation (403) and a non-JSON one (415)', async () => {
    const { environment, email, token } = await subscribe()
    const crossSite = await send(environment, CONFIRM, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email, confirmation: token }),
    })
    expect(crossSite.status).toBe(403)
    const text = await send(environment, CONFIRM, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: ORIGIN },
      body: JSON.stringify({ email, confirmation: token }),
    })
    expect(text.status).toBe(415)
    expect(await readRow(email)).toMatchObject({ status: 'pending' })
  })
})
