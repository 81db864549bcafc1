import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_PATH } from '../chromium'

/** The pages of the Lighthouse run (issue 18): home, a docs page and the modules directory. */
export const LIGHTHOUSE_PATHS = ['/', '/docs/4.x/getting-started/introduction', '/modules']

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** One page's scores (0–100) and the audits that cost points, worst first. */
export interface LighthouseScores {
  path: string
  scores: Record<(typeof CATEGORIES)[number], number>
  /** `audit id (score)` of every failing weighted audit. */
  failing: string[]
  /** The lab metrics behind the performance score, as Lighthouse displays them (`TBT 120 ms`). */
  metrics: string[]
  /** Opportunities with an estimated saving, largest first (`render-blocking-resources 300 ms`). */
  opportunities: string[]
}

/** The metrics printed per page: they say why a (noisy) performance score moved. */
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
] as const

/**
 * Runs Lighthouse (mobile: its default emulated phone and simulated slow 4G) on each path of a
 * running site, in Debian's Chromium, one page after the other. Offline: nothing but the site is
 * fetched.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[] = LIGHTHOUSE_PATHS
): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const results: LighthouseScores[] = []
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
      const { lhr } = result
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])
      ) as LighthouseScores['scores']
      const weighted = new Set(
        CATEGORIES.flatMap((id) =>
          (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id)
        )
      )
      const failing = Object.values(lhr.audits)
        .filter((audit) => weighted.has(audit.id) && audit.score !== null && audit.score < 1)
        .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
        .map((audit) => `${audit.id} (${Math.round((audit.score ?? 0) * 100)})`)
      const metrics = METRICS.map(
        ([label, id]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`
      )
      const opportunities = Object.values(lhr.audits)
        .map((audit) => ({
          id: audit.id,
          ms: (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0,
        }))
        .filter(({ ms }) => ms > 0)
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5)
        .map(({ id, ms }) => `${id} ${Math.round(ms)} ms`)
      results.push({ path, scores, failing, metrics, opportunities })
    }
    return results
  } finally {
    await chrome.kill()
  }
}

/** The scores as a markdown table plus the failing audits per page. */
export function formatLighthouse(results: LighthouseScores[]): string[] {
  const lines = [
    '| page | performance | accessibility | best practices | SEO |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...results.map(
      ({ path, scores }) =>
        `| ${path} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} |`
    ),
  ]
  for (const { path, failing, metrics, opportunities } of results) {
    lines.push(`${path}: ${metrics.join(', ')}`)
    if (failing.length) lines.push(`  failing: ${failing.join(', ')}`)
    if (opportunities.length) lines.push(`  opportunities: ${opportunities.join(', ')}`)
  }
  return lines
}
