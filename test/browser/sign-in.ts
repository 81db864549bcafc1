import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Signs in as `aster-admin` the way a maintainer does on `npm start`: 'Continue with GitHub'
 * opens the popup of the worker's development OAuth provider, 'Sign in' there, and the login
 * page goes on to /admin. Consumers: admin.test.ts, preview-links.test.ts.
 */
export async function signInThroughPopup(context: BrowserContext, page: Page, siteUrl: string) {
  await page.goto(`${siteUrl}/admin/login`)
  await expect
    .poll(() => page.locator('[data-island="SignInButton"]').getAttribute('data-hydrated'))
    .toBe('')
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.locator('[data-sign-in]').click(),
  ])
  await popup.waitForSelector('[data-dev-oauth]')
  expect(await popup.locator('input[name="login"]').inputValue()).toBe('aster-admin')
  await popup.locator('button[type="submit"]').click()
  await popup.waitForEvent('close')
  await page.waitForURL(`${siteUrl}/admin`)
}
