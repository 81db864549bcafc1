import type { Browser, Response } from 'playwright-core'
import { launchChromium } from '../chromium'
import { gz, kb } from './figures'

/**
 * The weight of the marketing pages of issue 12 (home, blog, hosting, templates, showcase, video
 * courses, team, design kit, newsletter) against the docs budget, in every locale: the HTML a
 * visitor downloads and the JS the browser loads before the page is idle. Run by a plain
 * `npm run bench` and alone by `npm run bench -- --marketing [--no-build]` (build/tools/bench.ts).
 */

/** The docs budget the issue holds every marketing page to: HTML ≤ 20 KB gzip. */
export const HTML_BUDGET_GZIP = 20 * 1024
/** …and JS loaded before the page is idle ≤ 10 KB gzip. */
export const IDLE_JS_BUDGET_GZIP = 10 * 1024

/** The locales measured, with the cookie that picks each (the locale switch's `aster-locale`). */
const LOCALES = ['en', 'zh-CN'] as const

/** One page kind of the issue: a fixed path, or the first link of a list page matching `pick`. */
interface PageKind {
  label: string
  path: string
  pick?: RegExp
}

const PAGE_KINDS: PageKind[] = [
  { label: 'home', path: '/' },
  { label: 'blog', path: '/blog' },
  { label: 'blog post', path: '/blog', pick: /href="(\/blog\/[a-z0-9][^"?#]*)"/ },
  { label: 'hosting', path: '/deploy' },
  { label: 'hosting guide', path: '/deploy', pick: /href="(\/deploy\/[a-z0-9][^"?#]*)"/ },
  { label: 'templates', path: '/templates' },
  { label: 'showcase', path: '/showcase' },
  { label: 'video courses', path: '/video-courses' },
  { label: 'team', path: '/team' },
  { label: 'design kit', path: '/design-kit' },
  { label: 'newsletter', path: '/newsletter' },
]

/** A page's figures in one locale. */
export interface MarketingWeight {
  label: string
  path: string
  locale: string
  htmlGzip: number
  /** gzip bytes of the scripts requested before the page's first idle period */
  idleJsGzip: number
  /** …and every script incl. the islands hydrated on idle or when visible, after a quiet while */
  settledJsGzip: number
}

/** The page's HTML as the locale's visitor gets it (the server's answer, gzip at level 9). */
async function fetchHtml(url: string, locale: string): Promise<string> {
  const response = await fetch(url, { headers: { cookie: `aster-locale=${locale}` } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.text()
}

/** Resolves a page kind to a concrete path (a post, a guide: the first one its list links to). */
async function resolvePath(siteUrl: string, kind: PageKind): Promise<string> {
  if (!kind.pick) return kind.path
  const match = kind.pick.exec(await fetchHtml(`${siteUrl}${kind.path}`, 'en'))
  if (!match) throw new Error(`${kind.path} links to no page matching ${kind.pick}`)
  return match[1]!
}

/**
 * Marks the start of the page's first idle period: every `requestIdleCallback` callback is wrapped
 * so the first one to run records the time (the islands' idle hydration is one of them).
 */
const MARK_IDLE = () => {
  const marked = window as unknown as { __asterIdleAt?: number }
  const original = window.requestIdleCallback.bind(window)
  window.requestIdleCallback = (callback, options) =>
    original((deadline) => {
      marked.__asterIdleAt ??= performance.now()
      callback(deadline)
    }, options)
}

/**
 * Loads the page in a fresh context; sums the gzip size of the scripts requested before its first
 * idle period (resource timing's start time, so a visible island above the fold counts, an
 * island hydrated on idle does not), and of all scripts once the islands have settled.
 */
async function measureJs(browser: Browser, url: string, locale: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale })
  await context.addCookies([{ name: 'aster-locale', value: locale, url }])
  await context.addInitScript(MARK_IDLE)
  const page = await context.newPage()
  const sizes = new Map<string, Promise<number>>()
  const onResponse = (response: Response) => {
    const isScript =
      response.request().resourceType() === 'script' ||
      new URL(response.url()).pathname.endsWith('.js')
    if (isScript)
      sizes.set(
        response.url(),
        response.body().then(gz, () => 0)
      )
  }
  page.on('response', onResponse)
  try {
    await page.goto(url, { waitUntil: 'load' })
    // a page that schedules no idle work is idle after load
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))))
    // visible and idle islands land after that: give them a quiet moment
    await page.waitForTimeout(2000)
    const requested = await page.evaluate(() => {
      const idleAt = (window as unknown as { __asterIdleAt: number }).__asterIdleAt
      return performance
        .getEntriesByType('resource')
        .map((entry) => ({ name: entry.name, beforeIdle: entry.startTime < idleAt }))
    })
    const sum = async (names: string[]) =>
      (await Promise.all(names.map((name) => sizes.get(name) ?? 0))).reduce((a, b) => a + b, 0)
    return {
      idleJsGzip: await sum(requested.filter((r) => r.beforeIdle).map((r) => r.name)),
      settledJsGzip: await sum([...sizes.keys()]),
    }
  } finally {
    page.off('response', onResponse)
    await context.close()
  }
}

/** Measures every page kind in every locale. */
export async function measureMarketingPages(siteUrl: string): Promise<MarketingWeight[]> {
  const browser = await launchChromium()
  try {
    const weights: MarketingWeight[] = []
    for (const kind of PAGE_KINDS) {
      const path = await resolvePath(siteUrl, kind)
      for (const locale of LOCALES) {
        const url = `${siteUrl}${path}`
        const htmlGzip = gz(await fetchHtml(url, locale))
        weights.push({
          label: kind.label,
          path,
          locale,
          htmlGzip,
          ...(await measureJs(browser, url, locale)),
        })
      }
    }
    return weights
  } finally {
    await browser.close()
  }
}

/** One line per page and locale, each figure marked against its budget. */
export function formatMarketingPages(weights: MarketingWeight[]): string[] {
  const mark = (bytes: number, budget: number) => `${kb(bytes)} ${bytes <= budget ? '✓' : '✗ over'}`
  const over = weights.filter(
    (w) => w.htmlGzip > HTML_BUDGET_GZIP || w.idleJsGzip > IDLE_JS_BUDGET_GZIP
  )
  return [
    `budgets: HTML ≤ ${kb(HTML_BUDGET_GZIP)} gzip, JS before idle ≤ ${kb(IDLE_JS_BUDGET_GZIP)} gzip`,
    ...weights.map(
      (w) =>
        `${`${w.label} (${w.path})`.padEnd(48)} ${w.locale.padEnd(5)}  HTML ${mark(w.htmlGzip, HTML_BUDGET_GZIP)}  JS before idle ${mark(w.idleJsGzip, IDLE_JS_BUDGET_GZIP)}  (all JS after idle islands ${kb(w.settledJsGzip)})`
    ),
    over.length
      ? `${over.length} of ${weights.length} page/locale pairs over budget`
      : `all ${weights.length} page/locale pairs within budget`,
  ]
}

/** The bench section: measures and formats. */
export async function benchMarketingPages(siteUrl: string): Promise<string[]> {
  return formatMarketingPages(await measureMarketingPages(siteUrl))
}
