import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { filterModules, type ModuleQuery } from '../../src/shared/modules/filter'
import type { ModuleSummary } from '../../src/shared/modules/types'
import { useSite, type UsedSite } from './harness'

/**
 * The modules directory as a visitor uses it: the island filters in the browser with the shared
 * rules while the URL follows (replaced, never pushed), pickers, infinite scroll, copy, '/', the
 * empty state, and a card to its module page. Expected lists come from the same shared filter
 * over `/api/modules`.
 */
const site = useSite()
let context: BrowserContext
let page: Page
let modules: ModuleSummary[]
beforeAll(async () => {
  modules = (
    (await (await fetch(`${site.url}/api/modules`)).json()) as { modules: ModuleSummary[] }
  ).modules
})

const directory = () => page.locator('[data-modules-directory]')
const search = () => page.locator('[data-modules-search]')
const cardNames = () =>
  page
    .locator('[data-module-card]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-module-card')))
const expected = (query: Partial<ModuleQuery>, count = 18) =>
  filterModules(modules, { q: '', ...query })
    .slice(0, count)
    .map((m) => m.name)
const search$ = () => new URL(page.url()).search

/** Requests of the module list (`/api/modules`) made by the current page. */
let listRequests = 0

async function newPage(options: Parameters<UsedSite['newContext']>[0] = {}) {
  context = await site.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  page = await context.newPage()
  listRequests = 0
  page.on(
    'request',
    (request) => new URL(request.url()).pathname === '/api/modules' && listRequests++
  )
  return page
}

/**
 * Brings the directory's island to life as a visitor does without scrolling (it hydrates on the
 * first interaction, or when the end of the list comes into view): focuses the search box, waits
 * until every module is loaded, and hands the focus back.
 */
async function goLive() {
  await search().focus()
  await page.waitForSelector('[data-modules-directory][data-ready]', { state: 'attached' })
  await search().blur()
}

/** Opens a page of the directory and waits until the island is live with every module loaded. */
async function openDirectory(path = '/modules') {
  await newPage()
  await page.goto(`${site.url}${path}`)
  await goLive()
}

describe('search', () => {
  it('filters as the visitor types, in the browser, replacing the URL; back leaves the page', async () => {
    await newPage()
    await page.goto(`${site.url}/`)
    // from the header's Integrations menu (client navigation)
    const nav = page.locator('[data-header-nav]')
    await nav.getByRole('button', { name: 'Integrations' }).hover()
    await nav.locator('a[href="/modules"]').click()
    await page.waitForURL(`${site.url}/modules`)
    await goLive()
    expect(await page.locator('[data-header-nav] button[data-active]').textContent()).toBe(
      'Integrations'
    )
    const entries = await page.evaluate(() => history.length)
    const requests: string[] = []
    page.on(
      'request',
      (request) =>
        ['document', 'fetch', 'xhr'].includes(request.resourceType()) &&
        requests.push(new URL(request.url()).pathname)
    )

    await search().click()
    await search().pressSequentially('SEO')
    await expect.poll(cardNames).toEqual(expected({ q: 'SEO' }))
    expect(expected({ q: 'SEO' }).length).toBeGreaterThan(3)
    expect(search$()).toBe('?q=SEO')
    await search().pressSequentially(' kit')
    await expect.poll(cardNames).toEqual(expected({ q: 'SEO kit' }))
    expect(search$()).toBe('?q=SEO+kit')
    expect(await page.locator('[data-modules-count]').textContent()).toBe(
      `${filterModules(modules, { q: 'SEO kit' }).length} modules`
    )
    // no request per keystroke (module pages coming into view may be prefetched, and the app's
    // one-time route-rule manifest fetch (spec 7, 1 s after idle) may land meanwhile; nothing
    // else): the filter runs in the page, and no history entry was added
    expect(
      requests.filter(
        (path) =>
          !/^\/modules\/[a-z0-9-]+\/_payload\.json$/.test(path) &&
          !/\/builds\/meta\/[0-9a-f]+\.json$/.test(path)
      )
    ).toEqual([])
    expect(await page.evaluate(() => history.length)).toBe(entries)

    await page.goBack()
    await page.waitForURL(`${site.url}/`)
    await expect.poll(() => page.locator('[data-modules-directory]').count()).toBe(0)
  })

  it('treats special characters literally and searches npm names and repositories', async () => {
    await openDirectory()
    await search().fill('@aster/')
    await expect.poll(cardNames).toEqual(expected({ q: '@aster/' }))
    expect(expected({ q: '@aster/' }).length).toBeGreaterThan(2)
    await search().fill('.*')
    await expect.poll(cardNames).toEqual([])
    const { repo, name } = modules.find((m) => m.repo.split('/')[0] !== m.name)!
    await search().fill(repo.toUpperCase())
    await expect.poll(cardNames).toContain(name)
  })

  it("focuses the search box on '/', unless the visitor is typing in a field", async () => {
    await openDirectory()
    await page.locator('h1').click()
    await page.keyboard.press('/')
    expect(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-modules-search'))
    ).toBe(true)
    // inside the box, '/' is text
    await page.keyboard.type('@aster/')
    expect(await search().inputValue()).toBe('@aster/')
    await expect.poll(search$).toBe('?q=%40aster%2F')
  })
})

