import { describe, expect, it } from 'vitest'
import { useSite } from './harness'

/*
 * Home keeps still while its images load (issue 41, item 6): every image has its size reserved,
 * so the page is as tall before the lazy images load as after, and the layout shift a reader
 * scrolling to the end sees (CLS) stays under 0.02. The sponsor and showcase strips show the
 * logos and screenshots of their listing pages. The modules directory, whose list grows as the
 * reader reaches its end, never pushes down what the reader already sees below it.
 */
const site = useSite()

async function readPage(path: string, width: number) {
  const context = await site.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } })
  await context.addInitScript(() => {
    const state = window as unknown as { __cls: number }
    state.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number
        hadRecentInput: boolean
      })[])
        if (!entry.hadRecentInput) state.__cls += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const page = await context.newPage()
  await page.goto(`${site.url}${path}`, { waitUntil: 'load' })
  const before = await page.evaluate(() => document.documentElement.scrollHeight)
  // read down to the end, as a visitor does: the lazy images load on the way
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 60))
    }
  })
  await page.waitForLoadState('networkidle')
  // every image the reader passed has loaded (on a phone, the showcase strip's later cards wait
  // for a swipe: their boxes are reserved all the same)
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect()
      return image.complete || box.right <= 0 || box.left >= innerWidth
    })
  )
  const after = await page.evaluate(() => document.documentElement.scrollHeight)
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls)
  return { page, before, after, cls }
}

describe('home while its images load', () => {
  for (const width of [1440, 390])
    it(`keeps its height and shifts less than 0.02 (${width} px)`, async () => {
      const { before, after, cls } = await readPage('/', width)
      expect(after).toBe(before)
      expect(cls).toBeLessThan(0.02)
    })

  it('shows the sponsor logos and the showcase screenshots of the listing pages', async () => {
    const { page } = await readPage('/', 1440)
    const sponsors = page.locator('[data-home="sponsors"] img')
    expect(await sponsors.count()).toBeGreaterThan(10)
    const shots = page.locator('[data-home="showcase"] img[src^="/assets/showcase/"]')
    expect(await shots.count()).toBeGreaterThanOrEqual(4)
    for (const image of [...(await sponsors.all()), ...(await shots.all())]) {
      const size = await image.evaluate((element: HTMLImageElement) => ({
        natural: element.naturalWidth,
        ratio: element.naturalWidth / element.naturalHeight,
        box: element.getBoundingClientRect().width / element.getBoundingClientRect().height,
      }))
      expect(size.natural).toBeGreaterThan(0)
      // shown at its own proportions (the box reserved for it is the image's)
      expect(Math.abs(size.ratio - size.box)).toBeLessThan(0.02)
    }
  })
})

describe('the modules directory read to its end', () => {
  for (const width of [1440, 390])
    it(`adds cards without moving what the reader sees (${width} px)`, async () => {
      const { page, cls } = await readPage('/modules', width)
      expect(cls).toBeLessThan(0.02)
      // the directory came alive on the way (the end of its list was seen)
      expect(await page.locator('[data-modules-directory][data-ready]').count()).toBe(1)
    })
})
