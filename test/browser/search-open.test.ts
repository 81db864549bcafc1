import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_DOCS_PAGE, SAMPLE_DOCS } from './content-pages'
import { startSite, type Site } from './harness'

/**
 * How visitors reach the palette besides the docs header on a desktop: before the island is
 * live, from the error page, with Ctrl+K, and on a phone. search.test.ts covers the palette itself.
 */
let site: Site
beforeAll(async () => {
  site = await startSite()
})
afterAll(async () => {
  await site?.stop()
})

/** A docs page of the build (content-pages.ts). */
const DOCS = FIRST_DOCS_PAGE
const palette = (page: Page) => page.locator('[role="dialog"][data-search-palette]')
const input = (page: Page) => palette(page).locator('input[data-search-input]')
const isPaletteChunk = (url: string) => /\/chunks\/SearchPalette-[A-Z0-9]+\.js$/.test(url)

/** Opens `path` and waits until the palette island is live (it hydrates on a search button's hover). */
async function visitLive(page: Page, path: string) {
  await page.goto(`${site.url}${path}`)
  await page.locator('[data-search-open]:visible').first().hover()
  await page.waitForSelector('html[data-search-ready]', { state: 'attached' })
}

async function newPage(
  options: Parameters<Site['browser']['newContext']>[0] = {}
): Promise<{ context: BrowserContext; page: Page; chunks: string[] }> {
  const context = await site.browser.newContext({
    viewport: { width: 1280, height: 900 },
    ...options,
  })
  const page = await context.newPage()
  const chunks: string[] = []
  page.on('request', (request) => isPaletteChunk(request.url()) && chunks.push(request.url()))
  return { context, page, chunks }
}

describe('the first open, before the palette island hydrated', () => {
  let context: BrowserContext
  let page: Page
  let chunks: string[]
  beforeAll(async () => {
    ;({ context, page, chunks } = await newPage())
    // idle never comes: only the first open can load the palette
    await context.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
  })
  afterAll(async () => {
    await context.close()
  })

  async function visitBeforeIdle() {
    chunks.length = 0
    await page.goto(`${site.url}${DOCS}`)
    await page.waitForSelector('aster-island[data-island="SearchPalette"][data-scheduled]', {
      state: 'attached',
    })
    await page.waitForLoadState('networkidle')
  }

  it('does not load the palette code with the page', async () => {
    await visitBeforeIdle()
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-search-ready'))
    ).toBe(false)
    expect(chunks).toEqual([])
  })

  it('loads it on the first Ctrl+K (Linux) and opens the palette with that same keystroke', async () => {
    await page.keyboard.press('Control+K')
    await palette(page).waitFor()
    expect(chunks).toHaveLength(1)
    expect(await input(page).evaluate((element) => element === document.activeElement)).toBe(true)
    // once live, the shortcut hint matches the platform
    expect(await page.locator('header [data-search-kbd]').textContent()).toBe('Ctrl K')
    await page.keyboard.press('Control+K')
    await expect.poll(() => palette(page).count()).toBe(0)
  })

  it('loads it on the first click of the header button and opens the palette', async () => {
    await visitBeforeIdle()
    expect(chunks).toEqual([])
    await page.locator('header [data-search-open]').click()
    await palette(page).waitFor()
    expect(chunks).toHaveLength(1)
    await input(page).fill('routing')
    await palette(page).locator('[data-search-group="docs"] [data-search-item]').first().waitFor()
    await page.keyboard.press('Escape')
  })

  it('loads it when the pointer rests on the search button, so the click opens it at once', async () => {
    await visitBeforeIdle()
    expect(chunks).toEqual([])
    await page.locator('header [data-search-open]').hover()
    await page.waitForSelector('html[data-search-ready]', { state: 'attached' })
    expect(chunks).toHaveLength(1)
    // a hover loads it but does not open it
    expect(await palette(page).count()).toBe(0)
    await page.locator('header [data-search-open]').click()
    await palette(page).waitFor()
    await page.keyboard.press('Escape')
  })
})

