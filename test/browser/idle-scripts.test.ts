import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type Site } from './harness'

/**
 * What a visitor who only reads downloads in scripts: the boot script and nothing else on every
 * route kind, idle time included (islands hydrate on interaction or when they come into view,
 * never on idle, so React stays out of a page nobody touches). The icons still render: their
 * images come from the non-blocking icon sheet.
 */
let site: Site
beforeAll(async () => {
  site = await startSite()
})
afterAll(async () => {
  await site?.stop()
})

const ROUTE_KINDS = [
  '/',
  '/docs/4.x/getting-started/introduction',
  '/modules',
  '/blog',
  '/enterprise',
  '/newsletter',
]

/** Loads `path` and lets the page go idle (idle callbacks run within 2 s at the latest). */
async function scriptsOfAReader(page: Page, path: string): Promise<string[]> {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(`${site.url}${path}`)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(2500)
  await page.waitForLoadState('networkidle')
  return scripts
}

describe.each([
  ['a desktop', { viewport: { width: 1440, height: 900 } }],
  ['a phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
])('a reader on %s', (_, options) => {
  it.each(ROUTE_KINDS)('loads only the boot script on %s', async (path) => {
    const context = await site.browser.newContext(options)
    const page = await context.newPage()
    try {
      const scripts = await scriptsOfAReader(page, path)
      expect(scripts).toHaveLength(1)
      expect(scripts[0]).toMatch(/^\/_aster\/boot-[A-Z0-9]+\.js$/)
      expect(await page.locator('aster-island[data-hydrated]').count()).toBe(0)
      // the header's search icon is painted: its mask image arrived with the icon sheet
      const mask = await page
        .locator('header [data-search-open] [class*="i-lucide-"]')
        .first()
        .evaluate(
          (icon) => getComputedStyle(icon).maskImage || getComputedStyle(icon).webkitMaskImage
        )
      expect(mask).toMatch(/^url\("data:image\/svg\+xml/)
    } finally {
      await context.close()
    }
  })
})
