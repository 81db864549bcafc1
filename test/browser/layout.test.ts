import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type Site, ROUTE_KIND_PATHS } from './harness'

/*
 * The layout holds on every route kind × width × colour mode: nothing overflows sideways, the
 * sticky header stays at the top after a scroll and nothing covers it, and below 1024 px the
 * mobile menu covers the whole viewport and closes on a client navigation. One context and one
 * page per colour mode; widths change with setViewportSize, never with a new context.
 */

const ROUTE_KINDS = ROUTE_KIND_PATHS
/** Widest first: the mobile-menu check navigates away, so the narrow widths come last. */
const WIDTHS = [1440, 1024, 820, 390]
const MODES = ['light', 'dark'] as const
const HEIGHT = 800

let site: Site
const pages = new Map<string, Page>()
const contexts: BrowserContext[] = []

beforeAll(async () => {
  site = await startSite()
  for (const mode of MODES) {
    const context = await site.browser.newContext({
      viewport: { width: WIDTHS[0]!, height: HEIGHT },
      colorScheme: mode,
    })
    await context.addInitScript((value) => localStorage.setItem('aster-color-mode', value), mode)
    contexts.push(context)
    const page = await context.newPage()
    page.setDefaultTimeout(10_000)
    pages.set(mode, page)
  }
})
afterAll(async () => {
  for (const context of contexts) await context.close()
  await site?.stop()
})

/** Horizontal overflow of the document in px (0 when none). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

/** The header's top after a scroll of 1500 px, and the points of its row covered by another element. */
function headerAfterScroll(page: Page) {
  return page.evaluate(async () => {
    window.scrollTo(0, 1500)
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const header = document.querySelector<HTMLElement>('[data-header]')!
    const box = header.getBoundingClientRect()
    const y = box.top + box.height / 2
    const covered = [8, window.innerWidth / 2, window.innerWidth - 8]
      .map((x) => [x, document.elementFromPoint(x, y)] as const)
      .filter(([, element]) => !element || !header.contains(element))
      .map(
        ([x, element]) => `${Math.round(x)},${Math.round(y)}: ${element?.outerHTML.slice(0, 80)}`
      )
    window.scrollTo(0, 0)
    return { top: box.top, visible: box.height > 0, covered }
  })
}

/** Opens the mobile menu and returns how far its box is from the viewport's, edge by edge. */
async function openMobileMenu(page: Page): Promise<number[]> {
  await page.locator('[data-mobile-menu-button]').click()
  const menu = page.locator('[data-mobile-menu]')
  await menu.waitFor({ state: 'visible' })
  return menu.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return [box.left, box.top, window.innerWidth - box.right, window.innerHeight - box.bottom]
  })
}

/** Clicks an internal link of the open menu to another page; checks that it was a client navigation that closed the menu. */
async function navigateFromMenu(page: Page, path: string) {
  await page.evaluate(() => ((window as unknown as { __stayed: boolean }).__stayed = true))
  const link = page
    .locator(`[data-mobile-menu] a[href^="/"]:not([target]):not([href="${path}"])`)
    .first()
  await link.click()
  // the link may be redirected (e.g. /docs to its first page): any other path will do
  await page.waitForURL((url) => url.pathname !== path, { timeout: 10_000 })
  await page.locator('[data-mobile-menu]').waitFor({ state: 'detached' })
  expect(await page.evaluate(() => (window as unknown as { __stayed?: boolean }).__stayed)).toBe(
    true
  )
}

describe('layout matrix (route kind × width × colour mode)', () => {
  for (const mode of MODES) {
    it.each(ROUTE_KINDS)(`${mode} mode: %s at ${WIDTHS.join(', ')} px`, async (path) => {
      const page = pages.get(mode)!
      await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT })
      await page.goto(`${site.url}${path}`, { waitUntil: 'load' })
      for (const width of WIDTHS) {
        const at = `${path} at ${width} px (${mode})`
        if (!page.url().endsWith(path)) await page.goto(`${site.url}${path}`, { waitUntil: 'load' })
        await page.setViewportSize({ width, height: HEIGHT })
        expect(await overflow(page), `overflow of ${at}`).toBeLessThanOrEqual(0)
        const header = await headerAfterScroll(page)
        expect(header.visible, `header of ${at}`).toBe(true)
        expect(Math.abs(header.top), `header top of ${at}`).toBeLessThanOrEqual(1)
        expect(header.covered, `header of ${at} covered`).toEqual([])
        if (width >= 1024) {
          expect(await page.locator('[data-mobile-menu-button]').isVisible()).toBe(false)
          continue
        }
        const gaps = await openMobileMenu(page)
        expect(
          gaps.map((gap) => Math.abs(gap) <= 1),
          `menu of ${at}: ${gaps}`
        ).toEqual([true, true, true, true])
        await navigateFromMenu(page, path)
      }
    })
  }
})