describe('pickers', () => {
  it('filters by category and sorts by key and order, the URL following; a reload shows the same list', async () => {
    await openDirectory()
    const order = page.locator('[data-modules-order]')
    expect(await order.isDisabled()).toBe(true)
    await page.locator('[data-modules-category]').selectOption('SEO')
    await expect.poll(cardNames).toEqual(expected({ category: 'SEO' }))
    expect(search$()).toBe('?category=SEO')

    await page.locator('[data-modules-sort]').selectOption('stars')
    await expect.poll(cardNames).toEqual(expected({ category: 'SEO', sortBy: 'stars' }))
    expect(search$()).toBe('?category=SEO&sortBy=stars')
    expect(await order.isDisabled()).toBe(false)
    await order.selectOption('asc')
    await expect
      .poll(cardNames)
      .toEqual(expected({ category: 'SEO', sortBy: 'stars', orderBy: 'asc' }))
    expect(search$()).toBe('?category=SEO&sortBy=stars&orderBy=asc')
    const shown = await cardNames()
    // the sponsored-first order is gone once a sort is picked
    expect(shown).not.toEqual(expected({ category: 'SEO' }))

    await page.reload()
    expect(await cardNames()).toEqual(shown)
    await goLive()
    expect(await page.locator('[data-modules-sort]').inputValue()).toBe('stars')
    expect(await order.inputValue()).toBe('asc')

    // back to the featured order: sort and order leave the URL
    await page.locator('[data-modules-sort]').selectOption('')
    await expect.poll(search$).toBe('?category=SEO')
    await expect.poll(cardNames).toEqual(expected({ category: 'SEO' }))
  })

  it("'Official' lists the modules of type official, each with its badge", async () => {
    await openDirectory()
    await page.locator('[data-modules-category]').selectOption('Official')
    await expect.poll(cardNames).toEqual(expected({ category: 'Official' }))
    const cards = page.locator('[data-module-card]')
    const count = await cards.count()
    expect(count).toBe(modules.filter((m) => m.type === 'official').length)
    expect(await cards.locator('[data-badge="official"]').count()).toBe(count)
  })

  it('works without JavaScript: a shared URL renders its list and the form filters on the server', async () => {
    await newPage({ javaScriptEnabled: false })
    await page.goto(`${site.url}/modules?q=image&category=Images`)
    expect(await cardNames()).toEqual(expected({ q: 'image', category: 'Images' }))
    await search().fill('optimiz')
    await search().press('Enter')
    await page.waitForURL(`${site.url}/modules?q=optimiz&category=Images`)
    expect(await cardNames()).toEqual(expected({ q: 'optimiz', category: 'Images' }))
  })
})

