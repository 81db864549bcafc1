import type { Page } from 'playwright-core'
import { launchChromium } from '../chromium'

const DOCS = '/docs/4.x/getting-started/introduction'
const BUTTON = 'header [data-search-open]'

/**
 * Milliseconds from the pointerdown on the search button to the palette in the DOM, measured in
 * the page (performance.now at the pointerdown, a MutationObserver for the dialog).
 */
async function pointerdownToOpen(page: Page, url: string, hoverFirst: boolean): Promise<number> {
  await page.goto(url)
  await page.waitForLoadState('networkidle')
  const button = page.locator(BUTTON).first()
  const box = (await button.boundingBox())!
  if (hoverFirst) {
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForSelector('html[data-search-ready]', { state: 'attached', timeout: 15_000 })
  }
  await page.evaluate(() => {
    const w = window as unknown as { __down?: number; __open?: Promise<number> }
    document.addEventListener('pointerdown', () => (w.__down = performance.now()), {
      capture: true,
      once: true,
    })
    w.__open = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-search-palette]')) return
        observer.disconnect()
        resolve(performance.now())
      })
      observer.observe(document.body, { childList: true, subtree: true })
    })
  })
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.up()
  return page.evaluate(async () => {
    const w = window as unknown as { __down: number; __open: Promise<number> }
    return (await w.__open) - w.__down
  })
}

/**
 * The palette's first open on a docs page (goal: under 100 ms after the pointerdown): after the
 * pointer rested on the search button (its code preloads on hover), and cold (a press with no
 * hover first, as a tap: React and the palette load after the pointerdown).
 */
export async function benchPaletteOpen(siteUrl: string): Promise<string[]> {
  const browser = await launchChromium()
  try {
    const lines: string[] = []
    for (const hoverFirst of [true, false]) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
      const page = await context.newPage()
      const ms = await pointerdownToOpen(page, `${siteUrl}${DOCS}`, hoverFirst)
      lines.push(
        `palette first open, pointerdown to dialog ${hoverFirst ? 'after a hover (code preloaded)' : 'cold, no hover (code loads on the press)'}: ${ms.toFixed(0)} ms`
      )
      await context.close()
    }
    return lines
  } finally {
    await browser.close()
  }
}
