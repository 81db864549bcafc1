import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useSite } from './harness'

/**
 * The listing pages as a visitor uses them in Chromium: filters are links that change the URL
 * (client navigation), survive a reload and follow back/forward; the design kit's buttons copy
 * and raise a toast, its downloads are real files; a failing avatar shows initials.
 */
const site = useSite()
let context: BrowserContext
let page: Page

async function open(path: string, width = 1280) {
  context = await site.newContext({ viewport: { width, height: 900 } })
  page = await context.newPage()
  await page.goto(`${site.url}${path}`)
  return page
}

const values = (selector: string, attribute: string) =>
  page
    .locator(selector)
    .evaluateAll((nodes, name) => nodes.map((node) => node.getAttribute(name)), attribute)
const search = () => new URL(page.url()).search
const active = (param: string) =>
  page.locator(`[data-facet-filter="${param}"] [aria-current="page"]`).getAttribute('data-facet')

describe('templates filter', () => {
  it('filters by badge in the URL, survives a reload and follows back/forward', async () => {
    await open('/templates')
    const all = await values('[data-template]', 'data-template')
    expect(all.length).toBeGreaterThanOrEqual(20)
    expect(await page.locator('[data-template]').first().locator('[data-badge]').count()).toBe(1)
    await page.locator('[data-facet-filter="badge"] a[data-facet="Premium"]').click()
    await expect.poll(search).toBe('?badge=premium')
    await expect.poll(() => active('badge')).toBe('Premium')
    const premium = await values('[data-template] [data-badge]', 'data-badge')
    expect(premium.length).toBeGreaterThan(0)
    expect(premium.length).toBeLessThan(all.length)
    expect(new Set(premium)).toEqual(new Set(['Premium']))
    await page.reload()
    expect(await values('[data-template] [data-badge]', 'data-badge')).toEqual(premium)
    await page.locator('[data-facet-filter="badge"] a[data-facet="Free"]').click()
    await expect.poll(search).toBe('?badge=free')
    await page.goBack()
    await expect.poll(search).toBe('?badge=premium')
    await expect.poll(() => values('[data-template] [data-badge]', 'data-badge')).toEqual(premium)
    await page.goBack()
    await expect.poll(search).toBe('')
    await expect.poll(() => values('[data-template]', 'data-template')).toEqual(all)
    await page.goForward()
    await expect.poll(() => active('badge')).toBe('Premium')
  })

  it('works without JavaScript: the links are plain GET URLs rendered on the server', async () => {
    context = await site.newContext({ javaScriptEnabled: false })
    page = await context.newPage()
    await page.goto(`${site.url}/templates`)
    await page.locator('[data-facet-filter="badge"] a[data-facet="Freemium"]').click()
    await page.waitForURL(/\?badge=freemium$/)
    expect(new Set(await values('[data-template] [data-badge]', 'data-badge'))).toEqual(
      new Set(['Freemium'])
    )
  })
})

describe('showcase filter', () => {
  it('filters by category in the URL and back', async () => {
    await open('/showcase', 390)
    const all = await values('[data-showcase]', 'data-showcase')
    expect(all.length).toBeGreaterThanOrEqual(20)
    await page.locator('[data-facet-filter="category"] a[data-facet="Developer tools"]').click()
    await expect.poll(search).toBe('?category=developer-tools')
    await expect
      .poll(async () => (await values('[data-showcase]', 'data-showcase')).length)
      .toBeLessThan(all.length)
    await page.reload()
    expect(await active('category')).toBe('Developer tools')
    await page.goBack()
    await expect.poll(search).toBe('')
    await expect.poll(() => values('[data-showcase]', 'data-showcase')).toEqual(all)
  })
})

describe('design kit', () => {
  it('copies a colour’s hex value and the logo SVG, each with a toast', async () => {
    await open('/design-kit')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
    await page.locator('[data-colour="#00DC82"] button').click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('#00DC82')
    await expect
      .poll(() => page.locator('[data-toast]').first().textContent())
      .toContain('Colour copied')
    await page.getByRole('button', { name: 'Copy logo as SVG' }).click()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  })

  it('serves every download as a real SVG or PNG file', async () => {
    await open('/design-kit')
    const hrefs = await values('a[download]', 'href')
    expect(hrefs.filter((href) => href?.endsWith('.png')).length).toBeGreaterThanOrEqual(2)
    for (const href of hrefs) {
      const response = await fetch(`${site.url}${href}`)
      const type = href!.endsWith('.png') ? 'image/png' : 'image/svg+xml'
      expect([href, response.status, response.headers.get('content-type')]).toEqual([
        href,
        200,
        type,
      ])
    }
    const previews = await page.locator('[data-design-logos] img').evaluateAll((images) =>
      Promise.all(
        (images as HTMLImageElement[]).map(async (img) => {
          img.loading = 'eager'
          await img.decode().catch(() => undefined)
          return img.naturalWidth
        })
      )
    )
    expect(previews.every((width) => width > 0)).toBe(true)
  })
})

describe('team and video courses', () => {
  it('renders both team groups with avatars, and initials when an avatar fails', async () => {
    context = await site.newContext({ viewport: { width: 1280, height: 900 } })
    page = await context.newPage()
    await page.route('**/assets/avatars/lenamarchetti.svg', (route) => route.abort())
    await page.goto(`${site.url}/team`)
    expect(
      await page.locator('[data-team-group="core"] [data-team-member]').count()
    ).toBeGreaterThan(4)
    expect(
      await page.locator('[data-team-group="ecosystem"] [data-team-member]').count()
    ).toBeGreaterThan(2)
    const lena = page.locator('[data-avatar="Lena Marchetti"]')
    await expect
      .poll(() =>
        lena.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)
      )
      .toBe(0)
    expect(await lena.locator('span').textContent()).toBe('LM')
    expect(await lena.locator('span').isVisible()).toBe(true)
    const amara = page.locator('[data-avatar="Amara Nwosu"] img')
    await expect
      .poll(() => amara.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  })

  it('shows the sponsor rows above the course grid', async () => {
    await open('/video-courses', 390)
    const sponsors = await values('[data-course-sponsors] [data-course]', 'data-course')
    expect(sponsors.length).toBeGreaterThan(0)
    const grid = await values('[data-course-list] [data-course]', 'data-course')
    expect(grid.length + sponsors.length).toBeGreaterThanOrEqual(8)
    const sponsorTop = await page.locator('[data-course-sponsors]').boundingBox()
    const gridTop = await page.locator('[data-course-list]').boundingBox()
    expect(sponsorTop!.y).toBeLessThan(gridTop!.y)
  })
})

describe('newsletter', () => {
  it('shows the pitch and a live subscribe form', async () => {
    await open('/newsletter')
    const form = page.locator('[data-newsletter-signup] form')
    await form.locator('input[type="email"]').fill('not-an-email')
    await form.locator('input[type="email"]').blur()
    await expect
      .poll(() => form.locator('[data-newsletter-error]').textContent())
      .toBe('Please enter a valid e-mail')
  })
})
