import { SELF } from 'cloudflare:test'
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

/** A subscription through the real endpoint and the one-click URL of its mail. */
async function subscribe() {
  const provider = await withMailProvider()
  const email = uniqueEmail('unsub')
  await postJson(provider.env, '/api/newsletter/subscribe', { email })
  const { mails, token } = await readMails(provider.calls)
  const oneClick = new URL(/^<(.+)>$/.exec(mails[0]!.headers['List-Unsubscribe']!)![1]!)
  const pageLink = /\S+\/newsletter\/unsubscribe\?\S+/.exec(mails[0]!.text)![0]
  return { provider, email, token: token!, oneClick, pageLink: new URL(pageLink) }
}

const oneClickPost = (environment: object, url: URL, headers: Record<string, string> = {}) =>
  send(environment, `${url.pathname}${url.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'List-Unsubscribe=One-Click',
  })

describe('newsletter unsubscribe', () => {
  it('unsubscribes with the one-click POST of a mail provider (no Origin) and keeps the row', async () => {
    const { provider, email, oneClick } = await subscribe()
    const response = await oneClickPost(provider.env, oneClick)
    expect(response.status).toBe(200)
    const row = await readRow(email)
    expect(row).toMatchObject({ status: 'unsubscribed', token_hash: null })
    expect(row!.unsubscribed_at).toEqual(expect.any(Number))
    // subscribing again is the visitor's choice: a new confirmation mail at once
    await postJson(provider.env, '/api/newsletter/subscribe', { email })
    expect((await readMails(provider.calls)).mails).toHaveLength(2)
    expect(await readRow(email)).toMatchObject({ status: 'pending' })
  })

  it('shows a confirm page on GET (both languages) and never unsubscribes on GET', async () => {
    const { email, pageLink, oneClick } = await subscribe()
    const path = `${pageLink.pathname}${pageLink.search}`
    const page = await SELF.fetch(`${ORIGIN}${path}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`Stop sending the Aster newsletter to ${email}?`)
    expect(html).toContain('data-unsubscribe-form')
    const zh = await SELF.fetch(`${ORIGIN}/zh${path}`)
    expect(await zh.text()).toContain(`停止向 ${email} 发送 Aster 时事通讯吗？`)
    const payload = await SELF.fetch(
      `${ORIGIN}/newsletter/unsubscribe/_payload.json${pageLink.search}`
    )
    expect(await payload.json()).toMatchObject({
      data: { route: 'unsubscribe', state: 'confirm', email },
    })
    const apiGet = await SELF.fetch(`${ORIGIN}${oneClick.pathname}${oneClick.search}`, {
      redirect: 'manual',
    })
    expect(apiGet.status).toBe(302)
    expect(apiGet.headers.get('location')).toBe(path)
    expect(await readRow(email)).toMatchObject({ status: 'pending' })
  })

  it('sends the page form back to the page, which then says it is done', async () => {
    const { provider, email, oneClick, pageLink } = await subscribe()
    const response = await oneClickPost(provider.env, oneClick, {
      origin: ORIGIN,
      'sec-fetch-mode': 'navigate',
    })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`${pageLink.pathname}${pageLink.search}`)
    const page = await SELF.fetch(`${ORIGIN}${pageLink.pathname}${pageLink.search}`)
    expect(await page.text()).toContain(`${email} will not receive the newsletter any more.`)
    expect(await readRow(email)).toMatchObject({ status: 'unsubscribed' })
  })

  it('refuses a changed signature, a foreign Origin and a JSON body, changing nothing', async () => {
    const { provider, email, oneClick, pageLink } = await subscribe()
    const forged = new URL(oneClick)
    forged.searchParams.set('sig', '0'.repeat(64))
    const bad = await oneClickPost(provider.env, forged)
    expect(bad.status).toBe(400)
    expect(await failureMessage(bad)).toMatch(/unsubscribe link is incomplete or was changed/)
    const otherAddress = new URL(oneClick)
    otherAddress.searchParams.set('email', uniqueEmail('victim'))
    expect((await oneClickPost(provider.env, otherAddress)).status).toBe(400)
    const crossSite = await oneClickPost(provider.env, oneClick, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    const json = await send(provider.env, `${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      body: '{}',
    })
    expect(json.status).toBe(415)
    expect(await readRow(email)).toMatchObject({ status: 'pending' })
    const invalidPage = new URL(pageLink)
    invalidPage.searchParams.set('sig', 'x')
    const page = await SELF.fetch(`${ORIGIN}${invalidPage.pathname}${invalidPage.search}`)
    expect(await page.text()).toContain('This unsubscribe link is incomplete or was changed.')
  })
})
