import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { animationsOf, recordAnimations } from './animations'
import {
  docsPage,
  nextInSection,
  pageOf,
  sectionPagesOf,
  servedTitle,
  SUB_SECTIONS,
} from './content-pages'
import { useSite, type UsedSite } from './harness'

/** A docs page of the build with a next page in its section (content-pages.ts), and that page. */
const FIRST = docsPage({ next: true, headings: 1 })
const SECOND = nextInSection(FIRST)!
const [A, B] = [FIRST.path, SECOND.path]
/** The last page of their section: a link of the aside's open group, away from the two. */
const LATER = sectionPagesOf(FIRST).at(-1)!.path

const site = useSite()
let context: BrowserContext
let page: Page

async function open(path: string, options: Parameters<UsedSite['newContext']>[0] = {}) {
  context = await site.newContext({ viewport: { width: 1440, height: 900 }, ...options })
  page = await context.newPage()
  await page.goto(`${site.url}${path}`)
  return page
}

describe('client navigation', () => {
  it('navigates by fetching payloads, without a full reload, and updates title and history', async () => {
    await open(A)
    const payloads: string[] = []
    page.on(
      'request',
      (request) =>
        request.url().includes('_payload.json') && payloads.push(new URL(request.url()).pathname)
    )
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    const title = await servedTitle(page, B)
    await page.locator(`[data-docs-nav] a[href="${B}"]`).click()
    await page.waitForURL(`${site.url}${B}`)
    await expect.poll(() => page.title()).toBe(title)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    expect(payloads).toContain(`${B}/_payload.json`)
    expect(await page.locator('h1').first().textContent()).toBe(SECOND.title)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    await page.goBack()
    await page.waitForURL(`${site.url}${A}`)
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(FIRST.title)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
  })

  it('links the icon sheet of the page it navigates to, and the whole sheet for the palette', async () => {
    await open(A)
    const sheets = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('body link[rel="stylesheet"]')].map(
          (link) => new URL(link.href).pathname
        )
      )
    const [docsSheet] = await sheets()
    const whole = await page.evaluate(() => document.documentElement.dataset.iconSheet)
    expect(whole).toMatch(/^\/_aster\/icons-/)
    expect(docsSheet).not.toBe(whole)
    const docsCss = await page.evaluate((href) => fetch(href).then((r) => r.text()), docsSheet!)
    // a client navigation to /modules (a link the router handles)
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = '/modules'
      document.body.append(link)
      link.click()
    })
    await page.waitForURL(`${site.url}/modules`)
    await expect.poll(async () => (await sheets()).length).toBe(2)
    // a module's icon that the docs sheet lacks is painted: the router linked /modules' sheet
    const icons = await page
      .locator('[data-module-card] span[class^="i-"]')
      .evaluateAll((spans) => spans.map((span) => span.className.split(' ')[0]!))
    const own = icons.find((name) => !docsCss.includes(`.${name}{`))
    expect(own).toBeTruthy()
    await expect
      .poll(() =>
        page
          .locator(`[data-module-card] span.${own}`)
          .first()
          .evaluate((el) => getComputedStyle(el).getPropertyValue('--un-icon'))
      )
      .toContain('url(')
    // the palette can show any icon: waking it links the whole sheet
    await page.locator('[data-search-open]').first().hover()
    await expect.poll(async () => (await sheets()).includes(whole!)).toBe(true)
  })

  it('shows the loading bar while a slow payload loads', async () => {
    await open(A)
    await page.route('**/_payload.json', async (route) => {
      await new Promise((r) => setTimeout(r, 800))
      await route.continue()
    })
    await page.locator(`[data-docs-nav] a[href="${B}"]`).click()
    await expect
      .poll(() => page.locator('#aster-loading-bar').getAttribute('data-state'))
      .toBe('progressing')
    expect(
      await page.locator('#aster-loading-bar').evaluate((el) => getComputedStyle(el).height)
    ).toBe('3px')
    await page.waitForURL(`${site.url}${B}`)
    await expect
      .poll(() => page.locator('#aster-loading-bar').getAttribute('data-state'), { timeout: 3000 })
      .toBe('idle')
  })

  it('restores the scroll position on back and forward', async () => {
    await open(B)
    await page.evaluate(() => window.scrollTo(0, 900))
    await page.waitForTimeout(100)
    // a scripted click: a pointer click would scroll the link into view first
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('[data-pager] a[rel="next"]')!.click()
    )
    await page.waitForFunction((path) => location.pathname !== path, B)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900)
  })

  it('refuses navigation to unsafe protocols', async () => {
    await open('/')
    const warnings: string[] = []
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()))
    await page.evaluate(() => {
      const link = document.createElement('a')
      link.href = 'javascript:document.title="pwned"'
      link.textContent = 'bad'
      link.id = 'bad-link'
      document.querySelector('main')!.append(link)
    })
    await page.locator('#bad-link').click()
    expect(await page.title()).not.toBe('pwned')
    expect(warnings.join()).toContain('unsafe protocol')
  })

  it('reloads once when a chunk fails to load, not again within 10 s', async () => {
    await open(A)
    await page.route('**/_aster/chunks/ColorModeButton-*.js', (route) => route.abort())
    let loads = 0
    page.on('load', () => loads++)
    await page.locator('[data-color-mode-button]').click()
    await page.waitForEvent('load')
    expect(loads).toBe(1)
    await page.locator('[data-color-mode-button]').click()
    await page.waitForTimeout(1500)
    expect(loads).toBe(1)
  })
})

