import { spawnSync } from 'node:child_process'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { BROWSER_PREVIEW_SECRET } from './global-setup'
import { draftsOf } from './content-pages'
import { startSite, type Site } from './harness'
import { queryLocalD1 } from './local-d1'
import { signInThroughPopup } from './sign-in'

/**
 * Issue 40, item 1, as an editor and a reviewer live it: the editor signs in, opens 'Drafts',
 * previews a draft (bar and Draft mark), copies its link; a reviewer opens the link in a fresh
 * browser with no session and sees the draft, then exits preview (the draft is a 404 again);
 * the editor revokes every link, and the copied link then fails with a clear message.
 * `npm run preview-link` prints a link signed the same way, revoked by the same button.
 */
/** A draft of the build's latest docs (content-pages.ts); without one there is nothing to preview. */
const { path: DRAFT, title: DRAFT_TITLE } = draftsOf()[0] ?? { path: '', title: '' }
const ROOT = new URL('../..', import.meta.url).pathname

let site: Site
let editor: BrowserContext
let page: Page
let copied: string
let printed: string
beforeAll(async () => {
  site = await startSite()
  editor = await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
  await editor.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
  page = await editor.newPage()
})
afterAll(async () => {
  await editor?.close()
  await site?.stop()
  // leave the shared server's key as the other browser tests found it (no rotation yet)
  queryLocalD1('DELETE FROM preview_key')
})

/** A browser with no session and no cookie: a reviewer. */
async function reviewer(): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } })
  return context.newPage()
}

/** What a draft page in preview mode shows. */
async function expectPreviewOf(target: Page) {
  expect(new URL(target.url()).pathname).toBe(DRAFT)
  const bar = target.locator('[data-preview-bar]')
  expect(await bar.isVisible()).toBe(true)
  expect(await bar.textContent()).toContain('Preview')
  expect(await bar.locator('[data-preview-expires]').textContent()).toMatch(
    /Link valid until \d{4}-/
  )
  expect(await target.locator('[data-draft-mark]').isVisible()).toBe(true)
  expect(await target.locator('h1').first().textContent()).toContain(DRAFT_TITLE)
}

describe.runIf(DRAFT)('preview links from the Drafts screen', () => {
  it('signs in and opens Drafts from the admin navigation', async () => {
    await signInThroughPopup(editor, page, site.url)
    await page.locator('nav[aria-label="Admin"] a', { hasText: 'Drafts' }).click()
    await page.waitForURL(`${site.url}/admin/drafts`)
    expect(await page.locator(`[data-draft="${DRAFT}"]`).textContent()).toContain(DRAFT_TITLE)
  })

  it("'Preview' opens the draft in preview mode: the bar and the Draft mark", async () => {
    await page.locator(`[data-draft="${DRAFT}"] [data-preview-draft]`).click()
    await page.waitForURL(`${site.url}${DRAFT}`)
    await expectPreviewOf(page)
  })

  it("'Copy preview link' copies a link that works for a reviewer without an account", async () => {
    await page.goto(`${site.url}/admin/drafts`)
    await page.locator(`[data-draft="${DRAFT}"] [data-copy-text]`).click()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain('/api/_preview?token=')
    copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(new URL(copied).searchParams.get('to')).toBe(DRAFT)

    const guest = await reviewer()
    await guest.goto(copied)
    await expectPreviewOf(guest)
    const cookies = (await guest.context().cookies(site.url)).map((cookie) => cookie.name)
    expect(cookies).not.toContain('__Host-aster_session')
    await guest.context().close()
  })

  it("'Exit preview' ends preview mode: the draft is a 404 again", async () => {
    const guest = await reviewer()
    await guest.goto(copied)
    await expectPreviewOf(guest)
    await guest.locator('[data-preview-exit]').click()
    await guest.waitForURL(`${site.url}${DRAFT}`)
    await expect.poll(() => guest.locator('[data-status-code]').textContent()).toBe('404')
    expect(await guest.locator('[data-preview-bar]').count()).toBe(0)
    await guest.context().close()
  })

  it('npm run preview-link prints a link that works the same way', async () => {
    const run = spawnSync(
      'npm',
      [
        'run',
        '--silent',
        'preview-link',
        '--',
        DRAFT,
        '--ttl',
        '1h',
        '--persist-to',
        inject('statePath'),
        '--site',
        site.url,
      ],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, PREVIEW_SECRET: BROWSER_PREVIEW_SECRET },
      }
    )
    expect(run.status, run.stderr).toBe(0)
    printed = run.stdout.trim()
    const guest = await reviewer()
    await guest.goto(printed)
    await expectPreviewOf(guest)
    await guest.context().close()
  })

  it("'Revoke all links' makes every earlier link fail with a clear message", async () => {
    await page.goto(`${site.url}/admin/drafts`)
    await page.locator('[data-revoke-previews]').click()
    await page.waitForURL(`${site.url}/admin/drafts?revoked`)
    expect(await page.locator('[data-admin-notice]').textContent()).toBe(
      'All earlier preview links are revoked.'
    )
    for (const link of [copied, printed]) {
      const guest = await reviewer()
      const response = await guest.goto(link)
      expect(response?.status()).toBe(401)
      expect(await guest.locator('[data-error-message]').textContent()).toBe(
        'This preview link has been revoked. Ask for a new one.'
      )
      await guest.goto(`${site.url}${DRAFT}`)
      expect(await guest.locator('[data-status-code]').textContent()).toBe('404')
      await guest.context().close()
    }
  })
})
