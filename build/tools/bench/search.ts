import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { SEARCH_VERSIONS } from '../../../src/shared/search/filter'
import { CLIENT_BASE } from '../../../src/shared/site'
import { gz, kb, percentile } from './figures'
import { benchSearchEval } from './search-eval'
import { benchSearchIndex, p50p95, readBenchQueries } from './search-index'
import type { BenchQuery } from './search-queries'

const DIST = resolve(import.meta.dirname, '../../../dist')

async function timeGet(url: string): Promise<{ ms: number; body: ArrayBuffer }> {
  const started = performance.now()
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  const body = await response.arrayBuffer()
  if (!response.ok)
    throw new Error(
      `${url} answered ${response.status}: ${new TextDecoder().decode(body).slice(0, 200)}`
    )
  return { ms: performance.now() - started, body }
}

const searchUrl = (siteUrl: string, { q, version }: BenchQuery) =>
  `${siteUrl}/api/search?${new URLSearchParams({ q, version: String(version) })}`

/** Static imports of an ESM chunk (esbuild output: `from"./x.js"`, `import"./x.js"`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => match[1]!)
}

/** A chunk and everything it imports statically, by file name under chunks/. */
async function chunkClosure(dir: string, entry: string): Promise<Map<string, Buffer>> {
  const seen = new Map<string, Buffer>()
  const visit = async (name: string) => {
    if (seen.has(name)) return
    const code = await readFile(join(dir, name))
    seen.set(name, code)
    for (const next of staticImports(code.toString('utf8'))) await visit(next)
  }
  await visit(entry)
  return seen
}

/**
 * Search figures for the closing note: the in-process figures of the index (search-index.ts),
 * then latency p50/p95 of uncached queries through the running worker at `siteUrl` (in workerd)
 * next to the same route with an empty query, the answer size, and the bytes the palette adds
 * to a docs page. Reads dist/ (run the build first); returns the lines to print.
 */
export async function benchSearch(siteUrl: string): Promise<string[]> {
  const lines = await benchSearchIndex(DIST)
  const queries = await readBenchQueries(DIST)
  // warm both versions first (their cold figure is above), then a baseline of the same route
  // with an empty query (routing, validation, JSON; no search)
  for (const version of SEARCH_VERSIONS)
    await timeGet(searchUrl(siteUrl, { q: 'warm up', version }))
  const baseline: number[] = []
  for (let n = 0; n < 200; n++) baseline.push((await timeGet(`${siteUrl}/api/search?q=`)).ms)
  const http: number[] = []
  const answerBytes: number[] = []
  for (const query of queries) {
    const { ms: spent, body } = await timeGet(searchUrl(siteUrl, query))
    http.push(spent)
    answerBytes.push(gz(new Uint8Array(body)))
  }
  lines.push(
    `GET /api/search on ${siteUrl} (workerd; uncached unless a query repeats, then an edge-cache hit): ${p50p95(http)} (baseline, same route with empty q: ${p50p95(baseline)})`
  )
  lines.push(
    `answer size over HTTP: median ${kb(percentile(answerBytes, 50))} gzip, p95 ${kb(percentile(answerBytes, 95))} gzip, max ${kb(Math.max(...answerBytes))} (up to 42 results with snippets); ${answerBytes.filter((bytes) => bytes > 4096).length} of ${answerBytes.length} over 4 KB`
  )
  lines.push(...(await benchPaletteBytes(siteUrl)))
  lines.push(...(await benchSearchEval(DIST)))
  return lines
}

/** Bytes the palette adds to a docs page, next to the page's own bytes. */
async function benchPaletteBytes(siteUrl: string): Promise<string[]> {
  const buildManifest = JSON.parse(await readFile(join(DIST, 'build-manifest.json'), 'utf8')) as {
    assets: { boot: string; css: string }
  }
  const clientDir = join(DIST, 'client')
  const chunksDir = join(clientDir, CLIENT_BASE.slice(1), 'chunks')
  const names = await readdir(chunksDir)
  const paletteEntry = names.find((name) => name.startsWith('SearchPalette-'))
  const hydrateEntry = names.find((name) => name.startsWith('hydrate-'))
  if (!paletteEntry || !hydrateEntry)
    throw new Error(`${chunksDir}: no SearchPalette or hydrate chunk; run \`npm run build\``)
  const palette = await chunkClosure(chunksDir, paletteEntry)
  const core = await chunkClosure(chunksDir, hydrateEntry)
  const own = [...palette].filter(([name]) => !core.has(name))
  const ownRaw = own.reduce((sum, [, code]) => sum + code.length, 0)
  const ownGzip = own.reduce((sum, [, code]) => sum + gz(code), 0)
  const coreGzip = [...core.values()].reduce((sum, code) => sum + gz(code), 0)

  const html = await (await fetch(`${siteUrl}/docs/4.x/getting-started/introduction`)).text()
  const marker =
    /<aster-island data-island="SearchPalette"[^>]*><\/aster-island>/.exec(html)?.[0] ?? ''
  const markerGzip = gz(html) - gz(html.replace(marker, ''))
  const boot = await readFile(join(clientDir, buildManifest.assets.boot))
  const css = await readFile(join(clientDir, buildManifest.assets.css))
  const pageGzip = gz(html) + gz(boot) + gz(css)
  const data = await Promise.all(
    ['/api/modules', '/api/hosting'].map(async (path) =>
      gz(new Uint8Array((await timeGet(`${siteUrl}${path}`)).body))
    )
  )

  return [
    'bytes the palette adds to a docs page:',
    `  with the page: the island marker and its props in the HTML, ${kb(marker.length)} raw, ${kb(markerGzip)} gzip (the palette code is not loaded with the page)`,
    `  on a search button's hover or the first open: ${kb(ownGzip)} gzip JS (${kb(ownRaw)} raw) in ${own.length} file(s), beyond the React + hydration chunks every island shares (${kb(coreGzip)} gzip)`,
    `  on first typing: /api/modules ${kb(data[0]!)} + /api/hosting ${kb(data[1]!)} gzip, once per page life; then one /api/search answer per keystroke pause`,
    `  the page's own bytes: HTML ${kb(gz(html))} + boot ${kb(gz(boot))} + CSS ${kb(gz(css))} = ${kb(pageGzip)} gzip; palette code = ${(ownGzip / pageGzip).toFixed(3)}× that`,
  ]
}
