import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useSite } from './harness'
import { localizedPath } from '../../src/shared/i18n/locale-paths'
import type { Locale } from '../../src/shared/i18n/locales'

/*
 * /enterprise is the section's hub (issue 41, item 4): a card for support, agencies, sponsors and
 * jobs, each with a picture and a figure. The support page shows its plans and 'Contact us' in
 * the first screen (item 5); the button scrolls to the form.
 */
const site = useSite()
const SECTIONS = [
  '/enterprise/support',
  '/enterprise/agencies',
  '/enterprise/sponsors',
  '/enterprise/jobs',
]

async function open(path: string, width: number, locale = 'en'): Promise<Page> {
  const height = width < 600 ? 844 : 900
  const context = await site.newContext({ viewport: { width, height } })
  const page = await context.newPage()
  await page.goto(`${site.url}${path}?lang=${locale}`)
  return page
}

describe('the enterprise hub', () => {
  for (const locale of ['en', 'zh-CN'])
    for (const width of [1440, 390])
      it(`shows a card with a picture and a figure for each section (${locale}, ${width} px)`, async () => {
        const page = await open('/enterprise', width, locale)
        const cards = page.locator('[data-enterprise-card]')
        // a Chinese page links the Chinese sections (/zh/enterprise/...)
        expect(await cards.evaluateAll((list) => list.map((a) => a.getAttribute('href')))).toEqual(
          SECTIONS.map((path) => localizedPath(path, locale as Locale))
        )
        for (const card of await cards.all()) {
          const picture = await card.locator('[data-card-picture]').boundingBox()
          expect(picture!.width).toBeGreaterThan(100)
          expect(picture!.height).toBeGreaterThan(60)
          expect(await card.locator('[data-card-figure]').textContent()).toMatch(/\d/)
        }
        if (width >= 1024) {
          // the four cards in the first screen
          const last = await cards.last().boundingBox()
          expect(last!.y).toBeLessThan(900)
        }
      })
})

describe('the support page', () => {
  for (const width of [1440, 390])
    it(`shows the plans and 'Contact us' in the first screen; the button scrolls to the form (${width} px)`, async () => {
      const page = await open('/enterprise/support', width)
      const height = page.viewportSize()!.height
      const plans = await page.locator('[data-plans] li').first().boundingBox()
      expect(plans!.y).toBeLessThan(height)
      const contact = page.getByRole('link', { name: 'Contact us' })
      const box = await contact.boundingBox()
      expect(box!.y + box!.height).toBeLessThanOrEqual(height)
      await contact.click()
      await expect.poll(() => new URL(page.url()).hash).toBe('#contact')
      await expect
        .poll(() =>
          page.locator('#contact').evaluate((form) => {
            const rect = form.getBoundingClientRect()
            return rect.top >= 0 && rect.top < innerHeight
          })
        )
        .toBe(true)
    })
})
