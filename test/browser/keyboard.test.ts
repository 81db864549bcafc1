import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_DOCS_PAGE } from './content-pages'
import { startSite, type Site } from './harness'

/*
 * Keyboard and motion: the skip link comes first and shows on focus, keyboard focus draws a
 * ring, `prefers-reduced-motion: reduce` stops transitions and animations, and the mobile menu
 * and the search palette give focus back to their trigger when Escape closes them.
 */

/** A docs page of the build (content-pages.ts). */
const DOCS_PAGE = FIRST_DOCS_PAGE

let site: Site
let context: BrowserContext
let page: Page
beforeAll(async () => {
  site = await startSite()
  context = await site.browser.newContext({
    viewport: { width: 390, height: 800 },
    reducedMotion: 'reduce',
  })
  page = await context.newPage()
})
afterAll(async () => {
  await context?.close()
  await site?.stop()
})

/** The focused element's data attributes and outline, as seen by the page. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    const style = element ? getComputedStyle(element) : null
    return {
      href: element?.getAttribute('href') ?? null,
      attributes: element ? [...element.attributes].map((attribute) => attribute.name) : [],
      outline: style ? `${style.outlineStyle} ${style.outlineWidth}` : '',
      width: element?.getBoundingClientRect().width ?? 0,
    }
  })
}

describe('keyboard and motion', () => {
  it('the first Tab reaches a visible skip link to the main region, with a focus ring', async () => {
    await page.goto(`${site.url}${DOCS_PAGE}`)
    await page.keyboard.press('Tab')
    const skip = await focused(page)
    expect(skip.href).toBe('#main')
    expect(skip.width).toBeGreaterThan(1)
    expect(skip.outline).toMatch(/^solid [1-9]/)
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
  })

  it('buttons show a focus ring under keyboard focus', async () => {
    await page.goto(`${site.url}${DOCS_PAGE}`)
    await page.locator('[data-search-open]').focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    expect((await focused(page)).outline).toMatch(/^solid [1-9]/)
  })

  it('prefers-reduced-motion: reduce leaves no transition or animation running', async () => {
    await page.goto(`${site.url}/`)
    const moving = await page.evaluate(
      () =>
        [...document.querySelectorAll('*')]
          .map((element) => getComputedStyle(element))
          .filter(
            (style) =>
              style.transitionDuration.split(',').some((value) => parseFloat(value) > 0.001) ||
              (style.animationName !== 'none' &&
                style.animationDuration.split(',').some((value) => parseFloat(value) > 0.001))
          ).length
    )
    expect(moving).toBe(0)
  })

  it('Escape closes the mobile menu and focus returns to its button', async () => {
    await page.goto(`${site.url}${DOCS_PAGE}`)
    await page.locator('[data-mobile-menu-button]').click()
    await page.locator('[data-mobile-menu]').waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await page.locator('[data-mobile-menu]').waitFor({ state: 'detached' })
    await expect
      .poll(async () => (await focused(page)).attributes)
      .toContain('data-mobile-menu-button')
  })

  it('Escape closes the search palette and focus returns to the search button', async () => {
    await page.goto(`${site.url}${DOCS_PAGE}`)
    await page.locator('[data-search-open]').click()
    const input = page.locator('[role="dialog"] input').first()
    await input.waitFor({ state: 'visible' })
    await page.keyboard.press('Escape')
    await input.waitFor({ state: 'detached' })
    await expect.poll(async () => (await focused(page)).attributes).toContain('data-search-open')
  })
})
