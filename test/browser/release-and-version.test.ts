import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { FIRST_DOCS_PAGE } from './content-pages'
import { useSite } from './harness'

/*
 * One release everywhere (issue 41, items 1 and 8): the header's release badge, the home hero's
 * pill, the docs version select and the newest 'Release' post name the same major.minor, in
 * both languages; a docs page shows the version select once (beside the badge) at every width.
 */
const site = useSite()
/** A docs page of the build (content-pages.ts). */
const DOCS = FIRST_DOCS_PAGE

async function open(path: string, width = 1440, locale = 'en') {
  const context = await site.newContext({ viewport: { width, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${site.url}${path}${path.includes('?') ? '&' : '?'}lang=${locale}`)
  return page
}

/** The badge's major.minor ('v4.2' → '4.2') and where it leads. */
async function badgeOf(page: Page) {
  const badge = page.locator('header [data-release-badge]')
  const text = (await badge.textContent())!.trim()
  expect(text).toMatch(/^v\d+\.\d+$/)
  return { minor: text.slice(1), href: await badge.getAttribute('href') }
}

const mentions = (text: string, minor: string) =>
  new RegExp(`(^|[^\\d.])${minor.replace('.', '\\.')}([^\\d]|$)`).test(text)

describe('one source of release data', () => {
  for (const locale of ['en', 'zh-CN']) {
    it(`the header badge and the home pill name the same release and lead to its post (${locale})`, async () => {
      const page = await open('/', 1440, locale)
      const { minor, href } = await badgeOf(page)
      // the Chinese home links the Chinese post (/zh/blog/...)
      const pill = page.locator('section:has(#home-hero) a[href*="/blog/"]').first()
      expect(mentions((await pill.textContent())!, minor)).toBe(true)
      expect(href).toBe(await pill.getAttribute('href'))
    })
  }

  it('the docs version select and the newest release post name the badge release', async () => {
    const page = await open(DOCS)
    const { minor } = await badgeOf(page)
    const current = await page
      .locator('header [data-version-select]')
      .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.textContent!)
    expect(current).toContain(`(${minor}.`)
    await page.goto(`${site.url}/blog?category=Release`)
    const newest = (await page.locator('main h2 a[href^="/blog/"]').first().textContent())!
    expect(mentions(newest, minor)).toBe(true)
  })
})

/** The version selects a visitor can see (outside the mobile menu) and the version badges. */
const visible = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll(
      (elements) =>
        elements.filter(
          (element) => element.getClientRects().length > 0 && !element.closest('[data-mobile-menu]')
        ).length
    )

describe('a docs page shows the version once', () => {
  for (const width of [1440, 1280, 1100]) {
    it(`one version select beside the version badge at ${width} px`, async () => {
      const page = await open(DOCS, width)
      expect(await visible(page, '[data-version-select]')).toBe(1)
      expect(await visible(page, '[data-version-badge]')).toBe(1)
    })
  }

  it('on a phone the select is in the mobile menu, once', async () => {
    const page = await open(DOCS, 390)
    expect(await visible(page, '[data-version-select]')).toBe(0)
    await page.locator('[data-mobile-menu-button]').click()
    await page.locator('[data-mobile-menu] [data-version-select]').first().waitFor()
    expect(
      await page
        .locator('[data-mobile-menu] [data-version-select]')
        .evaluateAll((list) => list.filter((element) => element.getClientRects().length).length)
    ).toBe(1)
  })
})