describe('the error page holds the search palette', () => {
  let context: BrowserContext
  let page: Page
  beforeAll(async () => {
    ;({ context, page } = await newPage())
  })
  afterAll(async () => {
    await context.close()
  })

  // the sample's routing page and Chinese community page (SAMPLE_DOCS)
  it.runIf(SAMPLE_DOCS)(
    'opens from the 404 page, finds sections as you type and navigates to one',
    async () => {
      const response = await page.goto(`${site.url}/no/such/page`)
      expect(response?.status()).toBe(404)
      expect(await page.locator('h1').first().textContent()).toBe('Page not found')
      await page.locator('[data-error-search]').click()
      await palette(page).waitFor()
      expect(await input(page).getAttribute('placeholder')).toBe('Search...')
      await input(page).fill('route middleware')
      const target = palette(page).locator(
        '[data-search-item="section:/docs/4.x/getting-started/routing#route-middleware"]'
      )
      await target.waitFor()
      const items = await palette(page)
        .locator('[data-search-group="docs"] [data-search-item]')
        .count()
      expect(items).toBeGreaterThan(0)
      expect(items).toBeLessThanOrEqual(42)
      await page.keyboard.press('Enter')
      await page.waitForURL(`${site.url}/docs/4.x/getting-started/routing#route-middleware`)
      await expect.poll(() => palette(page).count()).toBe(0)
      expect(await page.locator('h1').first().textContent()).toBe('Routing')
    }
  )

  it.runIf(SAMPLE_DOCS)('opens with the shortcut on the error page too', async () => {
    await visitLive(page, '/docs/4.x/no-such-page')
    await page.keyboard.press('Meta+K')
    await input(page).fill('中文社区')
    await palette(page)
      .locator('[data-search-item="section:/docs/4.x/community/chinese-community"]')
      .waitFor()
    await page.keyboard.press('Escape')
  })
})

describe('modules group', () => {
  it('matches name, npm or repo case-insensitively, special characters taken literally', async () => {
    const { context, page } = await newPage()
    await visitLive(page, DOCS)
    await page.keyboard.press('Meta+K')
    for (const term of ['@BEACONLY/ASTER', 'beaconly-aster']) {
      await input(page).fill(term)
      await palette(page)
        .locator('[data-search-group="modules"] [data-search-item="module:beaconly"]')
        .waitFor()
    }
    // as a regular expression `a.*` would match every module; taken literally it matches none
    await input(page).fill('a.*')
    await palette(page)
      .locator('[data-search-item="ai"]')
      .filter({ hasText: 'Ask AI about "a.*"' })
      .waitFor()
    expect(await palette(page).locator('[data-search-group="modules"]').count()).toBe(0)
    await context.close()
  })
})

describe('on a phone', () => {
  it('opens from the header icon, fills the screen, and a tap on a result navigates', async () => {
    const { context, page } = await newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    // no hover on a phone: the first tap loads the palette and opens it
    await page.goto(`${site.url}${DOCS}`)
    const button = page.locator('header [data-search-open]')
    expect(await button.isVisible()).toBe(true)
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('Meta+K')
    await button.tap()
    await palette(page).waitFor()
    const box = (await palette(page).boundingBox())!
    expect(box.width).toBe(390)
    expect(box.height).toBe(844)
    await input(page).fill('installation')
    const first = palette(page).locator('[data-search-group="docs"] a[data-search-item]').first()
    await first.waitFor()
    // each snippet shows at most two lines, cut with an ellipsis, even on a narrow screen
    const snippets = await palette(page)
      .locator('[data-search-item] span.line-clamp-2')
      .evaluateAll((spans) =>
        spans.map((span) => ({
          lines:
            span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight),
          overflowing: span.scrollHeight > span.clientHeight,
        }))
      )
    expect(snippets.length).toBeGreaterThan(3)
    expect(snippets.every(({ lines }) => lines <= 2.05)).toBe(true)
    expect(snippets.some(({ overflowing }) => overflowing)).toBe(true)
    const href = (await first.getAttribute('href'))!
    expect(href).toMatch(/^\/docs\/4\.x\//)
    await first.tap()
    await page.waitForURL(`${site.url}${href}`)
    await expect.poll(() => palette(page).count()).toBe(0)
    await context.close()
  })
})
