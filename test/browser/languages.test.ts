import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { escapeRegExp } from '../../src/shared/text'
import {
  BUILT_VERSIONS,
  DOCS_PAGES,
  findDocsPage,
  flatToc,
  nextInSection,
  translationOf,
} from './content-pages'
import { useSite, type UsedSite } from './harness'

/*
 * Issue 37 in a browser: the Chinese site at /zh keeps the reader in Chinese while they click
 * around (client navigation, payloads), the language switch is a full page load into the other
 * language, and a reader whose browser prefers Chinese is offered the Chinese page in one line,
 * never redirected; crawlers and readers who chose English are not.
 */
const site = useSite()
let context: BrowserContext | undefined
let page: Page
/** A translated docs page of the build whose next page in its section is translated too. */
const TRANSLATED = findDocsPage({ translated: 'zh-CN', next: true })
const INTRO = TRANSLATED?.path ?? ''
const NEXT = TRANSLATED ? nextInSection(TRANSLATED)!.path : ''
/** The next page's longest Chinese heading: a query that finds its section. */
const NEXT_HEADING = TRANSLATED
  ? flatToc(translationOf(nextInSection(TRANSLATED)!, 'zh-CN')!.toc)
      .map((entry) => entry.text)
      .sort((a, b) => b.length - a.length)[0]
  : undefined
/** The untranslated page with the longest title (the most particular query), if any. */
const UNTRANSLATED = DOCS_PAGES.filter((entry) => !translationOf(entry, 'zh-CN')).sort(
  (a, b) => b.title.length - a.title.length
)[0]
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

async function open(path: string, options: Parameters<UsedSite['newContext']>[0] = {}) {
  context = await site.newContext({ viewport: { width: 1440, height: 900 }, ...options })
  page = await context.newPage()
  await page.goto(`${site.url}${path}`)
  return page
}

afterEach(async () => {
  await context?.close()
  context = undefined
})

const banner = () => page.locator('[data-language-banner]')

describe.runIf(TRANSLATED)('the Chinese site', () => {
  it('navigates between Chinese pages by payload, and switches language with a full load', async () => {
    await open(`/zh${INTRO}`)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN')
    const payloads: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('_payload.json')) payloads.push(new URL(request.url()).pathname)
    })
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 37))
    await page.locator(`[data-docs-nav] a[href="/zh${NEXT}"]`).click()
    await page.waitForURL(`${site.url}/zh${NEXT}`)
    expect(payloads).toContain(`/zh${NEXT}/_payload.json`)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(37)
    // every link of the swapped region and header stays in Chinese
    const english = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('header a[href^="/"], main a[href^="/"]')]
        .map((link) => link.getAttribute('href')!)
        .filter((href) => !/^\/zh(?:[/?#]|$)/.test(href) && !/\.[a-z]+$/.test(href))
    )
    expect(english).toEqual([])
    // the footer's switch: the English page, loaded for real (another language's chrome)
    await page.locator('[data-locale-switch]').click()
    await page.waitForURL(`${site.url}${NEXT}`)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(
      undefined
    )
  })

  // the version switch lists the versions the build has docs for
  it.runIf(BUILT_VERSIONS.length > 1)(
    'changes the docs version within the Chinese site',
    async () => {
      await open(`/zh${INTRO}`)
      const select = page.locator('[data-header-docs-version] [data-version-select]')
      await select.selectOption({ index: 1 })
      await page.waitForURL((url) => url.pathname.startsWith(`/zh${BUILT_VERSIONS[1]!.path}/`))
    }
  )
})

describe.runIf(TRANSLATED && UNTRANSLATED)('search on the Chinese site', () => {
  it('finds Chinese sections, links them under /zh and marks an untranslated page’s results 英文', async () => {
    await open(`/zh${INTRO}`)
    await page.keyboard.press('Meta+K')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await page.keyboard.type(NEXT_HEADING!)
    const first = dialog.locator(`a[href*="${NEXT}"]`).first()
    await first.waitFor()
    expect(await first.getAttribute('href')).toMatch(new RegExp(`^/zh${escapeRegExp(NEXT)}`))
    expect(await first.textContent()).toContain(NEXT_HEADING)
    await page.keyboard.press('Control+A')
    await page.keyboard.type(UNTRANSLATED!.title)
    const english = dialog.locator(`a[href="/zh${UNTRANSLATED!.path}"]`)
    await english.waitFor()
    expect(await english.textContent()).toContain('英文')
  })
})

describe.runIf(TRANSLATED)('the Chinese-version line', () => {
  it('offers a browser that prefers Chinese the Chinese page, without moving anything', async () => {
    await open(INTRO, { locale: 'zh-CN' })
    await expect.poll(() => banner().count()).toBe(1)
    expect(await banner().textContent()).toContain('本页有中文版本')
    const link = banner().locator('a')
    expect(await link.textContent()).toBe('切换到中文')
    expect(await link.getAttribute('href')).toBe(`/zh${INTRO}`)
    expect(await banner().evaluate((node) => getComputedStyle(node).position)).toBe('fixed')
    expect(page.url()).toBe(`${site.url}${INTRO}`)
    // it follows client navigation
    await page.locator(`[data-docs-nav] a[href="${NEXT}"]`).click()
    await page.waitForURL(`${site.url}${NEXT}`)
    await expect.poll(() => link.getAttribute('href')).toBe(`/zh${NEXT}`)
    await link.click()
    await page.waitForURL(`${site.url}/zh${NEXT}`)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN')
    expect(await banner().count()).toBe(0)
  })

  it('stays away once dismissed, for an English browser, for crawlers and after choosing English', async () => {
    await open(INTRO, { locale: 'zh-CN' })
    await banner().locator('button').click()
    expect(await banner().count()).toBe(0)
    await page.reload()
    await page.waitForLoadState('load')
    expect(await banner().count()).toBe(0)
    await context!.close()

    await open(INTRO, { locale: 'en-US' })
    await page.waitForLoadState('load')
    expect(await banner().count()).toBe(0)
    await context!.close()

    await open(INTRO, { locale: 'zh-CN', userAgent: GOOGLEBOT })
    await page.waitForLoadState('load')
    expect(await banner().count()).toBe(0)
    await context!.close()

    // the switch to English remembers the choice (cookie): no offer to switch back
    await open(`/zh${INTRO}`, { locale: 'zh-CN' })
    await page.locator('[data-locale-switch]').click()
    await page.waitForURL(`${site.url}${INTRO}`)
    await page.waitForLoadState('load')
    expect(await banner().count()).toBe(0)
  })
})
