import { describe, expect, it } from 'vitest'
import { createPreviewToken } from '../../src/shared/preview/token'
import { BROWSER_PREVIEW_SECRET } from './global-setup'
import { useSite } from './harness'

/*
 * Preview mode in the browser (spec 3): the token GET /api/_preview stores in its cookie is kept
 * in session storage as well, and leaves both when preview mode ends.
 */
const site = useSite()
const PAGE = '/docs/4.x/getting-started/installation'

describe('preview mode', () => {
  it('keeps the token in the cookie and in session storage, and drops both on leaving', async () => {
    const token = await createPreviewToken(BROWSER_PREVIEW_SECRET, 600)
    const page = await (await site.newContext()).newPage()
    const response = await page.goto(
      `${site.url}/api/_preview?${new URLSearchParams({ token, to: PAGE })}`
    )
    expect(page.url()).toBe(`${site.url}${PAGE}`)
    expect(response?.headers()['x-robots-tag']).toContain('noindex')
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('aster-preview')))
      .toBe(token)
    const cookies = await page.context().cookies(site.url)
    expect(cookies.find((cookie) => cookie.name === 'aster-preview')?.value).toBe(token)

    await page.evaluate(() => fetch('/api/_preview', { method: 'DELETE' }))
    await page.reload()
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('aster-preview'))).toBeNull()
    expect((await page.context().cookies(site.url)).map((cookie) => cookie.name)).not.toContain(
      'aster-preview'
    )
  })
})
