import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { escapeRegExp } from '../../src/shared/text'
import {
  docsPage,
  DOCS_PAGES,
  findDocsPage,
  nestedGroups,
  SAMPLE_DOCS,
  sectionPages,
  sharedTabOf,
} from './content-pages'
import { startSite, type Site } from './harness'

/**
 * The pages of the build these cases use (content-pages.ts): a section with two groups of pages
 * (the sample's Guide: Concepts and Recipes), a page with the most headings, code groups.
 */
const NESTED = nestedGroups()
const [CURRENT, SIBLING] = NESTED?.pages ?? []
const OTHER_GROUP = NESTED?.other
/** Another section's anchor (its index among the aside's anchors) and where it leads. */
const OTHER_SECTION = sectionPages().findIndex(
  (path) => NESTED && !path.startsWith(`${NESTED.section.path}/`)
)
const READ = findDocsPage({ headings: 4 })
const TABS = findDocsPage({ sharedTab: true })
const CODE = docsPage({ code: true })

let site: Site
let page: Page
beforeAll(async () => {
  site = await startSite()
  const context = await site.browser.newContext({ viewport: { width: 1440, height: 900 } })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
  page = await context.newPage()
})
afterAll(async () => {
  await site?.stop()
})

describe('docs in a real browser', () => {
  // the sample's 4.x-only page and its 3.x parent (SAMPLE_DOCS)
  it.runIf(SAMPLE_DOCS)(
    'switches version from a 4.x-only page to the nearest 3.x parent, never a 404',
    async () => {
      await page.goto(`${site.url}/docs/4.x/guide/going-further/islands`)
      const [response] = await Promise.all([
        page.waitForNavigation(),
        page.locator('header [data-version-select]').selectOption({ label: 'Version 3 (3.17.7)' }),
      ])
      expect(response?.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe('/docs/3.x/guide/going-further/modules')
      await page
        .locator('header [data-version-select]')
        .selectOption({ label: 'Version 4 (4.2.0)' })
      await page.waitForURL(`${site.url}/docs/4.x/guide/going-further/modules`)
    }
  )

  it.runIf(NESTED)('opens the navigation group of the current page and highlights it', async () => {
    await page.goto(`${site.url}${SIBLING!.path}`)
    const open = await page
      .locator('[data-docs-nav] details[open]')
      .evaluateAll((groups) => groups.map((g) => g.getAttribute('data-nav-group')))
    expect(open).toEqual([NESTED!.group.path])
    expect(await page.locator('[data-docs-nav] a[aria-current="page"]').getAttribute('href')).toBe(
      SIBLING!.path
    )
  })

  it.runIf(NESTED)(
    'keeps the aside across a navigation inside its group, moving the mark and version targets',
    async () => {
      await page.goto(`${site.url}${CURRENT!.path}`)
      const asked: string[] = []
      const onRequest = (request: { url(): string }) => {
        const url = new URL(request.url())
        if (url.pathname.endsWith('/_payload.json')) asked.push(url.pathname + url.search)
      }
      page.on('request', onRequest)
      // a property on the aside element: it survives only if the router keeps the element itself
      await page.evaluate(() => {
        ;(document.querySelector('[data-docs-aside]') as unknown as { kept: boolean }).kept = true
      })
      const mark = page.locator('[data-docs-nav] a[aria-current="page"]')
      await page.locator(`[data-docs-nav] a[href="${SIBLING!.path}"]`).click()
      await expect
        .poll(() => page.locator('h1').first().textContent())
        .toBe(DOCS_PAGES.find((entry) => entry.path === SIBLING!.path)!.title)
      expect(await mark.getAttribute('href')).toBe(SIBLING!.path)
      expect(await page.locator('[data-docs-nav] a[aria-current]').count()).toBe(1)
      const kept = () =>
        page.evaluate(() =>
          Boolean(
            (document.querySelector('[data-docs-aside]') as unknown as { kept?: boolean }).kept
          )
        )
      expect(await kept()).toBe(true)
      expect(await page.locator('[data-aside-slot]').count()).toBe(0)
      // the current link looks current, the one left looks like any link
      const look = (href: string) =>
        page.locator(`[data-docs-nav] a[href="${href}"]`).getAttribute('class')
      expect(await look(SIBLING!.path)).toContain('font-medium')
      expect(await look(CURRENT!.path)).not.toContain('font-medium')
      // (prefetches of visible links may be in the list too; none of them asks for the aside)
      expect(asked).toContain(`${SIBLING!.path}/_payload.json`)
      expect(asked.filter((url) => url.includes('?'))).toEqual([])
      // the version select leads from the new page
      expect(await page.locator('header [data-version-select]').inputValue()).toBe(SIBLING!.path)
      // another section: another key, so the payload is asked again with the whole aside
      await page.locator('[data-section-anchors] a').nth(OTHER_SECTION).click()
      // the section's page: its folder's first page, or the folder's own index page
      const section = sectionPages()[OTHER_SECTION]!.split('/').slice(0, 4).join('/')
      await page.waitForURL(
        (url) => url.pathname === section || url.pathname.startsWith(`${section}/`)
      )
      const api = new URL(page.url()).pathname
      await expect.poll(kept).toBe(false)
      expect(asked).toContain(`${api}/_payload.json?aside=`)
      expect(await mark.getAttribute('href')).toBe(api)
      page.off('request', onRequest)
    }
  )

  it.runIf(NESTED)(
    'expands a collapsed group from the keyboard, loading its pages on demand',
    async () => {
      await page.goto(`${site.url}${CURRENT!.path}`)
      const nav = page.locator('aside [data-docs-nav]')
      const concepts = nav.locator(`details[data-nav-group="${OTHER_GROUP!.path}"]`)
      const [firstOther, lastOther] = [OTHER_GROUP!.children![0]!, OTHER_GROUP!.children!.at(-1)!]
      expect(await concepts.getAttribute('open')).toBeNull()
      expect(await nav.locator(`a[href="${lastOther.path}"]`).count()).toBe(0)
      const levels: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/docs-nav')) levels.push(request.url())
      })
      await concepts.locator('summary').focus()
      await page.keyboard.press('Enter')
      const loaded = nav.locator(`a[href="${lastOther.path}"]`)
      await loaded.waitFor()
      expect(levels).toHaveLength(1)
      // the new items are reachable with Tab, and the current page stays marked
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(
        firstOther.path
      )
      expect(await nav.locator('a[aria-current="page"]').getAttribute('href')).toBe(CURRENT!.path)
      // collapsing and expanding again loads nothing more
      await concepts.locator('summary').click()
      await concepts.locator('summary').click()
      expect(await loaded.isVisible()).toBe(true)
      expect(levels).toHaveLength(1)
    }
  )

  it.runIf(NESTED)(
    'the mobile menu shows the aside’s tree (copied, not serialised) and expands its groups',
    async () => {
      const context = await site.browser.newContext({ viewport: { width: 390, height: 800 } })
      const mobile = await context.newPage()
      await mobile.goto(`${site.url}${CURRENT!.path}`)
      await mobile.locator('[data-mobile-menu-button]').click()
      const menu = mobile.locator('[data-mobile-menu]')
      await menu.waitFor()
      expect(await menu.locator('a[aria-current="page"]').getAttribute('href')).toBe(CURRENT!.path)
      expect(await menu.locator('[data-version-select]').isVisible()).toBe(true)
      expect(await menu.getByRole('link', { name: NESTED!.section.title }).count()).toBeGreaterThan(
        0
      )
      // the header menus are there too, read from the header's own links
      expect(await menu.locator('a[href="/blog"]').count()).toBeGreaterThan(0)
      await menu.locator(`details[data-nav-group="${OTHER_GROUP!.path}"] summary`).click()
      await menu.locator(`a[href="${OTHER_GROUP!.children!.at(-1)!.path}"]`).waitFor()
      await context.close()
    }
  )

  it('collapses and expands the sidebar, remembered across pages before first paint', async () => {
    await page.goto(`${site.url}${CODE.path}`)
    const toggle = page.locator('aside [data-sidebar-toggle]')
    expect(await toggle.getAttribute('aria-label')).toBe('Collapse sidebar')
    const width = () =>
      page.locator('article[data-docs-page]').evaluate((el) => el.getBoundingClientRect().width)
    const wide = await width()
    await toggle.click()
    expect(await toggle.getAttribute('aria-label')).toBe('Expand sidebar')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('aside [data-docs-nav]').isVisible()).toBe(false)
    expect(await width()).toBeGreaterThan(wide + 100)
    // a full load of another page starts collapsed: the head script applies it before first paint
    // another page of the build (its last in reading order)
    await page.goto(`${site.url}${sectionPages().at(-1)}`, { waitUntil: 'commit' })
    await page.waitForSelector('[data-docs-layout]', { state: 'attached' })
    expect(
      await page.evaluate(() => document.documentElement.hasAttribute('data-sidebar-collapsed'))
    ).toBe(true)
    await page.waitForLoadState('load')
    expect(await page.locator('aside [data-sidebar-toggle]').getAttribute('aria-label')).toBe(
      'Expand sidebar'
    )
    await page.locator('aside [data-sidebar-toggle]').click()
    expect(await page.locator('aside [data-docs-nav]').isVisible()).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('aster-sidebar'))).toBeNull()
  })

  it.runIf(READ)('tracks the heading being read in the TOC while scrolling', async () => {
    await page.goto(`${site.url}${READ!.path}`)
    const ids = await page
      .locator('[data-toc] a[data-toc-id]')
      .evaluateAll((links) => links.map((l) => l.getAttribute('data-toc-id')!))
    expect(ids.length).toBeGreaterThan(2)
    const active = () => page.locator('[data-toc] a[data-active]').getAttribute('data-toc-id')
    expect(await active()).toBe(ids[0])
    const last = ids[ids.length - 1]!
    await page.evaluate(
      (id) =>
        window.scrollTo(
          0,
          document.getElementById(id)!.getBoundingClientRect().top + window.scrollY - 40
        ),
      last
    )
    await expect.poll(active).toBe(last)
  })

  it.runIf(TABS)(
    'switches code-group tabs and keeps groups with the same labels in sync',
    async () => {
      await page.goto(`${site.url}${TABS!.path}`)
      const tab = sharedTabOf(TABS!)!
      const groups = page.locator(`[data-code-group]:has([data-code-group-tab="${tab}"])`)
      expect(await groups.count()).toBeGreaterThan(1)
      await groups.first().locator(`[data-code-group-tab="${tab}"]`).click()
      const selected = await groups.evaluateAll((all) =>
        all.map((g) =>
          g.querySelector('[aria-selected="true"]')?.getAttribute('data-code-group-tab')
        )
      )
      expect(new Set(selected)).toEqual(new Set([tab]))
      // the panel shown is the chosen tab's
      const chosen = await groups.first().locator('[aria-selected="true"]').getAttribute('id')
      expect(
        await groups
          .first()
          .locator('[role="tabpanel"]:not([hidden])')
          .getAttribute('aria-labelledby')
      ).toBe(chosen)
    }
  )

  it('copies a code block and the whole page to the clipboard', async () => {
    await page.goto(`${site.url}${CODE.path}`)
    const block = page.locator('[data-code-block]').first()
    const code = (await block.locator('pre code').textContent())!.trim()
    await block.locator('[data-copy-code]').click()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()).then((text) => text.trim()))
      .toBe(code)
    await page.locator('[data-copy-page]').click()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(new RegExp(`^# ${escapeRegExp(CODE.title)}\\n`))
  })
})
