import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCS_PAGES } from './content-pages'
import { startSite, type Site } from './harness'
import { signInThroughPopup } from './sign-in'

/**
 * The admin area as a maintainer uses it on `npm start`: a reader votes with the 'Was this
 * helpful?' widget, the maintainer signs in through the popup against the worker's development
 * OAuth provider, sees the vote in the feedback analytics, downloads the CSV, signs out, and the
 * back button then shows no admin content. One context for the whole story (the session cookie).
 */
/** A docs page of the build (content-pages.ts), and the collection its feedback names. */
const { path: DOCS, version } = DOCS_PAGES[2] ?? DOCS_PAGES[0]!
const COMMENT = '=SUM(A1:A9) in the example does not work'

let site: Site
let context: BrowserContext
let page: Page
beforeAll(async () => {
  site = await startSite()
  context = await site.browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  })
  page = await context.newPage()
})
afterAll(async () => {
  await context?.close()
  await site?.stop()
})

describe('feedback and the admin area', () => {
  it('a reader rates a docs page and adds a comment', async () => {
    await page.goto(`${site.url}${DOCS}`)
    const widget = page.locator('[data-feedback]')
    await widget.scrollIntoViewIfNeeded()
    expect(await widget.locator('h2').textContent()).toBe('Was this helpful?')
    // the island is not live yet: the first click wakes it and is replayed on it
    expect(await widget.getAttribute('data-ready')).toBeNull()
    await widget.locator('[data-rating="confusing"]').click()
    await expect
      .poll(() => widget.locator('[data-rating="confusing"]').getAttribute('aria-pressed'))
      .toBe('true')
    await expect.poll(() => widget.textContent()).toContain('Thank you for your feedback!')
    await widget.locator('textarea').fill(COMMENT)
    await widget.locator('button[type="submit"]').click()
    await expect.poll(() => widget.textContent()).toContain('Comment sent. Thank you!')
  })

  it('signs in through the popup against the local OAuth server and sees the vote', async () => {
    await signInThroughPopup(context, page, site.url)
    expect(await page.locator('[data-admin-screen="overview"]').count()).toBe(1)
    expect(await page.locator('[data-admin-user]').textContent()).toContain('aster-admin')

    await page.goto(`${site.url}/admin/feedback`)
    const row = page.locator(`[data-feedback-page="${DOCS}"]`)
    expect(await row.count()).toBe(1)
    expect(await row.textContent()).toContain('Docs 4.x')
    expect(await page.locator('[data-feedback-comment]').first().textContent()).toContain(COMMENT)
  })

  it('downloads the feedback CSV with the comment defused', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-export="feedback"]').click(),
    ])
    expect(download.suggestedFilename()).toBe('feedback.csv')
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('"created_at","path","collection","rating","comment","locale"')
    const line = lines.find((candidate) => candidate.includes(DOCS))
    expect(line).toContain(`"${DOCS}","${version.collection}","confusing","'${COMMENT}","en"`)
  })

  it('signs out; the back button then shows no admin content', async () => {
    await expect
      .poll(() => page.locator('[data-island="SignOutButton"]').getAttribute('data-hydrated'))
      .toBe('')
    await page.locator('[data-sign-out]').click()
    await page.waitForURL(`${site.url}/admin/login`)
    const session = await page.evaluate(async () => (await fetch('/api/_auth/session')).json())
    expect(session).toEqual({})
    await page.goBack()
    await page.waitForLoadState()
    expect(new URL(page.url()).pathname).toBe('/admin/login')
    expect(await page.locator('[data-admin-screen]').count()).toBe(0)
    expect(await page.content()).not.toContain(COMMENT)
  })
})
