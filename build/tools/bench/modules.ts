import { resolve } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { build } from 'esbuild'
import type { Page } from 'playwright-core'
import type { ModuleSummary } from '../../../src/shared/modules/types'
import { launchChromium } from '../chromium'
import { gz, kb, percentile } from './figures'
import type { KeystrokeTimes, timeKeystrokes } from './modules-page'

const ROOT = resolve(import.meta.dirname, '../../..')
/** Size of the synthetic directory the filter is timed on. */
const SYNTHETIC_COUNT = 1000
/** What visitors type, one keystroke per prefix ('c++' and '@aster/' exercise the escaping). */
const TYPED = ['image', 'seo kit', '@aster/', 'analytics', 'c++', 'database sync', 'zzzz']
/** Timed rounds over every keystroke (after one warm-up round), and calls per timed keystroke. */
const ROUNDS = 40
const CALLS_PER_SAMPLE = 10

const br = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
const ms = (value: number) => `${value < 1 ? value.toFixed(3) : value.toFixed(2)} ms`

/**
 * 1,000 modules made from the real ones: the same texts with numbered names, npm names and
 * repositories, and stats and dates spread deterministically (sponsors and official modules
 * keep the real share), so the filter sees data shaped like the directory's.
 */
function syntheticModules(real: ModuleSummary[], count = SYNTHETIC_COUNT): ModuleSummary[] {
  let seed = 42
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  return Array.from({ length: count }, (_, index) => {
    const base = real[index % real.length]!
    const copy = Math.floor(index / real.length)
    if (copy === 0) return base
    const day = 86_400_000
    const created = Date.parse(base.stats.createdAt) - Math.floor(random() * 900) * day
    const published = Math.max(
      created,
      Date.parse(base.stats.publishedAt) - Math.floor(random() * 300) * day
    )
    return {
      ...base,
      name: `${base.name}-${copy}`,
      npm: `${base.npm}-${copy}`,
      repo: `${base.repo}-${copy}`,
      sponsor: base.sponsor && copy % 4 === 0,
      stats: {
        downloads: Math.floor(base.stats.downloads * (0.05 + random() * 2)),
        stars: Math.floor(base.stats.stars * (0.05 + random() * 2)),
        publishedAt: new Date(published).toISOString(),
        createdAt: new Date(created).toISOString(),
      },
    }
  })
}

