import { build } from 'esbuild'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { CHROMIUM_PATH, launchChromium } from '../../tools/chromium'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compileMarkdown } from './index'

/** The compiled markup and src/client/content-behaviours.ts together, in a real Chromium. */
const ORIGIN = 'http://localhost:4321' // a secure context, so the clipboard API exists
const ROOT = join(import.meta.dirname, '../../..')
const FIXTURES = join(import.meta.dirname, '__fixtures__')

async function pageHtml(): Promise<string> {
  const markdown = ['code-group.md', 'tabs.md']
    .map((file) => readFileSync(join(FIXTURES, file), 'utf8'))
    .join('\n')
  const options = { file: 'behaviours.md', lineOffset: 0, path: '/behaviours', title: 'B' }
  const { html } = await compileMarkdown(markdown, options)
  const bundle = await build({
    entryPoints: [join(ROOT, 'src/client/content-behaviours.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'behaviours',
    write: false,
  })
  const script = `${bundle.outputFiles[0]!.text};behaviours.installContentBehaviours(document)`
  return `<!doctype html><html><body>${html}<script>${script}</script></body></html>`
}

// skipped without Chromium only outside CI: in CI (CI set) the launch fails with MISSING_CHROMIUM
describe.skipIf(!existsSync(CHROMIUM_PATH) && !process.env.CI)(
  'content behaviours in a browser',
  () => {
    let browser: Browser
    let page: Page
    /** [selected tab label, number of visible panels, visible panel text] of the nth group. */
    const selected = (group: number) =>
      page.$$eval(
        '[data-code-group]',
        (groups, index) => {
          const tab = groups[index]!.querySelector('[role=tab][aria-selected=true]')
          const panels = groups[index]!.querySelectorAll<HTMLElement>('[role=tabpanel]')
          const visible = Array.from(panels).filter((panel) => !panel.hidden)
          return [tab?.textContent, visible.length, visible[0]?.textContent?.trim()]
        },
        group
      )

    beforeAll(async () => {
      const html = await pageHtml()
      browser = await launchChromium()
      const context = await browser.newContext({
        permissions: ['clipboard-read', 'clipboard-write'],
      })
      await context.route(`${ORIGIN}/**`, (route) =>
        route.fulfill({ body: html, contentType: 'text/html' })
      )
      page = await context.newPage()
      await page.clock.install()
      await page.goto(`${ORIGIN}/`)
    })
    afterAll(() => browser?.close())

    it('shows the first tab of every group at first', async () => {
      expect(await selected(0)).toEqual(['npm', 1, 'npm create aster@latest'])
      expect(await selected(1)).toEqual(['npm', 1, 'npm install @aster/ui'])
    })

    it('syncs code groups by label and remembers the choice', async () => {
      await page.click('[data-code-group-tab="pnpm"] >> nth=0')
      expect(await selected(0)).toEqual(['pnpm', 1, 'pnpm create aster@latest'])
      expect(await selected(1)).toEqual(['pnpm', 1, 'pnpm add @aster/ui'])
      expect(await page.evaluate(() => localStorage.getItem('aster-code-group'))).toBe('pnpm')
      await page.reload()
      expect(await selected(1)).toEqual(['pnpm', 1, 'pnpm add @aster/ui'])
    })

    it('moves between tabs with the arrow keys, wrapping around', async () => {
      await page.focus('[data-code-group] >> nth=0 >> [aria-selected=true]')
      await page.keyboard.press('ArrowRight')
      expect((await selected(0))[0]).toBe('yarn')
      await page.keyboard.press('ArrowRight')
      expect((await selected(0))[0]).toBe('npm')
      await page.keyboard.press('ArrowLeft')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('yarn')
    })

    it('switches ::tabs independently of code groups', async () => {
      await page.click('[data-tabs-tab="Code"]')
      const panels = await page.$$eval('[data-tabs] [role=tabpanel]', (all) =>
        all.map((panel) => (panel as HTMLElement).hidden)
      )
      expect(panels).toEqual([true, false])
      expect((await selected(0))[0]).toBe('yarn')
      expect(await page.evaluate(() => localStorage.getItem('aster-code-group'))).toBe('yarn')
    })

    it('copies the code, announces it and restores the label after 2 s', async () => {
      await page.evaluate(() => {
        const win = window as unknown as { toast?: unknown }
        addEventListener('aster:toast', (event) => (win.toast = (event as CustomEvent).detail))
      })
      const group = page.locator('[data-code-group]').nth(1)
      const button = group.locator('[role=tabpanel]:not([hidden]) [data-copy-code]')
      await button.click()
      const clipboard = () => page.evaluate(() => navigator.clipboard.readText())
      await expect.poll(clipboard).toBe('npm install @aster/ui')
      expect(await button.getAttribute('aria-label')).toBe('Copied!')
      const toast = await page.evaluate(() => (window as unknown as { toast?: unknown }).toast)
      expect(toast).toEqual({ title: 'Copied to clipboard', color: 'success' })
      await page.clock.runFor(2000)
      expect(await button.getAttribute('aria-label')).toBe('Copy code to clipboard')
    })
  }
)
