import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useSite } from './harness'

/*
 * /newsletter shows what a newsletter page shows (issue 41, item 3): what one gets and how often,
 * the latest issues (each its own page), and one subscribe form, with both halves of a wide
 * screen used; in both languages, on a phone and a desktop.
 */
const site = useSite()

async function open(path: string, width: number, locale: string): Promise<Page> {
  const context = await site.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } })
  const page = await context.newPage()
  await page.goto(`${site.url}${path}?lang=${locale}`)
  return page
}

/** The e-mail fields a visitor can see (the footer's is hidden where the page has its own). */
const emailFields = (page: Page) =>
  page
    .locator('input[type="email"]')
    .evaluateAll((list) => list.filter((field) => field.getClientRects().length > 0).length)

describe('the newsletter page', () => {
  for (const locale of ['en', 'zh-CN'])
    for (const width of [1440, 390])
      it(`shows what you get, how often, the latest issues and one form (${locale}, ${width} px)`, async () => {
        const page = await open('/newsletter', width, locale)
        expect(await page.locator('[data-newsletter-perks] li').count()).toBeGreaterThanOrEqual(3)
        expect((await page.locator('[data-newsletter-cadence]').textContent())!.trim()).not.toBe('')
        const issues = page.locator('[data-newsletter-issues] a[href*="/newsletter/"]')
        expect(await issues.count()).toBe(3)
        // one form: the page's, not the footer's again
        expect(await emailFields(page)).toBe(1)
        const form = await page.locator('[data-newsletter-signup]').boundingBox()
        expect(form!.y).toBeLessThan(width < 600 ? 844 * 1.6 : 900)
        if (width >= 1024) {
          // the signup sits in the right half, beside the pitch
          expect(form!.x).toBeGreaterThan(width / 2)
        }
      })

  it('opens an issue as its own page, with its number, date, body and the one form', async () => {
    const page = await open('/newsletter', 1440, 'en')
    const first = page.locator('[data-newsletter-issues] a[href^="/newsletter/"]').first()
    const title = (await first.locator('[data-issue-title]').textContent())!.trim()
    const href = (await first.getAttribute('href'))!
    await Promise.all([page.waitForURL(`${site.url}${href}`), first.click()])
    expect((await page.locator('h1').textContent())!.trim()).toBe(title)
    expect(await page.locator('[data-issue-number]').textContent()).toMatch(/^Issue \d+$/)
    expect(await page.locator('main time[datetime]').count()).toBeGreaterThan(0)
    expect(await page.locator('[data-issue-body] h2').count()).toBeGreaterThan(1)
    expect(await emailFields(page)).toBe(1)
    await Promise.all([
      page.waitForURL(`${site.url}/newsletter`),
      page.locator('a[data-back-to-issues]').click(),
    ])
  })
})
