import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { docsPage, nextInSection } from './content-pages'
import { useSite } from './harness'

/*
 * The CSP holds on every route kind: a `securitypolicyviolation` listener installed before any
 * page script records every violation while the page loads, its islands hydrate, the palette
 * opens, a client navigation runs and the colour mode switches. Any violation fails the test.
 */

const site = useSite()
/** A docs page of the build with a next page in its section (content-pages.ts). */
const DOCS = docsPage({ next: true })
const NEXT = nextInSection(DOCS)!.path
let context: BrowserContext
let page: Page

/** One page of every route kind of the route table, plus the error page. */
const ROUTE_KINDS: [kind: string, path: string][] = [
  ['home (content)', '/'],
  ['docs page', DOCS.path],
  ['modules directory', '/modules?q=image'],
  ['module page', '/modules/image'],
  ['blog article', '/blog/aster-4'],
  ['error page', '/no/such/page'],
]

async function openWatched(path: string): Promise<() => Promise<string[]>> {
  context = await site.newContext({ viewport: { width: 1440, height: 900 } })
  await context.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = [])
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`
      )
    )
  })
  page = await context.newPage()
  const response = await page.goto(`${site.url}${path}`)
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-")
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
}

describe('Content-Security-Policy in a real browser', () => {
  it.each(ROUTE_KINDS)(
    '%s: no violation while loading, hydrating and interacting',
    async (_kind, path) => {
      const violations = await openWatched(path)
      await page.waitForLoadState('networkidle')
      // wake the islands: palette (Meta+K), colour mode, then close the palette
      await page.keyboard.press('Meta+K')
      await page.locator('[role="dialog"] input').first().waitFor({ state: 'visible' })
      await page.keyboard.type('rout')
      await page.keyboard.press('Escape')
      await page.locator('[data-color-mode-button]').click()
      await page.waitForLoadState('networkidle')
      expect(await violations()).toEqual([])
    }
  )

  it('no violation across a client navigation (payload swap and re-hydration)', async () => {
    const violations = await openWatched(DOCS.path)
    await page.locator(`[data-docs-nav] a[href="${NEXT}"]`).click()
    await page.waitForURL(`${site.url}${NEXT}`)
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  })

  it('blocks what the policy forbids (the listener works)', async () => {
    const violations = await openWatched(DOCS.path)
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.head.append(script)
    })
    await expect.poll(violations).toEqual([expect.stringContaining('script-src')])
    expect(
      await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)
    ).toBeUndefined()
  })
})