/** build/tools/bench/modules-page.ts with the shared filter module, bundled for the page as `window.AsterModulesBench`. */
async function bundleInPageBench(): Promise<string> {
  const result = await build({
    entryPoints: [resolve(import.meta.dirname, 'modules-page.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'AsterModulesBench',
    minify: true,
    target: 'es2022',
    write: false,
  })
  return result.outputFiles[0]!.text
}

/** Runs {@link timeKeystrokes} in the page on `modules`. */
function timeInPage(page: Page, modules: ModuleSummary[]): Promise<KeystrokeTimes> {
  return page.evaluate(
    ({ modules, typed, rounds, calls }) =>
      (
        window as unknown as { AsterModulesBench: { timeKeystrokes: typeof timeKeystrokes } }
      ).AsterModulesBench.timeKeystrokes(modules, typed, rounds, calls),
    { modules, typed: TYPED, rounds: ROUNDS, calls: CALLS_PER_SAMPLE }
  )
}

/**
 * Times keystrokes in the live directory island, from keydown to the re-rendered list (React
 * commits a typed character synchronously; a document-level `input` listener runs after it).
 * `/api/modules` is answered with `modules`, so the island filters exactly that list.
 */
async function timeIsland(page: Page, siteUrl: string, body: string): Promise<number[]> {
  await page.route(`${siteUrl}/api/modules`, (route) =>
    route.fulfill({ contentType: 'application/json', body })
  )
  await page.goto(`${siteUrl}/modules`)
  // the island comes alive on the first interaction (or at the end of the list): focus its box
  await page.focus('[data-modules-search]')
  await page.waitForSelector('[data-modules-directory][data-ready]', { state: 'attached' })
  await page.evaluate(() => {
    const state = window as unknown as { keyAt?: number; keystrokes: number[] }
    state.keystrokes = []
    document.addEventListener('keydown', () => (state.keyAt = performance.now()), true)
    document.addEventListener('input', () => {
      // only typed characters: clearing the box between texts has no keydown
      if (state.keyAt !== undefined) state.keystrokes.push(performance.now() - state.keyAt)
      state.keyAt = undefined
    })
  })
  const input = page.locator('[data-modules-search]')
  const type = async (texts: string[]) => {
    for (const text of texts) {
      await input.fill('')
      await input.pressSequentially(text)
    }
  }
  await type(TYPED) // warm-up
  await page.evaluate(() => ((window as unknown as { keystrokes: number[] }).keystrokes.length = 0))
  await type([...TYPED, ...TYPED, ...TYPED])
  await page.unroute(`${siteUrl}/api/modules`)
  return page.evaluate(() => (window as unknown as { keystrokes: number[] }).keystrokes)
}

/**
 * The closing figures of the modules directory: bytes of `/api/modules` (raw, gzip, brotli; also
 * at 1,000 modules), and the time to filter 1,000 modules in Chromium per keystroke with the
 * shared rules, against a plain `Array.filter` over the same list measured in the same run.
 */
export async function benchModules(siteUrl: string): Promise<string[]> {
  const response = await fetch(`${siteUrl}/api/modules`)
  if (!response.ok) throw new Error(`/api/modules answered ${response.status}`)
  const text = await response.text()
  const { modules } = JSON.parse(text) as { modules: ModuleSummary[] }
  const synthetic = syntheticModules(modules)
  const syntheticJson = JSON.stringify({ modules: synthetic, stats: JSON.parse(text).stats })
  const html = await (await fetch(`${siteUrl}/modules`)).text()
  const detail = await (await fetch(`${siteUrl}/api/modules/image`)).text()

  const browser = await launchChromium()
  try {
    // the page's CSP allows only its own scripts: the bench adds the bundled shared module itself
    const page = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true })
    ).newPage()
    await page.goto(`${siteUrl}/modules`)
    await page.addScriptTag({ content: await bundleInPageBench() })
    const large = await timeInPage(page, synthetic)
    const real = await timeInPage(page, modules)
    const island = await timeIsland(page, siteUrl, syntheticJson)
    const islandReal = await timeIsland(page, siteUrl, text)
    const ratio = percentile(large.shared, 50) / percentile(large.baseline, 50)
    return [
      `GET /api/modules (${modules.length} modules): ${kb(text.length)} raw, ${kb(gz(text))} gzip, ${kb(br(text))} brotli (${Math.round(gz(text) / modules.length)} B gzip per module)`,
      `the same shape at ${synthetic.length} modules: ${kb(syntheticJson.length)} raw, ${kb(gz(syntheticJson))} gzip, ${kb(br(syntheticJson))} brotli`,
      `GET /api/modules/image (one module with README): ${kb(detail.length)} raw, ${kb(gz(detail))} gzip; /modules HTML (18 cards): ${kb(html.length)} raw, ${kb(gz(html))} gzip`,
      `filter ${synthetic.length} modules in Chromium, per keystroke (${large.shared.length} keystrokes): shared filterModules p50 ${ms(percentile(large.shared, 50))}, p95 ${ms(percentile(large.shared, 95))}; plain Array.filter (baseline, no sort) p50 ${ms(percentile(large.baseline, 50))}, p95 ${ms(percentile(large.baseline, 95))} = ${ratio.toFixed(2)}× the baseline p50`,
      `filter the real ${modules.length} modules: shared p50 ${ms(percentile(real.shared, 50))}, p95 ${ms(percentile(real.shared, 95))}; baseline p50 ${ms(percentile(real.baseline, 50))}`,
      `keydown → list re-rendered in the live island (${island.length} keystrokes): ${synthetic.length} modules p50 ${ms(percentile(island, 50))}, p95 ${ms(percentile(island, 95))}; the real ${modules.length} p50 ${ms(percentile(islandReal, 50))}, p95 ${ms(percentile(islandReal, 95))}`,
    ]
  } finally {
    await browser.close()
  }
}
