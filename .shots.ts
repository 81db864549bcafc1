import { chromium } from 'playwright-core'
import { startDevServer } from './build/dev-server'

const server = await startDevServer('/tmp/i40-shots-state', '/docs/4.x/getting-started/introduction', {
  SESSION_SECRET: 'shots-session-secret-of-at-least-32-characters',
  GITHUB_CLIENT_ID: 'aster-local-dev',
  GITHUB_OAUTH_URL: '/api/_dev_oauth',
  GITHUB_OAUTH_API_URL: '/api/_dev_oauth',
  ADMIN_ALLOW: 'aster-admin',
  PREVIEW_SECRET: 'shots-preview-secret-of-at-least-32-characters',
})
const url = server.url
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
  const setup = await browser.newContext()
  const page = await setup.newPage()
  await page.goto(`${url}/admin/login`)
  await page.waitForSelector('[data-island="SignInButton"][data-hydrated]')
  const [popup] = await Promise.all([setup.waitForEvent('page'), page.locator('[data-sign-in]').click()])
  await popup.waitForSelector('[data-dev-oauth]')
  await popup.locator('button[type="submit"]').click()
  await page.waitForURL(`${url}/admin`)
  // some 404s and a rule
  for (const [path, n] of [['/docs/4.x/getting-started/instalation', 5], ['/docs/4.x/guide/concept/rendering', 3], ['/docs/3.x/getting-started/configuraton', 2], ['/blog/aster-41', 1], ['/docs/4.x/old-guide/something-renamed', 1]] as const)
    for (let i = 0; i < n; i++) await fetch(`${url}${path}`)
  await new Promise((r) => setTimeout(r, 1500))
  await page.evaluate(async () => {
    await fetch('/api/admin/redirects', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'from=/docs/4.x/old-guide/**&to=/docs/4.x/guide/**' })
  })
  const state = await setup.storageState()
  const draftLink = await page.goto(`${url}/admin/drafts`).then(() => page.locator(`[data-draft="/docs/4.x/guide/going-further/view-transitions"] [data-preview-draft]`).getAttribute('href'))
  for (const locale of ['en', 'zh-CN']) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [390, 1440]) {
        const context = await browser.newContext({ storageState: state, viewport: { width, height: 900 }, colorScheme: scheme })
        const p = await context.newPage()
        await p.goto(`${url}/admin?lang=${locale}`)
        for (const screen of ['drafts', 'not-found']) {
          await p.goto(`${url}/admin/${screen}`)
          await p.screenshot({ path: `/work/shots/issue-40/${screen}-${locale}-${scheme}-${width}.png`, fullPage: true })
        }
        await p.goto(draftLink!)
        await p.waitForSelector('[data-preview-bar]')
        await p.screenshot({ path: `/work/shots/issue-40/preview-${locale}-${scheme}-${width}.png` })
        await context.close()
      }
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
