import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_DOCS_PAGE } from './content-pages'
import { startSite, type Site } from './harness'

/**
 * What a visitor who only reads downloads in scripts: the boot script (and the chunks it imports) on every
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

const ROUTE_KINDS = ['/', FIRST_DOCS_PAGE, '/modules', '/blog', '/enterprise', '/newsletter']

/**
 * The boot script and the shared chunks it imports statically (the bundler splits code the
 * islands share with it): what loads with every page. Anything else is lazy code (React, an island).
 */
async function bootClosure(bootPath: string): Promise<Set<string>> {
  const found = new Set<string>()
  const visit = async (path: string) => {
    if (found.has(path)) return
    found.add(path)
    const text = await (await fetch(`${site.url}${path}`)).text()
    for (const [, spec] of text.matchAll(/(?:from|import)\s*"(\.[^"]+\.js)"/g))
      await visit(new URL(spec!, `${site.url}${path}`).pathname)
  }
  await visit(bootPath)
  return found
}

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

it('counts the static imports of the boot script only, not lazy island code', async () => {
  const html = await (await fetch(`${site.url}/`)).text()
  const boot = /src="(\/_aster\/boot-[A-Z0-9]+\.js)"/.exec(html)![1]!
  const closure = await bootClosure(boot)
  expect([...closure].some((path) => /\/(SearchPalette|Toaster)-/.test(path))).toBe(false)
})

describe.each([
  ['a desktop', { viewport: { width: 1440, height: 900 } }],
  ['a phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
])('a reader on %s', (_, options) => {
  it.each(ROUTE_KINDS)('loads only the boot script on %s', async (path) => {
    const context = await site.browser.newContext(options)
    const page = await context.newPage()
    try {
      const scripts = await scriptsOfAReader(page, path)
      const boot = scripts.find((script) => /^\/_aster\/boot-[A-Z0-9]+\.js$/.test(script))
      expect(boot).toBeDefined()
      const closure = await bootClosure(boot!)
      expect(scripts.filter((script) => !closure.has(script))).toEqual([])
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
