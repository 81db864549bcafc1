import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { IDLE_GROUP_LABELS_EN } from '../../src/components/search/__fixtures__/idle-groups'
import { animationsOf, recordAnimations } from './animations'
import {
  BUILT_VERSIONS,
  distinctHeadings,
  docsPagesOf,
  DOCS_PAGES,
  FIRST_DOCS_PAGE,
  SAMPLE_DOCS,
  sectionsOf,
} from './content-pages'
import { startSite, type Site } from './harness'

/** A docs page of the build (content-pages.ts): the palette opens on it. */
const DOCS = FIRST_DOCS_PAGE
/**
 * `##` headings of other pages that no other heading or title repeats, one per page (the sample's
 * installation, configuration, routing...): typed as they read, each finds its section.
 */
const [FOUND, ASKED, FOLLOW_UP] = distinctHeadings().filter(
  (heading, i, all) =>
    heading.page.path !== DOCS && all.findIndex((other) => other.page === heading.page) === i
)
const FOUND_ITEM = `section:${FOUND!.page.path}#${FOUND!.id}`
/** The header's first Docs link, of the latest version. */
const FIRST_SECTION = sectionsOf()[0]!.path
/** Does the docs content mention Cloudflare, a hosting provider (the mixed-results cases)? */
const DOCS_NAME_CLOUDFLARE = DOCS_PAGES.some((entry) => /cloudflare/i.test(entry.body))
/** A title both versions have: a query with results in each. */
const COMMON_TITLE = DOCS_PAGES.find((entry) =>
  BUILT_VERSIONS[1]
    ? docsPagesOf(BUILT_VERSIONS[1]).some((old) => old.title === entry.title)
    : false
)?.title
/** A single word of eight letters or more from a title (a query typed key by key). */
const LONG_WORD = (
  DOCS_PAGES.flatMap((entry) => entry.title.split(/\s+/)).find((word) =>
    /^[A-Za-z]{8,}$/.test(word)
  ) ?? DOCS_PAGES[0]!.title
).toLowerCase()

let site: Site
let page: Page
const consoleErrors: string[] = []
beforeAll(async () => {
  site = await startSite()
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()))
})
afterAll(async () => {
  await site?.stop()
})

const palette = () => page.locator('[role="dialog"][data-search-palette]')
const input = () => palette().locator('input[data-search-input]')
const groupLabels = () =>
  palette().locator('[data-search-group] > div:first-child').allTextContents()
const activeItem = () =>
  page.evaluate(() => {
    const id = document.querySelector('[data-search-input]')?.getAttribute('aria-activedescendant')
    return id ? (document.getElementById(id)?.getAttribute('data-search-item') ?? null) : null
  })

/**
 * Opens a page and waits until the palette island is live: it hydrates when a search button is
 * hovered (or focused, or pressed), as the pointer passes over the header's.
 */
async function visit(path: string) {
  await page.goto(`${site.url}${path}`)
  await warmPalette()
}

async function warmPalette() {
  await page.locator('header [data-search-open]:visible').first().hover()
  await page.waitForSelector('html[data-search-ready]', { state: 'attached' })
}

/** Serves the docs page with AI_WIDGET_URL set to a same-origin test script with the given body. */
async function withAiWidget(script: string) {
  const path = DOCS
  await page.route('**/test-ai-widget.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script })
  )
  await page.route(`${site.url}${path}`, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace(
      '&quot;aiWidgetUrl&quot;:&quot;&quot;',
      '&quot;aiWidgetUrl&quot;:&quot;/test-ai-widget.js&quot;'
    )
    expect(body).toContain('/test-ai-widget.js')
    await route.fulfill({ response, body })
  })
  await visit(path)
}

async function openWithShortcut() {
  await page.keyboard.press('Meta+K')
  await palette().waitFor()
}

