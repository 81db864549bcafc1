import { describe, expect, it } from 'vitest'
import { createPreviewToken } from '../../src/shared/preview/token'
import { BROWSER_PREVIEW_SECRET } from './global-setup'
import { FIRST_DOCS_PAGE } from './content-pages'
import { useSite } from './harness'

/*
 * Preview mode in the browser (spec 3): the token GET /api/_preview stores in its cookie
 * (HttpOnly: no script can read it) is kept in session storage as well, taken from the preview
 * link (the landing page's fragment), and both go when preview mode ends.
 */
const site = useSite()
/** A docs page of the build (content-pages.ts). */
const PAGE = FIRST_DOCS_PAGE

describe('preview mode', () => {
  it('keeps the token in an HttpOnly cookie and in session storage, and drops both on leaving', async () => {
    const token = await createPreviewToken(BROWSER_PREVIEW_SECRET, 600)
    const page = await (await site.newContext()).newPage()
    const response = await page.goto(
      `${site.url}/api/_preview?${new URLSearchParams({ token, to: PAGE })}`
    )
    expect(response?.headers()['x-robots-tag']).toContain('noindex')
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('aster-preview')))
      .toBe(token)
    // the token left the address bar once copied
    expect(page.url()).toBe(`${site.url}${PAGE}`)
    const cookie = (await page.context().cookies(site.url)).find(
      (entry) => entry.name === '__Host-aster_preview'
    )
    expect(cookie).toMatchObject({
      value: token,
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    })
    expect(await page.evaluate(() => document.cookie)).not.toContain(token)
    // another page of the same tab keeps the copy
    await page.goto(`${site.url}/blog`)
    expect(await page.evaluate(() => sessionStorage.getItem('aster-preview'))).toBe(token)

    await page.evaluate(() => fetch('/api/_preview', { method: 'DELETE' }))
    await page.reload()
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('aster-preview'))).toBeNull()
    expect((await page.context().cookies(site.url)).map((entry) => entry.name)).not.toContain(
      '__Host-aster_preview'
    )
  })
})
