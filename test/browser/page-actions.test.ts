import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { escapeRegExp } from '../../src/shared/text'
import { DOCS_PAGES } from './content-pages'
import { useSite } from './harness'

/*
 * The page actions menu of docs pages and blog posts in Chromium, at 390 and 1440 px, light and
 * dark, English and Chinese: the clipboard holds the page's Markdown or the MCP URL, every link
 * leads where it says, the keyboard works as a menu button's should, and the menu fits the
 * screen.
 */

const site = useSite()
/** A docs page of the build (content-pages.ts): its Markdown starts with its title and description. */
const PAGE = DOCS_PAGES[1] ?? DOCS_PAGES[0]!
const DOCS = PAGE.path
const HEADING = new RegExp(`^# ${escapeRegExp(PAGE.title)}\\n`)
const HEAD = new RegExp(`^# ${escapeRegExp(PAGE.title)}\\n\\n${escapeRegExp(PAGE.description)}`)
const BLOG = '/blog/aster-4'

async function open(
  path: string,
  { width, mode, lang }: { width: number; mode: 'light' | 'dark'; lang: 'en' | 'zh-CN' }
) {
  const context = await site.newContext({ viewport: { width, height: 900 }, colorScheme: mode })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
  await context.addInitScript((value) => localStorage.setItem('aster-color-mode', value), mode)
  const page = await context.newPage()
  page.setDefaultTimeout(10_000)
  await page.goto(`${site.url}${path}?lang=${lang}`)
  return page
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())
const menu = (page: Page) => page.locator('[data-page-actions-menu]')
const href = (page: Page, action: string) =>
  page.locator(`[data-page-action="${action}"]`).getAttribute('href')

/** Opens the menu with the arrow button (which wakes the island) and waits for it. */
async function openMenu(page: Page) {
  await page.locator('[data-page-actions-toggle]').click()
  await expect.poll(() => menu(page).isVisible()).toBe(true)
}

describe('page actions', () => {
  for (const width of [390, 1440])
    for (const mode of ['light', 'dark'] as const)
      it(`copies the page and names its .md URL in every link at ${width} px, ${mode}`, async () => {
        const page = await open(DOCS, { width, mode, lang: 'en' })
        const origin = new URL(site.url).origin
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          mode === 'dark'
        )
        await page.locator('[data-copy-page]').click()
        await expect.poll(() => clipboard(page)).toMatch(HEAD)

        await openMenu(page)
        const items = menu(page).locator('[role="menuitem"]')
        expect(await items.allTextContents()).toEqual([
          expect.stringContaining('Copy page'),
          expect.stringContaining('View as Markdown'),
          expect.stringContaining('Open in ChatGPT'),
          expect.stringContaining('Open in Claude'),
          expect.stringContaining('Copy MCP URL'),
          expect.stringContaining('Add to Cursor'),
          expect.stringContaining('Add to VS Code'),
        ])
        const box = (await menu(page).boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(width)

        const markdown = `${origin}${DOCS}.md`
        const prompt = `Read ${markdown} so I can ask you questions about it.`
        expect(await href(page, 'markdown')).toBe(`${DOCS}.md`)
        const chatgpt = new URL((await href(page, 'chatgpt'))!)
        expect(chatgpt.origin + chatgpt.pathname).toBe('https://chatgpt.com/')
        expect(chatgpt.searchParams.get('q')).toBe(prompt)
        const claude = new URL((await href(page, 'claude'))!)
        expect(claude.origin + claude.pathname).toBe('https://claude.ai/new')
        expect(claude.searchParams.get('q')).toBe(prompt)
        const cursor = new URL((await href(page, 'cursor'))!)
        expect(cursor.protocol).toBe('cursor:')
        expect(JSON.parse(atobUtf8(cursor.searchParams.get('config')!))).toEqual({
          url: `${origin}/mcp`,
        })
        const vscode = (await href(page, 'vscode'))!
        expect(JSON.parse(decodeURIComponent(vscode.slice('vscode:mcp/install?'.length)))).toEqual({
          name: 'aster',
          type: 'http',
          url: `${origin}/mcp`,
        })
        expect(await page.locator('[data-page-action="claude"]').getAttribute('target')).toBe(
          '_blank'
        )

        await page.locator('[data-page-action="mcp"]').click()
        await expect.poll(() => clipboard(page)).toBe(`${origin}/mcp`)
        expect(await menu(page).count()).toBe(0)
        // the markdown link opens the page's Markdown
        const response = await page.request.get(`${site.url}${DOCS}.md`)
        expect(await response.text()).toMatch(HEADING)
      })

  it('works from the keyboard as a menu button does', async () => {
    const page = await open(DOCS, { width: 1440, mode: 'light', lang: 'en' })
    const toggle = page.locator('[data-page-actions-toggle]')
    await toggle.focus()
    await expect.poll(() => page.locator('[data-page-actions][data-ready]').count()).toBe(1)
    await page.keyboard.press('Enter')
    await expect.poll(() => menu(page).isVisible()).toBe(true)
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-page-action'))
    await expect.poll(focused).toBe('copy')
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('markdown')
    await page.keyboard.press('End')
    expect(await focused()).toBe('vscode')
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe('copy')
    await page.keyboard.press('ArrowUp')
    expect(await focused()).toBe('vscode')
    await page.keyboard.press('Escape')
    expect(await menu(page).count()).toBe(0)
    expect(
      await page.evaluate(() => document.activeElement?.hasAttribute('data-page-actions-toggle'))
    ).toBe(true)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('ArrowDown')
    await expect.poll(focused).toBe('copy')
    await page.keyboard.press('Enter')
    await expect.poll(() => clipboard(page)).toMatch(HEADING)
  })

  it('copies a blog post, in Chinese, with a Chinese prompt', async () => {
    const page = await open(BLOG, { width: 390, mode: 'dark', lang: 'zh-CN' })
    const origin = new URL(site.url).origin
    expect(await page.locator('[data-copy-page]').textContent()).toBe('复制页面')
    await openMenu(page)
    expect(await menu(page).getAttribute('aria-label')).toBe('页面操作')
    expect(await page.locator('[data-page-action="claude"]').textContent()).toContain(
      '在 Claude 中打开'
    )
    const claude = new URL((await href(page, 'claude'))!)
    expect(claude.searchParams.get('q')).toBe(
      `请阅读 ${origin}/zh${BLOG}.md，然后回答我关于它的问题。`
    )
    await page.locator('[data-page-action="copy"]').click()
    // the Chinese page copies its translation's Markdown
    await expect.poll(() => clipboard(page)).toMatch(/^# Aster 4\.0 正式发布\n/)
    const box = (await page.locator('[data-page-actions-toggle]').boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
  })

  it('closes when the reader clicks elsewhere', async () => {
    const page = await open(DOCS, { width: 1440, mode: 'light', lang: 'en' })
    await openMenu(page)
    await page.locator('h1').click()
    expect(await menu(page).count()).toBe(0)
  })
})

/** Base64 (of UTF-8) decoded in Node, as Cursor reads its `config`. */
function atobUtf8(value: string): string {
  return Buffer.from(value, 'base64').toString('utf8')
}
