import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { parseMarkdownSource } from '../../build/content/frontmatter'
import type { HomeFrontmatter } from '../../src/shared/content/schemas/home'
import { useSite, type UsedSite } from './harness'

/**
 * Home, blog and hosting as a visitor uses them: the home sections show what
 * content/home/index.md says, the copy buttons copy, the code tabs switch, the blog filters and
 * the hosting search live in the URL (reload, back/forward, no JS), an article has its TOC,
 * share row and older/newer links.
 */
const HOME = parseMarkdownSource(
  'content/home/index.md',
  readFileSync(join(import.meta.dirname, '../../content/home/index.md'), 'utf8')
).data as unknown as HomeFrontmatter

const site = useSite()
let context: BrowserContext
let page: Page

async function open(path: string, options: Parameters<UsedSite['newContext']>[0] = {}) {
  context = await site.newContext({ viewport: { width: 1280, height: 900 }, ...options })
  page = await context.newPage()
  await page.goto(`${site.url}${path}`)
  return page
}

const texts = (selector: string) =>
  page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.textContent?.trim()))
const postPaths = () =>
  page
    .locator('[data-post]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-post')))
const providerPaths = () =>
  page
    .locator('[data-provider]')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-provider')))

describe('home', () => {
  it('shows every section as written in content/home/index.md', async () => {
    await open('/')
    expect(await page.locator('h1').textContent()).toBe(HOME.hero.title)
    const hero = page.locator('[data-home="hero"]')
    expect(await hero.textContent()).toContain(HOME.hero.description)
    for (const link of HOME.hero.cta)
      expect(await hero.locator(`a[href="${link.to}"]`).textContent()).toBe(link.label)
    // each company by its wordmark, the name as the image's text alternative
    expect(
      await page
        .locator('[data-home="logos"] li img')
        .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt))
    ).toEqual(HOME.logos.items.map((i) => i.name))
    const marks = page.locator('[data-home="logos"] li img')
    await marks.first().scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        marks.evaluateAll((images) =>
          images.every((image) => (image as HTMLImageElement).naturalWidth > 0)
        )
      )
      .toBe(true)
    expect(await texts('[data-home="features"] li .font-semibold')).toEqual(
      HOME.features.items.map((item) => item.title)
    )
    expect(await texts('[data-home="foundation"] li .font-semibold')).toEqual(
      HOME.foundation.items.map((item) => item.title)
    )
    expect(await page.locator('[data-home="testimonial"] blockquote').textContent()).toBe(
      HOME.testimonial.quote
    )
    expect(await texts('[data-home="stats"] dt')).toEqual(HOME.stats.items.map((i) => i.label))
    for (const key of [
      'code',
      'modules',
      'deploy',
      'enterprise',
      'contributors',
      'showcase',
      'sponsors',
    ] as const)
      expect(await page.locator(`[data-home="${key}"] h2`).textContent()).toBe(HOME[key].title)
    // the hero background follows the page's hero opacity
    const opacity = await page
      .locator('[data-hero-bg]')
      .evaluate((node) => getComputedStyle(node).opacity)
    expect(Number(opacity)).toBeCloseTo(HOME.heroOpacity ?? 1)
  })

  it('sets each page’s hero opacity on client navigation, there and back', async () => {
    await open('/')
    const heroOpacity = () =>
      page.evaluate(() => document.body.style.getPropertyValue('--hero-opacity'))
    expect(Number(await heroOpacity())).toBeCloseTo(HOME.heroOpacity ?? 1)
    const follow = (path: string) =>
      page.evaluate((to) => {
        const link = Object.assign(document.createElement('a'), { href: to, textContent: to })
        document.querySelector('[data-page-region]')!.append(link)
        link.click()
      }, path)
    await follow('/templates')
    await page.waitForURL(`${site.url}/templates`)
    await expect.poll(heroOpacity).toBe('1')
    await follow('/')
    await page.waitForURL(`${site.url}/`)
    await expect.poll(async () => Number(await heroOpacity())).toBeCloseTo(HOME.heroOpacity ?? 1)
  })

  it('copies the install command with a toast', async () => {
    await open('/')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
    await page.locator('[data-install] [data-copy-install]').click()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(HOME.hero.install)
    await expect
      .poll(() => page.locator('[data-toast]').first().textContent())
      .toContain(HOME.hero.install)
  })

  it('switches the code showcase tabs', async () => {
    await open('/')
    const code = page.locator('[data-home="code"]')
    const tab = code.getByRole('tab', { name: 'Server routes' })
    await tab.click()
    expect(await tab.getAttribute('aria-selected')).toBe('true')
    expect(await code.locator('[role="tabpanel"]:visible').textContent()).toContain(
      'app/api/health.ts'
    )
  })
})