describe('search palette in a real browser', () => {
  it('opens with Meta+K: a modal dialog with the Search... field focused, Ask AI and the header links before typing', async () => {
    await visit(DOCS)
    await expect.poll(() => palette().count()).toBe(0)
    await recordAnimations(page)
    await openWithShortcut()
    // spec 9: the palette (a modal) fades in over 200 ms
    expect(await animationsOf(page, '[data-search-backdrop]')).toEqual([200])
    expect(await palette().getAttribute('aria-modal')).toBe('true')
    expect(await input().getAttribute('placeholder')).toBe('Search...')
    expect(await input().evaluate((element) => element === document.activeElement)).toBe(true)
    expect(await groupLabels()).toEqual(IDLE_GROUP_LABELS_EN)
    expect(await palette().locator(`[data-search-item="link:${FIRST_SECTION}"]`).count()).toBe(1)
    expect(await palette().locator('[data-search-item="link:/deploy"]').textContent()).toContain(
      'Hosting'
    )
  })

  it('closes with Escape and gives the focus back', async () => {
    await page.keyboard.press('Escape')
    await expect.poll(() => palette().count()).toBe(0)
  })

  it('opens from the header button too', async () => {
    await page.locator('[data-search-open]').first().click()
    await palette().waitFor()
    await page.keyboard.press('Escape')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-search-open')))
      .toBe(true)
  })

  it.runIf(DOCS_NAME_CLOUDFLARE)(
    'shows grouped results while typing: docs sections, Hosting and Ask AI about the term',
    async () => {
      await openWithShortcut()
      await input().fill('cloudflare')
      await expect
        .poll(groupLabels)
        .toEqual(expect.arrayContaining(['Documentation', 'Hosting', 'Ask AI']))
      const labels = await groupLabels()
      expect(labels.at(-1)).toBe('Ask AI')
      expect(
        await palette()
          .locator('[data-search-group="hosting"] [data-search-item]')
          .first()
          .textContent()
      ).toContain('Cloudflare')
      expect(await palette().locator('[data-search-item="ai"]').textContent()).toContain(
        'Ask AI about "cloudflare"'
      )
      expect(await palette().locator('[data-search-group="docs"] mark').count()).toBeGreaterThan(0)
      await page.keyboard.press('Escape')
    }
  )

  it('lists matching modules in a Modules group', async () => {
    const response = await page.request.get(`${site.url}/api/modules`)
    expect(response.ok()).toBe(true)
    const { modules } = (await response.json()) as { modules: { name: string }[] }
    const name = modules[0]!.name
    await openWithShortcut()
    await input().fill(name.toUpperCase())
    await expect
      .poll(() =>
        palette()
          .locator(`[data-search-group="modules"] [data-search-item="module:${name}"]`)
          .count()
      )
      .toBe(1)
    await page.keyboard.press('Escape')
  })

  it('moves with the arrow keys and navigates with Enter', async () => {
    await openWithShortcut()
    await input().fill(FOUND!.text.toLowerCase())
    const target = `[data-search-item="${FOUND_ITEM}"]`
    await palette().locator(target).waitFor()
    expect(await activeItem()).toBe(FOUND_ITEM)
    await page.keyboard.press('ArrowDown')
    expect(await activeItem()).not.toBe(FOUND_ITEM)
    await page.keyboard.press('ArrowUp')
    expect(await activeItem()).toBe(FOUND_ITEM)
    await page.keyboard.press('ArrowUp')
    expect(await activeItem()).toBe('ai')
    await page.keyboard.press('ArrowDown')
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true))
    await page.keyboard.press('Enter')
    await page.waitForURL(`${site.url}${FOUND!.page.path}#${FOUND!.id}`)
    // client navigation: the window survived (the router took the link)
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(
      true
    )
    await expect.poll(() => palette().count()).toBe(0)
    expect(await page.locator('h1').first().textContent()).toBe(FOUND!.page.title)
  })

  it('keeps Tab inside the dialog', async () => {
    await openWithShortcut()
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab')
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('[data-search-palette]')))
      ).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('[data-search-palette]')))
    ).toBe(true)
    await page.keyboard.press('Escape')
  })

  it.runIf(COMMON_TITLE)(
    'searches the docs version of the current page and follows the version switch',
    async () => {
      const firstDocsHref = async () => {
        await openWithShortcut()
        await input().fill(COMMON_TITLE!.toLowerCase())
        const first = palette().locator('[data-search-group="docs"] a[data-search-item]').first()
        await first.waitFor()
        const href = await first.getAttribute('href')
        await page.keyboard.press('Escape')
        return href
      }
      await visit(DOCS)
      expect(await firstDocsHref()).toMatch(/^\/docs\/4\.x\//)
      await Promise.all([
        page.waitForURL(/\/docs\/3\.x\//),
        page.locator('header [data-version-select]').selectOption({ label: 'Version 3 (3.17.7)' }),
      ])
      await warmPalette()
      expect(await firstDocsHref()).toMatch(/^\/docs\/3\.x\//)
      expect(await palette().count()).toBe(0)
      await openWithShortcut()
      expect(await palette().getAttribute('data-version')).toBe('3')
      expect(
        await palette()
          .locator(`[data-search-item="link:${sectionsOf(BUILT_VERSIONS[1])[0]!.path}"]`)
          .count()
      ).toBe(1)
      await page.keyboard.press('Escape')
    }
  )

  it('opens the local Ask AI answer panel with the best passages and links to their sections', async () => {
    await visit(DOCS)
    await openWithShortcut()
    await input().fill(ASKED!.text.toLowerCase())
    await palette().locator('[data-search-item="ai"]').click()
    const answer = palette().locator('[data-search-answer]')
    await answer.waitFor()
    expect(await answer.locator('textarea').getAttribute('placeholder')).toBe(
      'Type your message here...'
    )
    await answer.locator('[data-search-passage]').first().waitFor()
    expect(await answer.locator('[data-search-passage] a').first().getAttribute('href')).toContain(
      ASKED!.page.path
    )
    await answer.locator('textarea').fill(`What about ${FOLLOW_UP!.text.toLowerCase()}?`)
    await page.keyboard.press('Enter')
    await expect
      .poll(() => answer.locator('[data-search-passage] a').first().getAttribute('href'))
      .toContain(FOLLOW_UP!.page.path)
    await page.keyboard.press('Escape')
    await input().waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => palette().count()).toBe(0)
  })

  // the sample's concept and question wording, answered from its hydration and data pages
  it.runIf(SAMPLE_DOCS)(
    'answers a concept and a question in words the sample pages do not use as headings',
    async () => {
      await visit(DOCS)
      await openWithShortcut()
      await input().fill('hydration mismatch')
      await palette().locator('[data-search-item="ai"]').click()
      const answer = palette().locator('[data-search-answer]')
      await answer.locator('[data-search-passage]').first().waitFor()
      expect(
        await answer.locator('[data-search-passage] a').first().getAttribute('href')
      ).toContain('/docs/4.x/guide/best-practices/hydration')
      await answer.locator('textarea').fill('How do I fetch data on the server?')
      await page.keyboard.press('Enter')
      await expect
        .poll(() => answer.locator('[data-search-passage] a').first().getAttribute('href'))
        .toMatch(/data|fetch/)
      await page.keyboard.press('Escape')
      await input().waitFor()
      await page.keyboard.press('Escape')
      await expect.poll(() => palette().count()).toBe(0)
    }
  )

  it('loads a configured AI widget on demand, polls for window.AsterAI and hands it the question', async () => {
    await withAiWidget(
      'window.setTimeout(() => { window.AsterAI = { open: (options) => { window.aiQuestion = options.query } } }, 150)'
    )
    expect(await page.locator('script[data-ai-widget]').count()).toBe(0)
    await openWithShortcut()
    await input().fill('deploy to the edge')
    await palette().locator('[data-search-item="ai"]').click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { aiQuestion?: string }).aiQuestion))
      .toBe('deploy to the edge')
    expect(await page.locator('script[data-ai-widget]').count()).toBe(1)
    await expect.poll(() => palette().count()).toBe(0)
    await page.unrouteAll()
  })

  it('logs a failure when the widget never appears (200 tries at 10 ms) and falls back to the local answer', async () => {
    await withAiWidget('/* defines nothing */')
    consoleErrors.length = 0
    await openWithShortcut()
    await palette().locator('[data-search-item="ai"]').click()
    await palette().locator('[data-search-answer]').waitFor({ timeout: 10_000 })
    expect(
      consoleErrors.some((text) =>
        text.includes('the AI widget did not load: not available after 200 tries every 10 ms')
      )
    ).toBe(true)
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await page.unrouteAll()
  })

  it('says search is unavailable when the API answers 503, logging to the console only', async () => {
    await page.route('**/api/search?*', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"search is unavailable: test"}',
      })
    )
    await visit(DOCS)
    consoleErrors.length = 0
    await openWithShortcut()
    await input().fill('unavailable-now')
    await palette().locator('[data-search-unavailable]').waitFor()
    expect(await palette().locator('[data-search-unavailable]').textContent()).toBe(
      'Search is unavailable right now. Pages still work.'
    )
    expect(consoleErrors.some((text) => text.includes('search failed'))).toBe(true)
    await page.unroute('**/api/search?*')
    await page.keyboard.press('Escape')
  })

  it('says so when a search fails otherwise, and searches again on the next keystroke', async () => {
    await page.route('**/api/search?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"test"}' })
    )
    onTestFinished(() => page.unrouteAll())
    await visit(DOCS)
    await openWithShortcut()
    expect(await input().getAttribute('maxlength')).toBe('200')
    await input().fill('failing-now')
    await palette().locator('[data-search-error]').waitFor()
    expect(await palette().locator('[data-search-error]').textContent()).toBe(
      'Search failed. Check your connection and type again to retry.'
    )
    expect(await palette().locator('[data-search-item="ai"]').count()).toBe(1)
    await page.unroute('**/api/search?*')
    await input().fill(FOUND!.text.toLowerCase())
    await palette().locator(`[data-search-item="${FOUND_ITEM}"]`).waitFor()
    expect(await palette().locator('[data-search-error]').count()).toBe(0)
    await page.keyboard.press('Escape')
  })

  it('asks /api/search once per typing pause, not once per keystroke', async () => {
    await visit(DOCS)
    const asked: string[] = []
    const onRequest = (request: { url: () => string }) =>
      request.url().includes('/api/search?') &&
      asked.push(new URL(request.url()).searchParams.get('q')!)
    page.on('request', onRequest)
    onTestFinished(() => void page.off('request', onRequest))
    await openWithShortcut()
    await input().pressSequentially(LONG_WORD, { delay: 25 })
    await expect.poll(() => asked.at(-1)).toBe(LONG_WORD)
    await palette().locator('[data-search-group="docs"] [data-search-item]').first().waitFor()
    // a keystroke per letter; a second request only if the machine paused longer than the debounce once
    expect(asked.length).toBeLessThanOrEqual(2)
    await page.keyboard.press('Escape')
  })

  it.runIf(DOCS_NAME_CLOUDFLARE)(
    'tries /api/modules and /api/hosting again on the next open after a failure',
    async () => {
      await page.route('**/api/modules', (route) => route.fulfill({ status: 500, body: 'down' }))
      await page.route('**/api/hosting', (route) => route.fulfill({ status: 500, body: 'down' }))
      onTestFinished(() => page.unrouteAll())
      await visit(DOCS)
      await openWithShortcut()
      await input().fill('cloudflare')
      await palette().locator('[data-search-group="docs"] [data-search-item]').first().waitFor()
      expect(await palette().locator('[data-search-group="hosting"]').count()).toBe(0)
      await page.keyboard.press('Escape')
      await page.unroute('**/api/modules')
      await page.unroute('**/api/hosting')
      await openWithShortcut()
      await input().fill('cloudflare')
      await palette().locator('[data-search-group="hosting"] [data-search-item]').first().waitFor()
      await page.keyboard.press('Escape')
    }
  )
})