describe('shell', () => {
  it('closes the mobile menu on navigation', async () => {
    await open(A, { viewport: { width: 390, height: 800 } })
    await page.locator('[data-mobile-menu-button]').click()
    const menu = page.locator('[data-mobile-menu]')
    await menu.waitFor()
    expect(await menu.locator('[data-version-select]').count()).toBe(1)
    expect(await menu.locator('[data-dashed-separator]').count()).toBe(1)
    for (const sub of SUB_SECTIONS)
      expect(await menu.getByText(sub.titles.en, { exact: true }).count()).toBe(0)
    await page.getByRole('button', { name: 'Close menu' }).waitFor()
    await menu.locator(`a[href="${B}"]`).click()
    await page.waitForURL(`${site.url}${B}`)
    await expect.poll(() => page.locator('[data-mobile-menu]').count()).toBe(0)
  })

  // the spec's sub-sections (bridge, migration) as the build has them: both on the sample
  const [INSIDE, OTHER] = SUB_SECTIONS
  it.runIf(INSIDE && OTHER)(
    'shows the bridge and migration sub-sections in the wide aside, in the mobile menu only from inside',
    async () => {
      await open(A)
      const anchors = page.locator('[data-docs-aside] [data-section-anchors]')
      await expect
        .poll(() => anchors.getByText(INSIDE!.titles.en, { exact: true }).isVisible())
        .toBe(true)
      expect(await anchors.getByText(OTHER!.titles.en, { exact: true }).isVisible()).toBe(true)
      await context.close()
      await open(pageOf(INSIDE!.path), { viewport: { width: 390, height: 800 } })
      await recordAnimations(page)
      await page.locator('[data-mobile-menu-button]').click()
      const menu = page.locator('[data-mobile-menu]')
      await menu.waitFor()
      // spec 9: the menu (a modal) fades in over 200 ms
      expect(await animationsOf(page, '[data-mobile-menu]')).toEqual([200])
      expect(await menu.getByText(INSIDE!.titles.en, { exact: true }).count()).toBe(1)
      expect(await menu.getByText(OTHER!.titles.en, { exact: true }).count()).toBe(0)
    }
  )

  it('offers the version select in the mobile menu of a docs 404 (no aside to copy it from)', async () => {
    await open('/docs/3.x/does-not-exist', { viewport: { width: 390, height: 800 } })
    await page.locator('[data-mobile-menu-button]').click()
    const select = page.locator('[data-mobile-menu] [data-version-select]')
    await select.waitFor()
    expect(await select.isVisible()).toBe(true)
    expect(await select.locator('option').allTextContents()).toEqual([
      'Version 4 (4.2.0)',
      'Version 3 (3.17.7)',
    ])
  })

  it('stacks at most 5 toasts, newest kept, and removes the ones pushed out', async () => {
    await open('/')
    await page.evaluate(() => {
      for (let i = 1; i <= 7; i++)
        window.dispatchEvent(
          new CustomEvent('aster:toast', { detail: { title: `Toast ${i}`, color: 'success' } })
        )
    })
    await expect.poll(() => page.locator('[data-toast][data-state="open"]').count()).toBe(5)
    const titles = await page.locator('[data-toast][data-state="open"] p').allTextContents()
    expect(titles).toEqual(['Toast 3', 'Toast 4', 'Toast 5', 'Toast 6', 'Toast 7'])
    // closed toasts leave the page 200 ms later: no invisible box is left over the corner
    await expect.poll(() => page.locator('[data-toast]').count()).toBe(5)
    await page.locator('[data-toast]').first().getByRole('button').click()
    await expect.poll(() => page.locator('[data-toast]').count()).toBe(4)
  })

  it('copies the logo as SVG from the right-click menu', async () => {
    await open('/')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
    await page.locator('[data-logo]').click({ button: 'right' })
    await page.getByRole('menuitem', { name: 'Copy logo as SVG' }).click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^<svg /)
    await expect
      .poll(() => page.locator('[data-toast]').first().textContent())
      .toContain('Logo copied as SVG')
    await page.locator('[data-logo]').click({ button: 'right' })
    expect(
      await page.getByRole('menuitem', { name: 'Browse design kit' }).getAttribute('href')
    ).toBe('/design-kit')
  })

  it('validates the newsletter e-mail on input', async () => {
    await open('/')
    const input = page.locator('[data-newsletter-form] input[type="email"]')
    await input.scrollIntoViewIfNeeded()
    await input.click()
    await input.pressSequentially('not-an-email')
    await expect
      .poll(() => page.locator('[data-newsletter-error]').textContent())
      .toBe('Please enter a valid e-mail')
    expect(await input.getAttribute('autocomplete')).toBe('off')
  })

  it('renders the Chinese interface with every visible string translated', async () => {
    await open(`${A}?lang=zh-CN`)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN')
    const header = await page.locator('[data-header]').innerText()
    for (const text of ['文档', '集成', '资源', '企业', '博客', '搜索...'])
      expect(header).toContain(text)
    for (const text of ['Docs', 'Integrations', 'Resources', 'Enterprise', 'Blog', 'Search...'])
      expect(header).not.toContain(text)
    const footer = await page.locator('[data-footer]').innerText()
    for (const text of [
      '订阅我们的时事通讯',
      '保持最新的新版本和功能，指南和社区更新。',
      '版权所有',
      'MIT 许可证',
    ])
      expect(footer).toContain(text)
    expect(await page.locator('[data-toc] p').first().textContent()).toBe('本页内容')
    // and back to English
    await page.locator('[data-locale-switch]').click()
    await page.waitForFunction(() => document.documentElement.lang === 'en')
  })

  it('works without JavaScript: server-rendered content and real links', async () => {
    await open(A, { javaScriptEnabled: false })
    expect(await page.locator('h1').first().textContent()).toBe(FIRST.title)
    await page.locator(`[data-docs-nav] a[href="${B}"]`).click()
    await page.waitForURL(`${site.url}${B}`)
    expect(await page.locator('h1').first().textContent()).toBe(SECOND.title)
  })
})

