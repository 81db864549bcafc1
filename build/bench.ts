import { execFileSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { buildSite } from './index'
import { startDevServer } from './dev-server'
import { benchPageWeight } from './bench/page-weight'
import { benchSearch } from './bench/search'
import { benchModules } from './bench/modules'
import { gz, kb, percentile } from './bench/figures'

const ROOT = resolve(import.meta.dirname, '..')
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
  const out = await mkdtemp(join(tmpdir(), 'aster-bench-'))
  console.log('# Aster site benchmark\n')

  let started = performance.now()
  await buildSite({ root: ROOT, contentDir: join(ROOT, 'content'), outDir: join(ROOT, 'dist') })
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
    console.log('\nin Chromium:')
    for (const line of await benchPageWeight(server.url)) console.log(line)
    console.log('\nsearch:')
    for (const line of await benchSearch(server.url)) console.log(line)
    console.log('\nmodules:')
    for (const line of await benchModules(server.url)) console.log(line)
  } finally {
    await server.stop()
    await rm(out, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
