import type { Page, Response } from 'playwright-core'
import { launchChromium } from '../chromium'
import { gz, kb } from './figures'

/** One page of each route kind (issue 20's budgets hold on every one). */
export const ROUTE_KINDS = [
  ['home', '/'],
  ['docs', '/docs/4.x/getting-started/introduction'],
  ['modules', '/modules'],
  ['blog', '/blog'],
  ['enterprise', '/enterprise'],
] as const

/** Budgets of issue 20, gzip bytes. */
const CSS_BEFORE_LOAD_BUDGET = 12 * 1024
const JS_BEFORE_IDLE_BUDGET = 10 * 1024
const JS_WITHOUT_INTERACTION_BUDGET = 35 * 1024

interface Weight {
  /** Render-blocking stylesheets (`<link rel=stylesheet>` in the head). */
  blockingCss: number
  /** Stylesheets after the content (the icon sheet): they never hold the first paint. */
  lateCss: number
  jsBeforeIdle: number
  jsWithoutInteraction: number
}

/** Gzip bytes of every script response recorded so far. */
async function scriptBytes(responses: Response[]): Promise<number> {
  const bodies = await Promise.all(responses.map((r) => r.body().catch(() => Buffer.alloc(0))))
  return bodies.reduce((sum, body) => sum + gz(body), 0)
}

/** Loads a page as a reader (no input at all) and weighs its CSS and JS. */
async function weigh(page: Page, url: string): Promise<Weight> {
  const scripts: Response[] = []
  const sheets = new Map<string, number>()
  const pending: Promise<void>[] = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type === 'script') scripts.push(response)
    if (type === 'stylesheet')
      pending.push(
        response.body().then(
          (body) => void sheets.set(new URL(response.url()).pathname, gz(body)),
          () => undefined
        )
      )
  })
  await page.goto(url, { waitUntil: 'load' })
  // idle: the first idle callback after load (the boot script's idle work is scheduled by then)
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 }))
  )
  const jsBeforeIdle = await scriptBytes(scripts)
  // whatever else a reader's browser loads: visible islands, idle timers (2 s at most)
  await page.waitForTimeout(2500)
  await page.waitForLoadState('networkidle')
  const jsWithoutInteraction = await scriptBytes(scripts)
  await Promise.all(pending)
  const blocking = await page.evaluate(() =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href).pathname
    )
  )
  let blockingCss = 0
  let lateCss = 0
  for (const [path, bytes] of sheets)
    if (blocking.includes(path)) blockingCss += bytes
    else lateCss += bytes
  return { blockingCss, lateCss, jsBeforeIdle, jsWithoutInteraction }
}

const mark = (bytes: number, budget: number) => `${kb(bytes)}${bytes > budget ? ' (over)' : ''}`

/**
 * Per route kind, in Chromium at phone size with an empty cache: CSS gzip before load (the
 * render-blocking sheets, budget 12 KB; the icon sheet after the content apart), JS gzip before
 * idle (budget 10 KB) and without interaction (load, idle and 2.5 s more; budget 35 KB).
 */
export async function benchRouteWeight(siteUrl: string): Promise<string[]> {
  const browser = await launchChromium()
  try {
    const lines = [
      '| route kind | CSS before load | icon sheet (after content) | JS before idle | JS without interaction |',
      '| --- | ---: | ---: | ---: | ---: |',
    ]
    for (const [kind, path] of ROUTE_KINDS) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      })
      try {
        const w = await weigh(await context.newPage(), `${siteUrl}${path}`)
        lines.push(
          `| ${kind} (${path}) | ${mark(w.blockingCss, CSS_BEFORE_LOAD_BUDGET)} | ${kb(w.lateCss)} | ${mark(w.jsBeforeIdle, JS_BEFORE_IDLE_BUDGET)} | ${mark(w.jsWithoutInteraction, JS_WITHOUT_INTERACTION_BUDGET)} |`
        )
      } finally {
        await context.close()
      }
    }
    lines.push(
      'budgets (gzip): CSS before load 12 KB, JS before idle 10 KB, without interaction 35 KB'
    )
    return lines
  } finally {
    await browser.close()
  }
}
