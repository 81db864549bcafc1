import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { useSite } from './harness'
import { queryLocalD1 } from './local-d1'
import type { ProviderMail } from './mail-provider'

/**
 * The whole double opt-in in Chromium: subscribe in the footer, read the confirmation mail at
 * the local mail provider (global-setup.ts), open its link, see the toast, the URL cleaned and
 * the row confirmed in the server's D1; in English and in Chinese.
 */
const site = useSite()
let context: BrowserContext
let page: Page

const mailsTo = async (email: string) => {
  const response = await fetch(`${inject('mailProviderUrl')}/mails`)
  return ((await response.json()) as ProviderMail[]).filter((mail) => mail.to.includes(email))
}

/** The row's status in the dev server's local D1 (read through wrangler, as an operator would). */
function readStatus(email: string): string | undefined {
  return queryLocalD1<{ status: string }>(
    `SELECT status FROM newsletter_subscribers WHERE email = '${email}'`
  )[0]?.status
}

/** Title and description of the newest toast of a colour. */
const toast = (color: 'success' | 'error') =>
  page.locator(`[data-toast="${color}"]`).last().locator('p').allInnerTexts()

/** Subscribes in the footer and returns the confirmation link of the mail it got. */
async function subscribeInFooter(email: string): Promise<URL> {
  const input = page.locator('[data-footer] [data-newsletter-form] input[type="email"]')
  await input.scrollIntoViewIfNeeded()
  await input.fill(email)
  await page.locator('[data-footer] [data-newsletter-form] button[type="submit"]').click()
  await expect.poll(() => input.inputValue()).toBe('')
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1)
  const [mail] = await mailsTo(email)
  const link = /\S+confirmation=\S+/.exec(mail!.text)![0]
  // the mail links to SITE_URL (wrangler.toml); the test server listens on another port
  const url = new URL(link)
  return new URL(`${url.pathname}${url.search}`, site.url)
}

describe('newsletter double opt-in', () => {
  for (const run of [
    {
      locale: 'en',
      pending: ['Subscription pending', 'Please check your e-mails to confirm your subscription.'],
      confirmed: [
        'Subscription succeed',
        'You have been successfully subscribed to the newsletter.',
      ],
      failed: 'Subscription failed',
      used: 'This confirmation link is invalid, used or expired. Please subscribe again to get a new one.',
    },
    {
      locale: 'zh-CN',
      pending: ['订阅等待', '请检查您的电子邮件以确认您的订阅。'],
      confirmed: ['订阅成功', '您已成功订阅时事通讯。'],
      failed: '订阅失败',
      used: '此确认链接无效、已使用或已过期。请重新订阅以获取新的链接。',
    },
  ]) {
    it(`subscribes, confirms from the mailed link and cleans the URL (${run.locale})`, async () => {
      context = await site.newContext({ viewport: { width: 1440, height: 900 } })
      page = await context.newPage()
      await page.goto(`${site.url}/blog?lang=${run.locale}`)
      const email = `browser-${run.locale}-${Date.now()}@aster.example`
      const link = await subscribeInFooter(email)
      await expect.poll(() => toast('success')).toEqual(run.pending)
      expect(readStatus(email)).toBe('pending')

      await page.goto(link.href)
      await expect.poll(() => toast('success')).toEqual(run.confirmed)
      const url = new URL(page.url())
      expect(url.searchParams.has('email')).toBe(false)
      expect(url.searchParams.has('confirmation')).toBe(false)
      // the Chinese mail's link lands on the Chinese newsletter page
      expect(url.pathname).toBe(run.locale === 'zh-CN' ? '/zh/newsletter' : '/newsletter')
      expect(readStatus(email)).toBe('confirmed')

      // the link works once: opening it again says so
      await page.goto(link.href)
      await expect.poll(async () => (await toast('error'))[0]).toBe(run.failed)
      expect((await toast('error'))[1]).toBe(run.used)
      expect(new URL(page.url()).search).toBe('')
    })
  }
})
