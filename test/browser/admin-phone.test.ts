import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useSite } from './harness'
import { ADMIN_SCREENS } from '../../src/shared/routing/admin-path'

/*
 * The admin area on a phone (issue 41, item 7): every tab of the bar can be seen (no tab cut at
 * the screen's edge), and the overview gives each figure its trend over the last 8 weeks and
 * lists the latest activity.
 */
const site = useSite()
let context: BrowserContext
let page: Page

beforeAll(async () => {
  // one context for the file (the session cookie): not one of useSite's per-test contexts
  context = await site.browser.newContext({ viewport: { width: 390, height: 844 } })
  page = await context.newPage()
  // the full-page sign-in against the worker's development provider
  await page.goto(`${site.url}/api/_auth/github`)
  await page.waitForSelector('[data-dev-oauth]')
  await Promise.all([
    page.waitForURL(/\/admin(\?|$)/),
    page.locator('[data-dev-oauth] button[type="submit"]').click(),
  ])
  // something to report: a contact request
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Mina Okafor',
        email: 'mina@tidewater.example',
        company: 'Tidewater Goods',
        companySize: '51-200',
        topic: 'migration',
        message: 'We would like help planning our move from Aster 3 to 4 this spring.',
      }),
    })
    return response.status
  })
  expect(status).toBeLessThan(300)
  await page.goto(`${site.url}/admin`)
})
afterAll(async () => {
  await context?.close()
})

describe('the admin area on a phone', () => {
  it('shows every tab of the bar in full, none cut at the edge', async () => {
    const tabs = page.locator('header nav a')
    expect(await tabs.count()).toBe(ADMIN_SCREENS.length)
    for (const tab of await tabs.all()) {
      const cut = await tab.evaluate((element) => {
        const box = element.getBoundingClientRect()
        let clip = { left: 0, right: innerWidth }
        for (let node = element.parentElement; node; node = node.parentElement) {
          if (getComputedStyle(node).overflowX === 'visible') continue
          const edge = node.getBoundingClientRect()
          clip = { left: Math.max(clip.left, edge.left), right: Math.min(clip.right, edge.right) }
        }
        return box.left < clip.left - 0.5 || box.right > clip.right + 0.5
      })
      expect(cut).toBe(false)
    }
  })

  it('gives each figure of the overview its trend over the last 8 weeks', async () => {
    const trends = page.locator('[data-admin-screen="overview"] [data-trend]')
    expect(await trends.count()).toBeGreaterThanOrEqual(5)
    for (const trend of await trends.all()) {
      expect(await trend.locator('[data-week]').count()).toBe(8)
      expect(await trend.getAttribute('aria-label')).toMatch(/8/)
    }
    // this week's contact request is in the open-requests trend
    const contacts = page.locator('[data-trend="contacts"] [data-week]').last()
    expect(Number(await contacts.getAttribute('data-count'))).toBeGreaterThanOrEqual(1)
  })

  it('lists the latest activity, newest first', async () => {
    const items = page.locator('[data-activity] li')
    expect(await items.count()).toBeGreaterThan(0)
    expect(await items.first().textContent()).toContain('Tidewater Goods')
    const times = await items
      .locator('time')
      .evaluateAll((list) => list.map((time) => Date.parse(time.getAttribute('datetime')!)))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })
})
