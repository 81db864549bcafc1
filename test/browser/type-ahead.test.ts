import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { FIRST_DOCS_PAGE } from './content-pages'
import { useSite } from './harness'

/*
 * Keys typed while the palette or a filter island loads all land (issue 41, item 2): the shortcut
 * and the text follow each other within a few milliseconds, as a quick visitor types them, before
 * the palette's code has loaded (cold) and once it is live (warm), eight runs each.
 */
const site = useSite()
/** A docs page of the build (content-pages.ts). */
const DOCS = FIRST_DOCS_PAGE
const RUNS = 8

async function newPage(noIdle = true): Promise<Page> {
  const context = await site.newContext({ viewport: { width: 1280, height: 900 } })
  // idle never comes: nothing loads the palette before the shortcut does
  if (noIdle) await context.addInitScript(() => (window.requestIdleCallback = () => 0))
  return context.newPage()
}

/** Presses the shortcut and types `text` right after; the span between the two, in page time. */
async function shortcutThenType(page: Page, text: string): Promise<number> {
  await page.evaluate(() => {
    const times: number[] = ((window as unknown as { __keys: number[] }).__keys = [])
    addEventListener('keydown', (event) => times.push(event.timeStamp), true)
  })
  await page.keyboard.press('Control+K')
  await page.keyboard.type(text)
  const times = await page.evaluate(() => (window as unknown as { __keys: number[] }).__keys)
  return times.at(-1)! - times[0]!
}

const field = (page: Page) => page.locator('[data-search-palette] input[data-search-input]')

describe('the palette keeps every key typed right after the shortcut', () => {
  it(`while its code loads (${RUNS} runs)`, async () => {
    const page = await newPage()
    const spans: number[] = []
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${site.url}${DOCS}`)
      await page.waitForSelector('aster-island[data-island="SearchPalette"][data-scheduled]', {
        state: 'attached',
      })
      spans.push(await shortcutThenType(page, 'rout'))
      await field(page).waitFor()
      await expect.poll(() => field(page).inputValue()).toBe('rout')
      expect(await field(page).evaluate((input) => input === document.activeElement)).toBe(true)
    }
    // typed as a quick visitor types: the last key within 50 ms of the shortcut
    expect(Math.min(...spans)).toBeLessThan(50)
  })

  it(`once it is live (${RUNS} runs), and focus returns to the page on Escape`, async () => {
    const page = await newPage(false)
    await page.goto(`${site.url}${DOCS}`)
    await page.locator('header [data-search-open]').hover()
    await page.waitForSelector('html[data-search-ready]', { state: 'attached' })
    for (let run = 0; run < RUNS; run++) {
      await shortcutThenType(page, 'rout')
      await expect.poll(() => field(page).inputValue()).toBe('rout')
      await page.keyboard.press('Escape')
      await expect.poll(() => field(page).count()).toBe(0)
      expect(await page.locator('[data-search-typeahead]').count()).toBe(0)
    }
  })
})

describe('a filter island keeps the keys typed while it loads', () => {
  it("'/' on /modules focuses the search box before the directory is live, and the text lands", async () => {
    const page = await newPage()
    await page.goto(`${site.url}/modules`)
    const search = page.locator('[data-modules-search]')
    const count = () => page.locator('[data-modules-count]').getAttribute('data-modules-count')
    const all = Number(await count())
    expect(await page.locator('[data-modules-directory][data-ready]').count()).toBe(0)
    await page.keyboard.press('/')
    await page.keyboard.type('image')
    expect(await search.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.waitForSelector('[data-modules-directory][data-ready]', { state: 'attached' })
    await expect.poll(() => search.inputValue()).toBe('image')
    await expect.poll(() => new URL(page.url()).search).toBe('?q=image')
    await expect.poll(async () => Number(await count())).toBeLessThan(all)
    expect(await page.locator('[data-module-card="image"]').count()).toBe(1)
  })
})
