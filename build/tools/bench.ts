import { execFileSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startDevServer } from '../publish/dev-server'
import { benchPageWeight, countPrefetches, measureDocsWeight } from './bench/page-weight'
import { benchMarketingPages } from './bench/marketing-pages'
import { benchSearch } from './bench/search'
import { benchModules } from './bench/modules'
import { benchLoadSite } from './bench/load-site'
import { gz, kb, percentile } from './bench/figures'
import { benchBuildPages } from './bench/pages'
import { benchPublish } from './bench/publish'
import { benchSearchPages } from './bench/search-pages'
import { formatLighthouse, runLighthouse } from './bench/lighthouse'
import { benchRouteWeight } from './bench/route-weight'
import { benchPaletteOpen } from './bench/palette-open'
import { benchHtmlWeight } from './bench/html-weight'
import { benchSameOutput } from './bench/same-output'
import { benchAgainst } from './bench/ab'
import { parseArgs, type BenchArgs } from './bench/args'
import { benchOgImages } from './bench/og-images'
import { benchLocales } from './bench/locales'
import { benchCls } from './bench/cls'
import { benchAnalysis } from './bench/analysis-eval'

const ROOT = resolve(import.meta.dirname, '../..')

/** The full build into dist/ (imported when needed: `--load --no-build` runs without it). */
async function buildSite(): Promise<void> {
  const { buildSite: build } = await import('../index')
  // with the sections file: the search and load benches make their queries from it
  await build({
    root: ROOT,
    contentDir: join(ROOT, 'content'),
    outDir: join(ROOT, 'dist'),
    sections: true,
  })
}
/** Sequential GETs; returns latencies in ms (bodies fully read). */
async function measure(url: string, count: number): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await fetch(url)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${url} answered ${response.status}`)
    times.push(performance.now() - started)
  }
  return times
}

/** Prints the performance figures, each with the baseline measured in the same run. */
async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2))
  if (args.sameOutput !== undefined) {
    if (args.sameOutput === 'true')
      throw new Error('--same-output needs a revision: --same-output <rev>')
    return benchSameOutput(args.sameOutput, args.pages[0], args.corpus)
  }
  if (args.against !== undefined) {
    if (args.against === 'true' || !args.pages.length)
      throw new Error('--against needs a revision and page counts: --pages 1000 --against <rev>')
    return benchAgainst(args.against, args.pages, args.runs, args.corpus)
  }
  if (args.publish) return benchPublish(args.pages[0] ?? 10_000)
  if (args.load) return benchLoadSite(args)
  if (args.lighthouse) return lighthouseOnly(args)
  if (args.weight) {
    // route kinds first: the HTML-weight part rebuilds dist/ from each generated corpus
    await weightOnly(args)
    return benchHtmlWeight(args.pages)
  }
  if (args.marketing) return marketingOnly(args)
  if (args.og) return ogOnly(args)
  if (args.cls) return clsOnly(args)
  if (args.locales) return localesOnly(args)
  if (args.analysis) return analysisOnly(args)
  if (args.search) return args.pages.length ? benchSearchPages(args.pages) : searchOnly(args)
  if (args.pages.length) return benchBuildPages(args.pages, args.runs, args.corpus)
  const out = await mkdtemp(join(tmpdir(), 'aster-bench-'))
  console.log('# Aster site benchmark\n')

  let started = performance.now()
  await buildSite()
  const buildMs = performance.now() - started
  console.log(`\nfull build (content + client + css): ${(buildMs / 1000).toFixed(2)} s`)

  const clientDir = join(ROOT, 'dist/client/_aster')
  const manifest = JSON.parse(await readFile(join(ROOT, 'dist/build-manifest.json'), 'utf8')) as {
    assets: { boot: string }
  }
  const boot = await readFile(join(ROOT, 'dist/client', manifest.assets.boot))
  const chunks = await readdir(join(clientDir, 'chunks'))
  const chunkSizes = await Promise.all(
    chunks.map(async (name) => gz(await readFile(join(clientDir, 'chunks', name))))
  )
  const react = Math.max(...chunkSizes)
  console.log(
    `boot script: ${kb(boot.length)} raw, ${kb(gz(boot))} gzip = ${(gz(boot) / react).toFixed(3)}× the React chunk (${kb(react)} gzip); budget 10 KB gzip`
  )
  console.log(
    `all lazily loaded JS chunks: ${kb(chunkSizes.reduce((a, b) => a + b, 0))} gzip in ${chunks.length} files`
  )

  started = performance.now()
  execFileSync('wrangler', ['deploy', '--dry-run', '--outdir', join(out, 'worker')], {
    cwd: ROOT,
    stdio: 'pipe',
  })
  const workerFile = join(out, 'worker', 'index.js')
  const worker = await readFile(workerFile)
  console.log(
    `worker bundle: ${kb((await stat(workerFile)).size)} raw, ${kb(gz(worker))} gzip (bundled in ${((performance.now() - started) / 1000).toFixed(1)} s)`
  )

  const server = await startDevServer(
    '.wrangler/bench-state',
    '/docs/4.x/getting-started/introduction'
  )
  try {
    const count = 200
    const css = await measure(
      `${server.url}${JSON.parse(await readFile(join(ROOT, 'dist/build-manifest.json'), 'utf8')).assets.css}`,
      count
    )
    const docs = await measure(`${server.url}/docs/4.x/getting-started/introduction`, count)
    const html = await (await fetch(`${server.url}/docs/4.x/getting-started/introduction`)).text()
    console.log(`\nwrangler dev (local workerd), ${count} sequential requests each:`)
    console.log(
      `static asset (baseline): p50 ${percentile(css, 50).toFixed(2)} ms, p95 ${percentile(css, 95).toFixed(2)} ms`
    )
    console.log(
      `docs page SSR from D1:  p50 ${percentile(docs, 50).toFixed(2)} ms, p95 ${percentile(docs, 95).toFixed(2)} ms = ${(percentile(docs, 50) / percentile(css, 50)).toFixed(2)}× the baseline p50`
    )
    console.log(`docs page HTML: ${kb(html.length)} raw, ${kb(gz(html))} gzip`)
    console.log(await measureDocsWeight(server.url, '/docs/4.x/getting-started/introduction'))
    console.log(await countPrefetches(server.url, '/docs/4.x/getting-started/introduction'))
    console.log('\nin Chromium:')
    for (const line of await benchPageWeight(server.url)) console.log(line)
    console.log('\nper route kind (phone, empty cache, no interaction):')
    for (const line of await benchRouteWeight(server.url)) console.log(line)
    for (const line of await benchPaletteOpen(server.url)) console.log(line)
    console.log('\nmarketing pages (issue 12), in Chromium:')
    for (const line of await benchMarketingPages(server.url)) console.log(line)
    console.log('\nsearch:')
    for (const line of await benchSearch(server.url)) console.log(line)
    console.log('\nmodules:')
    for (const line of await benchModules(server.url)) console.log(line)
  } finally {
    await server.stop()
    await rm(out, { recursive: true, force: true })
  }
  await lighthouseOnly({ build: false })
}

/**
 * `--search` without `--pages`: the search figures of the sample site (build/tools/bench/search.ts),
 * through the production-like server.
 */
async function searchOnly({ build }: { build: boolean }): Promise<void> {
  if (build) await buildSite()
  const server = await startDevServer('.wrangler/bench-state', '/', {}, { production: true })
  try {
    console.log('\nsearch (sample content; production build under wrangler dev):')
    for (const line of await benchSearch(server.url)) console.log(line)
  } finally {
    await server.stop()
  }
}

/** `--marketing`: the weight of the marketing pages alone (build/tools/bench/marketing-pages.ts). */
async function marketingOnly({ build }: { build: boolean }): Promise<void> {
  if (build) await buildSite()
  const server = await startDevServer('.wrangler/bench-state', '/')
  try {
    console.log('\nmarketing pages (issue 12), in Chromium:')
    for (const line of await benchMarketingPages(server.url)) console.log(line)
  } finally {
    await server.stop()
  }
}

/**
 * `--analysis`: the relevance suites under each chain of Orama's language tools
 * (build/tools/bench/analysis-eval.ts), on the sections of a `--sections` build.
 */
async function analysisOnly({ build }: { build: boolean }): Promise<void> {
  if (build) await buildSite()
  console.log('\nsearch analysis chains (relevance suites, cases passed):')
  for (const line of await benchAnalysis(join(ROOT, 'dist'))) console.log(line)
}

/** `--og`: milliseconds per Open Graph image, normal and 50,000-character titles (build/tools/bench/og-images.ts). */
async function ogOnly({ build }: { build: boolean }): Promise<void> {
  if (build) await buildSite()
  console.log('\nOpen Graph images (production build under wrangler dev):')
  for (const line of await benchOgImages()) console.log(line)
}

/**
 * `--cls`: the layout shift of a page of every kind on a phone and a desktop
 * (build/tools/bench/cls.ts), through the production-like server: `npm run bench -- --cls [--no-build]`.
 */
async function clsOnly({ build }: { build: boolean }): Promise<void> {
  if (build) await buildSite()
  const server = await startDevServer('.wrangler/bench-state', '/', {}, { production: true })
  try {
    console.log('\nlayout shift (CLS; read down to the end; production build under wrangler dev):')
    for (const line of await benchCls(server.url)) console.log(line)
  } finally {
    await server.stop()
  }
}

/**
 * `--locales`: each page of issue 37's list in English and in Chinese (/zh): HTML weight and
 * render time, the Chinese page against the English one (build/tools/bench/locales.ts):
 * `npm run bench -- --locales [--no-build]`.
 */
async function localesOnly({ build }: { build: boolean }): Promise<void> {
  if (build) await buildSite()
  const server = await startDevServer('.wrangler/bench-state', '/', {}, { production: true })
  try {
    console.log('\nEnglish → Chinese page (production build under wrangler dev):')
    for (const line of await benchLocales(server.url)) console.log(line)
  } finally {
    await server.stop()
  }
}

/**
 * `--weight`: CSS and JS a reader loads per route kind (build/tools/bench/route-weight.ts), through
 * the production-like server: `npm run bench -- --weight [--no-build]`.
 */
async function weightOnly({ build }: { build: boolean }): Promise<void> {
  if (build) await buildSite()
  const server = await startDevServer('.wrangler/bench-state', '/', {}, { production: true })
  try {
    console.log('\nper route kind (phone, empty cache, no interaction; production build):')
    for (const line of await benchRouteWeight(server.url)) console.log(line)
    for (const line of await benchPaletteOpen(server.url)) console.log(line)
  } finally {
    await server.stop()
  }
}

/**
 * Lighthouse (mobile) on home, a docs page and /modules of the production-like server (the
 * `wrangler deploy` bundle, React's production build): `npm run bench -- --lighthouse
 * [--no-build]`, and the last part of a plain `npm run bench`.
 */
async function lighthouseOnly({ build }: { build: boolean }): Promise<void> {
  if (build) await buildSite()
  const server = await startDevServer('.wrangler/lighthouse-state', '/', {}, { production: true })
  try {
    console.log('\nLighthouse (mobile, simulated slow 4G; production build under wrangler dev):')
    for (const line of formatLighthouse(await runLighthouse(server.url))) console.log(line)
  } finally {
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
