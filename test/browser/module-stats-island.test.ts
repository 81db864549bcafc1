import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ModuleDetail } from '../../src/shared/modules/types'
import { startSite, type Site } from './harness'

/**
 * The module page's stats card is a server island: the page ships a placeholder and the boot
 * script fills it from `/__aster_island/module-stats.json?props=…` (no stats code in the bundle),
 * on a full load and after client navigation; a failed fragment leaves the placeholder.
 */
let site: Site
let context: BrowserContext
let page: Page
beforeAll(async () => {
  site = await startSite()
})
afterAll(async () => {
  await site?.stop()
})
afterEach(async () => {
  await context?.close()
})

async function openPage() {
  context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  const islandRequests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/__aster_island/')) islandRequests.push(url.pathname + url.search)
  })
  return islandRequests
}

const card = () => page.locator('[data-server-island="module-stats"]')

describe('module stats card', () => {
  it('fetches its server-rendered fragment from the islands endpoint', async () => {
    const requests = await openPage()
    const detail = (await (await fetch(`${site.url}/api/modules/image`)).json()) as ModuleDetail
    const html = await (await fetch(`${site.url}/modules/image`)).text()
    // the page itself holds the placeholder, not the figures
    expect(html).toContain('data-stats-placeholder')
    expect(html).not.toContain('data-stat="downloads"')
    await page.goto(`${site.url}/modules/image`)
    await page.waitForSelector('[data-server-island="module-stats"][data-loaded]')
    expect(requests).toEqual([
      `/__aster_island/module-stats.json?props=${encodeURIComponent('{"name":"image"}')}`,
    ])
    // the figures of D1, as the card of the directory shows them
    const title = (text: string) => card().locator(`[title="${text}"]`)
    expect(await title(`Monthly downloads: ${detail.stats.downloads}`).count()).toBe(1)
    expect(await title(`GitHub stars: ${detail.stats.stars}`).count()).toBe(1)
    expect(await card().locator('[data-stat="downloads"]').textContent()).toMatch(
      /^\d+(\.\d)?[KM]?$/
    )
    expect(await card().locator('[data-stats-placeholder]').count()).toBe(0)
  })

  it('fills the card after client navigation from the directory', async () => {
    const requests = await openPage()
    await page.goto(`${site.url}/modules`)
    // the directory island is not live yet (it wakes on interaction): its links are the router's
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true)
    )
    await page.locator('[data-module-card="image"] a').first().click()
    await page.waitForURL(`${site.url}/modules/image`)
    await page.waitForSelector('[data-server-island="module-stats"][data-loaded]')
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)
    ).toBe(true)
    expect(requests).toHaveLength(1)
    expect(await card().locator('[data-stat="downloads"]').count()).toBe(1)
  })

  it('keeps the placeholder when the fragment fails', async () => {
    await openPage()
    await page.route('**/__aster_island/**', (route) => route.fulfill({ status: 503, body: '' }))
    await page.goto(`${site.url}/modules/image`)
    await page.waitForSelector('[data-server-island="module-stats"][data-failed]')
    expect(await card().locator('[data-stats-placeholder]').count()).toBe(1)
    expect(await card().locator('[data-stat]').count()).toBe(0)
  })
})