describe('blog', () => {
  it('filters by category in the URL, kept on reload and through back/forward', async () => {
    await open('/blog')
    const all = await postPaths()
    expect(all.length).toBeGreaterThanOrEqual(12)
    await page.locator('[data-blog-category="Release"]').click()
    await page.waitForURL(`${site.url}/blog?category=Release`)
    await expect
      .poll(postPaths)
      .toEqual([
        '/blog/aster-4-2-streaming',
        '/blog/aster-4-1',
        '/blog/aster-4',
        '/blog/aster-3-14',
      ])
    await page.reload()
    expect(await postPaths()).toHaveLength(4)
    await page.locator('[data-blog-tag="router"]').click()
    await page.waitForURL(`${site.url}/blog?tag=router`)
    await expect.poll(postPaths).toEqual(['/blog/aster-4'])
    await page.goBack()
    await page.waitForURL(`${site.url}/blog?category=Release`)
    await expect.poll(postPaths).toHaveLength(4)
    await page.goBack()
    await page.waitForURL(`${site.url}/blog`)
    await expect.poll(postPaths).toEqual(all)
    await page.goForward()
    await page.waitForURL(`${site.url}/blog?category=Release`)
    await expect.poll(postPaths).toHaveLength(4)
  })

  it('opens an article with TOC, share row, copy link and older/newer posts', async () => {
    await open('/blog/aster-4')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
    expect(await page.locator('[data-byline]').first().textContent()).toMatch(/min read/)
    expect(await page.locator('[data-share] a[href^="https://x.com/"]').count()).toBe(1)
    await page.locator('[data-copy-link]').click()
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toMatch(/\/blog\/aster-4$/)
    await expect
      .poll(() => page.locator('[data-toast]').first().textContent())
      .toContain('Link copied')
    expect(await texts('[data-toc] a')).toContain('A new router core')
    await page.locator('[data-toc] a', { hasText: 'Breaking changes' }).click()
    await page.waitForURL(`${site.url}/blog/aster-4#breaking-changes`)
    await page.locator('[data-pager="next"]').click()
    await page.waitForURL(`${site.url}/blog/migrating-3-to-4`)
    await page.locator('[data-pager="prev"]').click()
    await page.waitForURL(`${site.url}/blog/aster-4`)
    await page.locator('[data-back-to-blog]').click()
    await page.waitForURL(`${site.url}/blog`)
  })
})

describe('hosting', () => {
  it('filters by title as you type, keeps it in the URL and on reload', async () => {
    await open('/deploy')
    expect(await providerPaths()).toHaveLength(15)
    await page.locator('[data-deploy-search]').pressSequentially('net')
    await expect.poll(providerPaths).toEqual(['/deploy/netlify'])
    await expect.poll(() => new URL(page.url()).search).toBe('?q=net')
    await page.reload()
    expect(await providerPaths()).toEqual(['/deploy/netlify'])
    expect(await page.locator('[data-deploy-search]').inputValue()).toBe('net')
    await page.locator('[data-deploy-search]').fill('')
    await expect.poll(providerPaths).toHaveLength(15)
    await expect.poll(() => new URL(page.url()).search).toBe('')
  })

  it('works without JavaScript: the GET form and the category links filter on the server', async () => {
    await open('/deploy', { javaScriptEnabled: false })
    await page.locator('[data-deploy-search]').fill('ver')
    await page.locator('[data-deploy-search]').press('Enter')
    await page.waitForURL(`${site.url}/deploy?q=ver`)
    expect(await providerPaths()).toEqual(['/deploy/vercel', '/deploy/node-server'])
    await page.goto(`${site.url}/deploy`)
    await page.locator('[data-deploy-category="Static"]').click()
    await page.waitForURL(`${site.url}/deploy?category=Static`)
    expect(await providerPaths()).toEqual(['/deploy/azure-static-web-apps', '/deploy/github-pages'])
  })

  it('opens a guide with its website, preset and steps', async () => {
    await open('/deploy')
    await page.locator('[data-provider="/deploy/netlify"] a').click()
    await page.waitForURL(`${site.url}/deploy/netlify`)
    const guide = page.locator('[data-deploy-guide]')
    expect(await guide.locator('h1').textContent()).toBe('Netlify')
    expect(await guide.locator('dl').textContent()).toContain('netlify')
    expect(await guide.locator('h3').count()).toBeGreaterThan(0)
  })
})
