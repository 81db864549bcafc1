import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { escapeRegExp } from '../../src/shared/text'
import { DOCS_PAGES, SAMPLE_DOCS } from './content-pages'
import { startSite, type Site } from './harness'

/** A docs page of the build and its title (content-pages.ts). */
const DOCS = DOCS_PAGES[0]!

let site: Site
beforeAll(async () => {
  site = await startSite()
})
afterAll(async () => {
  await site?.stop()
})

describe('foundation in a real browser', () => {
  it('renders the docs page read from local D1', async () => {
    const page = await site.browser.newPage()
    const response = await page.goto(`${site.url}${DOCS.path}`)
    expect(response?.status()).toBe(200)
    expect(await page.title()).toMatch(new RegExp(`^${escapeRegExp(DOCS.title)} · `))
    expect(await page.locator('h1').first().textContent()).toBe(DOCS.title)
    await page.close()
  })

  // the sample's section titleTemplate ('%s · Get Started with Aster') and the version suffix
  it.runIf(SAMPLE_DOCS)("titles the sample's introduction by its section's template", async () => {
    const page = await site.browser.newPage()
    await page.goto(`${site.url}/docs/4.x/getting-started/introduction`)
    expect(await page.title()).toBe('Introduction · Get Started with Aster v4')
    await page.close()
  })

  it('hydrates the colour-mode island on click, toggles, persists, and applies the mode before first paint', async () => {
    const context = await site.browser.newContext({ colorScheme: 'light' })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(`${site.url}${DOCS.path}`)
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'))
    expect(await isDark()).toBe(false)
    await page.locator('[data-color-mode-button]').click()
    await page.waitForSelector('aster-island[data-island="ColorModeButton"][data-hydrated]')
    await expect.poll(isDark).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('aster-color-mode'))).toBe('dark')
    expect(await page.locator('meta[name="theme-color"]').first().getAttribute('content')).toBe(
      '#020420'
    )

    // reload: the inline head script applies dark before <body> exists (no flash)
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.body && !('firstBodyDark' in window)) {
          ;(window as unknown as { firstBodyDark: boolean }).firstBodyDark =
            document.documentElement.classList.contains('dark')
          observer.disconnect()
        }
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    expect(
      await page.evaluate(() => (window as unknown as { firstBodyDark: boolean }).firstBodyDark)
    ).toBe(true)

    // second click (hydrated already after a click) switches back to light
    await page.locator('[data-color-mode-button]').click()
    await expect.poll(isDark).toBe(false)
    expect(await page.evaluate(() => localStorage.getItem('aster-color-mode'))).toBe('light')
    expect(errors).toEqual([])
    await context.close()
  })

  it('shows the error page for an unknown route', async () => {
    const page = await site.browser.newPage()
    const response = await page.goto(`${site.url}/no/such/page`)
    expect(response?.status()).toBe(404)
    expect(await page.locator('h1').textContent()).toBe('Page not found')
    expect(await page.getByText('We are sorry but this page could not be found.').count()).toBe(1)
    expect(await page.getByText('Page not found: /no/such/page').count()).toBe(1)
    await page.getByText('Back to home').click()
    await page.waitForURL(`${site.url}/`)
    await page.close()
  })
})
