import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { startSite, type Site } from './harness'
import { FIRST_DOCS_PAGE } from './content-pages'

/**
 * An icon that is not in the page's CSS (`<span data-icon="set:name">`) comes from the local icon
 * endpoint; when that does not answer within 1500 ms (spec 9) the client asks the public icon API
 * named by ICON_API_URL, here the local stand-in of test/browser/icon-api.ts.
 */
let site: Site
let context: BrowserContext
let page: Page
const iconApi = inject('iconApiUrl')
/** A docs page of the build (content-pages.ts). */
const PAGE = FIRST_DOCS_PAGE
/** What the stand-in draws, as it appears (URL-encoded) in the painted mask. */
const STAND_IN_MARK = encodeURIComponent('data-stand-in')

beforeAll(async () => {
  // the real icon API is public; its stand-in is on loopback, which Chromium's local network
  // access checks would refuse to a page (the CSP still has to allow it)
  site = await startSite(['--disable-features=LocalNetworkAccessChecks'])
})
afterAll(async () => {
  await site?.stop()
})
afterEach(async () => {
  await context?.close()
})

const standInRequests = async () => (await (await fetch(`${iconApi}/requests`)).json()) as string[]

/** Opens the page with two icons its CSS lacks; `localDelayMs` holds back the local endpoint. */
async function openWithMissingIcons(localDelayMs: number) {
  await fetch(`${iconApi}/requests`, { method: 'DELETE' })
  context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  await page.route(`${site.url}${PAGE}`, async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(
      /(<main[^>]*>)/,
      '$1<span data-icon="lucide:rocket" data-test-icon="a" class="inline-block size-6"></span>' +
        '<span data-icon="simple-icons:github" data-test-icon="b" class="inline-block size-6"></span>'
    )
    await route.fulfill({ response, body: html })
  })
  await page.route('**/api/_aster_icon?**', async (route) => {
    await new Promise((done) => setTimeout(done, localDelayMs))
    await route.continue().catch(() => undefined) // the page may be gone by then
  })
  await page.goto(`${site.url}${PAGE}`)
}

const mask = (id: string) =>
  page
    .locator(`[data-test-icon="${id}"][data-icon-loaded]`)
    .evaluate((element: HTMLElement) => element.style.getPropertyValue('mask'))

describe('icon fallback', () => {
  it('paints icons from the local endpoint when it answers in time', async () => {
    await openWithMissingIcons(0)
    await page.waitForSelector('[data-test-icon="a"][data-icon-loaded]')
    await page.waitForSelector('[data-test-icon="b"][data-icon-loaded]')
    expect(await mask('a')).toContain('data:image/svg+xml')
    expect(await mask('a')).not.toContain(STAND_IN_MARK)
    expect(await standInRequests()).toEqual([])
  })

  it('asks the configured public icon API when the local endpoint is slower than 1500 ms', async () => {
    // held back far past 1500 ms: only the fallback can paint the icons
    await openWithMissingIcons(15_000)
    await page.waitForSelector('[data-test-icon="a"][data-icon-loaded]')
    await page.waitForSelector('[data-test-icon="b"][data-icon-loaded]')
    expect(await mask('a')).toContain(STAND_IN_MARK)
    expect(await mask('b')).toContain(STAND_IN_MARK)
    expect((await standInRequests()).sort()).toEqual([
      '/lucide.json?icons=rocket',
      '/simple-icons.json?icons=github',
    ])
  })
})
