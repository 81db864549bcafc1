import type { Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { docsPage, nextInSection } from './content-pages'
import { startSite, type Site } from './harness'

/** A docs page and the next in reading order: the pager's next link leads from one to the other. */
const FIRST = docsPage({ next: true }).path
const SECOND = nextInSection(docsPage({ next: true }))!.path

/**
 * The privacy-friendly pageview event, sent to the local collector of global-setup.ts. The site is
 * browsed as http://aster.test:<port> (mapped to 127.0.0.1), because localhost never sends.
 */
const collector = inject('analyticsCollectorUrl')
const events = async () =>
  (await (await fetch(`${collector}/events`)).json()) as {
    name: string
    url: string
    domain: string
  }[]

let site: Site
let page: Page
let publicUrl: string
beforeAll(async () => {
  site = await startSite(['--host-resolver-rules=MAP aster.test 127.0.0.1'])
  publicUrl = site.url.replace('127.0.0.1', 'aster.test')
  page = await (await site.browser.newContext()).newPage()
})
afterAll(async () => {
  await site?.stop()
})
beforeEach(async () => {
  await fetch(`${collector}/events`, { method: 'DELETE' })
})

describe('analytics', () => {
  it('sends a pageview on load and on every client navigation', async () => {
    await page.goto(`${publicUrl}${FIRST}`)
    await expect.poll(events).toHaveLength(1)
    expect((await events())[0]).toMatchObject({
      name: 'pageview',
      domain: 'aster.test',
      url: `${publicUrl}${FIRST}`,
    })
    await page.locator('[data-pager] a').last().click()
    await page.waitForURL((url) => url.pathname === SECOND)
    await expect
      .poll(async () => (await events()).map((event) => new URL(event.url).pathname))
      .toEqual([FIRST, SECOND])
  })

  it('sends nothing when the ignore flag is set in localStorage', async () => {
    await page.goto(`${publicUrl}/`)
    await expect.poll(events).toHaveLength(1)
    await page.evaluate(() => localStorage.setItem('aster-analytics-ignore', 'true'))
    await page.reload()
    await page.waitForLoadState('load')
    await page.waitForTimeout(500)
    expect(await events()).toHaveLength(1)
  })

  it('sends nothing on localhost', async () => {
    const local = await (await site.browser.newContext()).newPage()
    await local.goto(`${site.url}/`)
    await local.waitForLoadState('load')
    await local.waitForTimeout(500)
    expect(await events()).toEqual([])
  })
})
