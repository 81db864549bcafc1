import { gzipSync } from 'node:zlib'
import { localizedPath } from '../../../src/shared/i18n/locale-paths'
import { percentile } from './figures'

/** The pages issue 37 compares in both languages (its 'Done when' list). */
export const LOCALE_BENCH_PAGES = [
  '/',
  '/templates',
  '/enterprise/support',
  '/blog',
  '/docs/4.x/getting-started/introduction',
]
/** Renders timed per page and language (after one warm-up each). */
const RUNS = 25
/** The goal: a Chinese page within 10 % of its English page, in bytes and in render time. */
const TOLERANCE = 0.1

/** One render of a page: its HTML and the milliseconds until the last byte. */
async function render(base: string, path: string, run: number) {
  // a query string that is no tracking parameter bypasses the edge cache and the prerendered
  // file (worker/middleware/page-cache.ts): every request is a render
  const started = performance.now()
  const response = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}bench=${run}`)
  const html = await response.text()
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return { html, ms: performance.now() - started }
}

const percent = (zh: number, en: number) =>
  `${zh >= en ? '+' : ''}${((zh / en - 1) * 100).toFixed(1)} %`

/**
 * `npm run bench -- --locales [--no-build]`: each page of {@link LOCALE_BENCH_PAGES} in English
 * and at its Chinese URL, served by the production build: HTML bytes (raw and gzip) and render
 * time (p50 of {@link RUNS} renders, the languages interleaved so load hits both alike), and the
 * Chinese page against the English one, flagged when it is more than 10 % heavier or slower.
 */
export async function benchLocales(base: string): Promise<string[]> {
  const lines: string[] = []
  for (const path of LOCALE_BENCH_PAGES) {
    const zhPath = localizedPath(path, 'zh-CN')
    const times = { en: [] as number[], zh: [] as number[] }
    let html = { en: '', zh: '' }
    await render(base, path, -1)
    await render(base, zhPath, -1)
    for (let run = 0; run < RUNS; run++) {
      const en = await render(base, path, run)
      const zh = await render(base, zhPath, run)
      times.en.push(en.ms)
      times.zh.push(zh.ms)
      html = { en: en.html, zh: zh.html }
    }
    const gzip = { en: gzipSync(html.en).length, zh: gzipSync(html.zh).length }
    const p50 = { en: percentile(times.en, 50), zh: percentile(times.zh, 50) }
    const over =
      gzip.zh > gzip.en * (1 + TOLERANCE) || p50.zh > p50.en * (1 + TOLERANCE) ? '  OVER 10 %' : ''
    lines.push(
      `${path}: HTML ${html.en.length} → ${html.zh.length} B (${percent(html.zh.length, html.en.length)}), gzip ${gzip.en} → ${gzip.zh} B (${percent(gzip.zh, gzip.en)}); render p50 ${p50.en.toFixed(1)} → ${p50.zh.toFixed(1)} ms (${percent(p50.zh, p50.en)})${over}`
    )
  }
  return lines
}