describe('prefetch (spec 1, 9: at most 4 in parallel, never with data-saver)', () => {
  /** Payload requests of the page, counted from the moment it opens. */
  function countPayloads(target: Page): string[] {
    const seen: string[] = []
    target.on('request', (request) => {
      if (request.url().includes('_payload.json')) seen.push(new URL(request.url()).pathname)
    })
    return seen
  }

  it('prefetches only a few visible links after idle, and a link on hover', async () => {
    context = await site.newContext({ viewport: { width: 1440, height: 900 } })
    page = await context.newPage()
    const payloads = countPayloads(page)
    await page.goto(`${site.url}${A}`)
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    // dozens of links are in view; the budget is 2
    expect(payloads.length).toBeLessThanOrEqual(2)
    const afterIdle = payloads.length
    const link = page.locator(`[data-docs-nav] a[href="${LATER}"]`)
    await link.hover()
    await expect.poll(() => payloads).toContain(`${LATER}/_payload.json`)
    // keyboard focus is intent too
    const focused = B
    await page.locator(`[data-docs-nav] a[href="${focused}"]`).focus()
    await expect.poll(() => payloads).toContain(`${focused}/_payload.json`)
    expect(payloads.length).toBeGreaterThan(afterIdle)
  })

  it('prefetches nothing with data-saver on, not even on hover', async () => {
    context = await site.newContext({ viewport: { width: 1440, height: 900 } })
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } })
    )
    page = await context.newPage()
    const payloads = countPayloads(page)
    await page.goto(`${site.url}${A}`)
    await page.waitForLoadState('networkidle')
    await page.locator(`[data-docs-nav] a[href="${LATER}"]`).hover()
    await page.waitForTimeout(500)
    expect(payloads).toEqual([])
  })
})

describe('code blocks in both colour modes', () => {
  it('sit on the site palette (navy in dark mode, not github-dark grey) with dual-theme tokens', async () => {
    const colours = async (scheme: 'light' | 'dark') => {
      context = await site.newContext({ colorScheme: scheme })
      page = await context.newPage()
      await page.goto(`${site.url}${docsPage({ code: true }).path}`)
      const result = await page
        .locator('pre.shiki')
        .first()
        .evaluate((pre) => ({
          background: getComputedStyle(pre).backgroundColor,
          token: getComputedStyle(pre.querySelector('.line span')!).color,
        }))
      await context.close()
      return result
    }
    const light = await colours('light')
    const dark = await colours('dark')
    expect(dark.background).toBe('rgb(11, 16, 48)')
    expect(dark.background).not.toBe('rgb(36, 41, 46)')
    expect(light.background).toBe('rgb(248, 250, 252)')
    expect(dark.token).not.toBe(light.token)
  })
})
