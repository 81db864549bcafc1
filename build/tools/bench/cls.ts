import type { Browser } from 'playwright-core'
import { launchChromium } from '../chromium'

/**
 * Cumulative layout shift (CLS) of a page of every kind, on a phone and a desktop, read as a
 * visitor reads it: loaded, then scrolled down to the end half a screen at a time so the lazy
 * images load on the way, then settled. CLS is the web-vitals figure: the largest session window
 * of shifts without recent input (gaps under 1 s, windows up to 5 s). Goal: under 0.02 on every
 * page kind. Run by `npm run bench -- --cls [--no-build]` against the production build
 * (build/tools/bench.ts).
 */

/** The goal of issue 41 for every page kind. */
export const CLS_GOAL = 0.02

/** A page of each kind of the route table. */
const PAGE_KINDS = [
  ['home', '/'],
  ['docs', '/docs/4.x/getting-started/introduction'],
  ['modules', '/modules'],
  ['module', '/modules/image'],
  ['blog', '/blog'],
  ['blog post', '/blog/aster-4'],
  ['hosting', '/deploy'],
  ['hosting guide', '/deploy/vercel'],
  ['templates', '/templates'],
  ['showcase', '/showcase'],
  ['video courses', '/video-courses'],
  ['team', '/team'],
  ['design kit', '/design-kit'],
  ['newsletter', '/newsletter'],
  ['newsletter issue', '/newsletter/issue-23'],
  ['enterprise', '/enterprise'],
  ['support', '/enterprise/support'],
  ['agencies', '/enterprise/agencies'],
  ['sponsors', '/enterprise/sponsors'],
  ['jobs', '/enterprise/jobs'],
] as const

const VIEWPORTS = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const

/** Records every layout shift (time, value, input) from the start of the page. */
const RECORD_SHIFTS = () => {
  const shifts: [number, number][] = ((
    window as unknown as { __shifts: [number, number][] }
  ).__shifts = [])
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number
      hadRecentInput: boolean
    })[])
      if (!entry.hadRecentInput) shifts.push([entry.startTime, entry.value])
  }).observe({ type: 'layout-shift', buffered: true })
}

/** The largest session window of the shifts (web-vitals: gaps < 1 s, windows ≤ 5 s). */
export function sessionWindowCls(shifts: readonly (readonly [number, number])[]): number {
  let worst = 0
  let sum = 0
  let first = -Infinity
  let last = -Infinity
  for (const [time, value] of shifts) {
    if (time - last < 1000 && time - first < 5000) sum += value
    else {
      sum = value
      first = time
    }
    last = time
    worst = Math.max(worst, sum)
  }
  return worst
}

async function measure(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number }
): Promise<number> {
  const context = await browser.newContext({ viewport })
  try {
    await context.addInitScript(RECORD_SHIFTS)
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 80))
      }
    })
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: [number, number][] }).__shifts
    )
    return sessionWindowCls(shifts)
  } finally {
    await context.close()
  }
}

/** One line per page kind (phone and desktop CLS), then the worst and whether it meets the goal. */
export async function benchCls(siteUrl: string): Promise<string[]> {
  const browser = await launchChromium()
  try {
    const lines: string[] = []
    let worst = { cls: 0, where: '' }
    for (const [label, path] of PAGE_KINDS) {
      const figures: string[] = []
      for (const [device, viewport] of VIEWPORTS) {
        const cls = await measure(browser, `${siteUrl}${path}`, viewport)
        if (cls >= worst.cls) worst = { cls, where: `${label} (${device})` }
        figures.push(`${device} ${cls.toFixed(4)}`)
      }
      lines.push(`${label.padEnd(17)} ${path.padEnd(40)} ${figures.join(', ')}`)
    }
    lines.push(
      `worst: ${worst.cls.toFixed(4)} on ${worst.where}; goal < ${CLS_GOAL} on every page kind: ${worst.cls < CLS_GOAL ? 'met' : 'NOT met'}`
    )
    return lines
  } finally {
    await browser.close()
  }
}