describe('results', () => {
  it('shows 18 cards, then 9 more each time the end of the list scrolls into view', async () => {
    await openDirectory()
    expect(await cardNames()).toEqual(expected({}))
    /** Scrolls until the end of the list just enters the viewport, like a visitor reading down. */
    const scrollToEnd = () =>
      page.evaluate(() => {
        const end = document.querySelector('[data-modules-sentinel]')!.getBoundingClientRect().top
        window.scrollBy(0, end - window.innerHeight + 10)
      })
    await scrollToEnd()
    await expect.poll(cardNames).toEqual(expected({}, 27))
    // once the new cards push the end away, nothing more loads until the visitor scrolls again
    await page.waitForTimeout(500)
    expect(await cardNames()).toHaveLength(27)
    await scrollToEnd()
    await expect.poll(cardNames).toEqual(expected({}, 36))
    // scrolling is not a filter: the URL stays shareable as it was
    expect(search$()).toBe('')
  })

  it('comes alive when a reader scrolls to the end of the list, without any other input', async () => {
    await newPage()
    await page.goto(`${site.url}/modules`)
    await page.waitForLoadState('networkidle')
    // nothing loaded for a reader at the top of the list: no island, no module list
    expect(await page.locator('[data-modules-directory][data-ready]').count()).toBe(0)
    expect(listRequests).toBe(0)
    // like a visitor reading down: the end of the list just enters the viewport
    await page.evaluate(() => {
      const end = document.querySelector('[data-modules-sentinel]')!.getBoundingClientRect().top
      window.scrollBy(0, end - window.innerHeight + 10)
    })
    await page.waitForSelector('[data-modules-directory][data-ready]', { state: 'attached' })
    await expect.poll(cardNames).toEqual(expected({}, 27))
    expect(listRequests).toBe(1)
  })

  it('copies the install command of a card and confirms with a toast, without opening the module', async () => {
    await openDirectory()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
    const first = modules.find((m) => m.name === expected({})[0])!
    await page.locator(`[data-module-card="${first.name}"] [data-copy-install]`).click()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`npm i ${first.npm}`)
    const toast = page.locator('[data-toast]').first()
    await expect.poll(() => toast.textContent()).toContain('Install command copied')
    expect(await toast.textContent()).toContain(`npm i ${first.npm}`)
    expect(new URL(page.url()).pathname).toBe('/modules')
  })

  it('shows an empty state whose action clears the filters, keeping the sort', async () => {
    await openDirectory('/modules?sortBy=stars')
    await page.locator('[data-modules-category]').selectOption('Fonts')
    await search().fill('zzzz-no-such-module')
    await page.locator('[data-modules-empty]').waitFor()
    expect(await cardNames()).toEqual([])
    expect(await page.locator('[data-modules-empty]').textContent()).toContain('No module found')
    expect(search$()).toBe('?q=zzzz-no-such-module&category=Fonts&sortBy=stars')
    await page.locator('[data-modules-clear]').click()
    await expect.poll(cardNames).toEqual(expected({ sortBy: 'stars' }))
    expect(search$()).toBe('?sortBy=stars')
    expect(await search().inputValue()).toBe('')
    expect(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-modules-search'))
    ).toBe(true)
  })

  it('opens a module page from a card, and back returns to the filtered list', async () => {
    await openDirectory()
    await search().fill('image')
    await expect.poll(cardNames).toEqual(expected({ q: 'image' }))
    const target = modules.find((m) => m.name === 'image')!
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    // a click anywhere on the card, here on its description (the link's overlay covers the card)
    const box = (await page.locator('[data-module-card="image"] p.line-clamp-2').boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForURL(`${site.url}/modules/image`)
    // client navigation: the same document, no reload
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(target.npm)
    const crumbs = page.locator('[data-breadcrumb] li')
    expect(await crumbs.allInnerTexts()).toEqual(['Modules', 'Images', '@aster/image'])
    expect(
      await crumbs.evaluateAll((items) =>
        items.map((item) => getComputedStyle(item, '::after').content)
      )
    ).toEqual(['"›"', '"›"', 'none'])
    expect(await page.locator('[data-module-readme] h2#installation').count()).toBe(1)
    expect(await page.title()).toBe('@aster/image · Aster')

    await page.goBack()
    await page.waitForURL(`${site.url}/modules?q=image`)
    await expect.poll(cardNames).toEqual(expected({ q: 'image' }))
    await goLive()
    expect(await search().inputValue()).toBe('image')
    // the module list is fetched once per page life (spec 7), not again on the way back
    expect(listRequests).toBe(1)
  })
})

describe('module page and other ways in', () => {
  it('copies the install command on the module page; the category crumb opens the filtered directory', async () => {
    await newPage()
    await page.goto(`${site.url}/modules/seo-kit`)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
    await page.locator('[data-copy-install]').click()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('npm i aster-seo-kit')
    await expect
      .poll(() => page.locator('[data-toast]').first().textContent())
      .toContain('Install command copied')
    await page.locator('[data-breadcrumb] a', { hasText: 'SEO' }).click()
    await page.waitForURL(`${site.url}/modules?category=SEO`)
    await expect.poll(cardNames).toEqual(expected({ category: 'SEO' }))
  })

  it('opens a module from the search palette', async () => {
    await newPage()
    await page.goto(`${site.url}/modules`)
    // the first Meta+K loads the palette and opens it
    await page.keyboard.press('Meta+K')
    const palette = page.locator('[role="dialog"][data-search-palette]')
    await palette.locator('input[data-search-input]').fill('aster-seo-kit')
    await palette.locator('[data-search-item="module:seo-kit"]').click()
    await page.waitForURL(`${site.url}/modules/seo-kit`)
    await expect.poll(() => page.locator('h1').first().textContent()).toContain('aster-seo-kit')
  })

  it('speaks Chinese and keeps the language switch out of the URL it writes', async () => {
    await newPage()
    await page.goto(`${site.url}/modules?lang=zh-CN`)
    await goLive()
    expect(await search().getAttribute('placeholder')).toBe('搜索模块（名称、分类、npm、仓库...）')
    await search().fill('image')
    await expect.poll(search$).toBe('?q=image')
    // a Chinese page filters the Chinese descriptions ('图片' where English says 'images')
    const chinese = (
      (await (await fetch(`${site.url}/api/modules?locale=zh-CN`)).json()) as {
        modules: ModuleSummary[]
      }
    ).modules
    expect(filterModules(chinese, { q: 'image' }).length).toBeLessThan(
      filterModules(modules, { q: 'image' }).length
    )
    await expect
      .poll(() => page.locator('[data-modules-count]').textContent())
      .toBe(`${filterModules(chinese, { q: 'image' }).length} 个模块`)
    await search().fill('zzzz')
    await expect.poll(() => page.locator('[data-modules-clear]').textContent()).toBe('清除筛选')
  })
})
