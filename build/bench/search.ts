import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { SearchSection } from '../../src/shared/content/types'
import { toSearchResult } from '../../src/shared/search/api'
import { SEARCH_VERSIONS, type SearchVersion } from '../../src/shared/search/filter'
import {
  restoreSearchIndex,
  searchSections,
  type SavedSearchIndex,
  type SearchIndex,
} from '../../src/shared/search/index-db'
import { CLIENT_BASE } from '../../src/shared/site'
import { readIndexShards, readSearchManifest } from '../search/built-index'
import { gz, kb, percentile } from './figures'
import { createBenchQueries, type BenchQuery } from './search-queries'

const DIST = resolve(import.meta.dirname, '../../dist')
const QUERY_COUNT = 1000
const RESTORES = 10

const ms = (value: number) => `${value.toFixed(2)} ms`
const p50p95 = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`

/**
 * What one isolate does on its first search of a version (worker/search/load-index.ts,
 * restoreFromKv): join the shards, check their sha256, gunzip (DecompressionStream), parse,
 * Orama `load`. Run here in Node with the same web APIs and the same shared restore code.
 */
async function restoreLikeTheWorker(
  shards: ArrayBuffer[],
  hash: string
): Promise<{ index: SearchIndex; steps: Record<'hash' | 'gunzip' | 'parse' | 'load', number> }> {
  let t = performance.now()
  const lap = () => {
    const now = performance.now()
    const spent = now - t
    t = now
    return spent
  }
  const gzipped = await new Blob(shards).arrayBuffer()
  const actual = Array.from(
    new Uint8Array(await crypto.subtle.digest('SHA-256', gzipped)),
    (byte) => byte.toString(16).padStart(2, '0')
  )
    .join('')
    .slice(0, hash.length)
  if (actual !== hash)
    throw new Error(
      `dist/search: index hash ${actual}, manifest says ${hash}; run \`npm run build\``
    )
  const hashMs = lap()
  const json = await new Response(
    new Blob([gzipped]).stream().pipeThrough(new DecompressionStream('gzip'))
  ).text()
  const gunzipMs = lap()
  const saved = JSON.parse(json) as SavedSearchIndex
  const parseMs = lap()
  const index = restoreSearchIndex(saved)
  return { index, steps: { hash: hashMs, gunzip: gunzipMs, parse: parseMs, load: lap() } }
}

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
 * Search figures for the closing note: index size per version (raw and gzip), restore time per
 * isolate, query latency p50/p95 over 1,000 queries (in-process and through the running worker
 * at `siteUrl`), and the bytes the palette adds to a docs page. Reads dist/ (run the build
 * first); returns the lines to print.
 */
export async function benchSearch(siteUrl: string): Promise<string[]> {
  const lines: string[] = []
  const manifest = await readSearchManifest(DIST)

  lines.push('index per docs version (docs of the version + blog):')
  for (const version of SEARCH_VERSIONS) {
    const entry = manifest.versions[version]
    lines.push(
      `  v${version}: ${entry.sections} sections, ${kb(entry.rawBytes)} raw JSON, ${kb(entry.gzipBytes)} gzip in KV (${entry.keys.length} value${entry.keys.length > 1 ? 's' : ''}) = ${(entry.gzipBytes / entry.rawBytes).toFixed(3)}× raw`
    )
  }

  const indexes = new Map<SearchVersion, SearchIndex>()
  lines.push(
    `restore per isolate (Node, the worker's steps: join, sha256, gunzip, JSON.parse, Orama load; median of ${RESTORES}):`
  )
  for (const version of SEARCH_VERSIONS) {
    const entry = manifest.versions[version]
    // as KV hands them to the worker: one ArrayBuffer per shard
    const shards = (await readIndexShards(DIST, manifest, version)).map(
      (shard) => new Uint8Array(shard).buffer
    )
    type Steps = Awaited<ReturnType<typeof restoreLikeTheWorker>>['steps']
    const runs: Steps[] = []
    for (let n = 0; n < RESTORES; n++) {
      // keep only the first index: ten live indexes would make the later runs measure the GC
      const { index, steps } = await restoreLikeTheWorker(shards, entry.hash)
      if (n === 0) indexes.set(version, index)
      runs.push(steps)
    }
    const totals = runs.map((steps) => steps.hash + steps.gunzip + steps.parse + steps.load)
    const median = (key: keyof Steps) =>
      percentile(
        runs.map((steps) => steps[key]),
        50
      )
    lines.push(
      `  v${version}: median ${ms(percentile(totals, 50))}, first ${ms(totals[0]!)} (median steps: hash ${ms(median('hash'))}, gunzip ${ms(median('gunzip'))}, parse ${ms(median('parse'))}, load ${ms(median('load'))})`
    )
  }

  const byCollection = JSON.parse(
    await readFile(join(DIST, 'content', 'sections.json'), 'utf8')
  ) as Record<string, SearchSection[]>
  const queries = createBenchQueries(
    [...(byCollection.docsv4 ?? []), ...(byCollection.docsv3 ?? []), ...(byCollection.blog ?? [])],
    QUERY_COUNT
  )
  const local: number[] = []
  let found = 0
  for (const query of queries.slice(0, 50))
    await searchSections(indexes.get(query.version)!, query.q, 42)
  for (const query of queries) {
    const started = performance.now()
    const results = (await searchSections(indexes.get(query.version)!, query.q, 42)).map((hit) =>
      toSearchResult(hit.section, query.q)
    )
    local.push(performance.now() - started)
    if (results.length) found++
  }
  lines.push(
    `query latency, ${queries.length} queries (titles, prefixes, one-edit typos, word pairs; 4/5 v4, 1/5 v3; ${found} with results):`
  )
  lines.push(`  in-process (rank + snippets, no HTTP): ${p50p95(local)}`)

  // through the worker: warm both indexes first (their restore is the figure above), then a
  // baseline of the same route with an empty query (routing, validation, JSON; no search)
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
    `  GET /api/search on ${siteUrl}: ${p50p95(http)} (baseline, same route with empty q: ${p50p95(baseline)})`
  )
  lines.push(
    `  answer size: median ${kb(percentile(answerBytes, 50))} gzip, p95 ${kb(percentile(answerBytes, 95))} gzip (up to 42 results with snippets)`
  )

  lines.push(...(await benchPaletteBytes(siteUrl)))
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
    `  on idle or first open: ${kb(ownGzip)} gzip JS (${kb(ownRaw)} raw) in ${own.length} file(s), beyond the React + hydration chunks every island shares (${kb(coreGzip)} gzip)`,
    `  on first typing: /api/modules ${kb(data[0]!)} + /api/hosting ${kb(data[1]!)} gzip, once per page life; then one /api/search answer per keystroke pause`,
    `  the page's own bytes: HTML ${kb(gz(html))} + boot ${kb(gz(boot))} + CSS ${kb(gz(css))} = ${kb(pageGzip)} gzip; palette code = ${(ownGzip / pageGzip).toFixed(3)}× that`,
  ]
}
