import { describe, expect, it } from 'vitest'
import { useSite } from './harness'

/*
 * The modules toolbar's 'Apply' button exists only for visitors without JavaScript (issue 41,
 * item 9): with it, the filters apply as one types and there is no button to press.
 */
const site = useSite()

describe("the modules toolbar's Apply button", () => {
  it('is not there with JavaScript, before or after the directory is live', async () => {
    const context = await site.newContext({ viewport: { width: 1440, height: 900 } })
    const page = await context.newPage()
    await page.goto(`${site.url}/modules`)
    const apply = page.locator('[data-modules-filters]').getByRole('button', { name: 'Apply' })
    expect(await apply.count()).toBe(0)
    await page.locator('[data-modules-search]').click()
    await page.waitForSelector('[data-modules-directory][data-ready]', { state: 'attached' })
    expect(await apply.count()).toBe(0)
    await page.locator('[data-modules-search]').pressSequentially('image')
    await expect.poll(() => new URL(page.url()).search).toBe('?q=image')
  })

  it('is shown without JavaScript and filters on the server', async () => {
    const context = await site.newContext({
      viewport: { width: 1440, height: 900 },
      javaScriptEnabled: false,
    })
    const page = await context.newPage()
    await page.goto(`${site.url}/modules`)
    const apply = page.locator('[data-modules-filters]').getByRole('button', { name: 'Apply' })
    expect(await apply.isVisible()).toBe(true)
    await page.locator('[data-modules-search]').fill('image')
    await Promise.all([page.waitForURL(/\/modules\?q=image$/), apply.click()])
    expect(await page.locator('[data-module-card="image"]').count()).toBe(1)
  })
})
