import { readFile } from 'node:fs/promises'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { gzipSync } from 'node:zlib'
import type { SearchSection } from '../../../src/shared/content/types'
import { toSearchResults, type SearchResultWire } from '../../../src/shared/search/api'
import { SEARCH_VERSIONS, type SearchVersion } from '../../../src/shared/search/filter'
import type { SearchIndex } from '../../../src/shared/search/index-db'
import {
  listSearchIndexKeys,
  SEARCH_ISOLATE_BYTES,
  type SearchManifest,
} from '../../../src/shared/search/manifest'
import { pickQueryWords } from '../../../src/shared/search/query-words'
import { searchSections } from '../../../src/shared/search/rank'
import {
  listBuiltIndexKeys,
  openWithReader,
  readIndexValue,
  readSearchManifest,
} from '../../search/built-index'
import { kb, percentile } from './figures'
import { createBenchQueries, type BenchQuery } from './search-queries'

/*
 * In-process search figures of a built dist/ (`npm run bench` and `npm run bench -- --search
 * [--pages N]`): value sizes, cold first query, warm uncached queries and the heap an isolate
 * keeps, each next to a baseline measured in the same run.
 */

const QUERY_COUNT = 1000
/** Cold queries: each opens the index afresh (a new isolate), then answers one query. */
const COLD_RUNS = 30
const MB = 1024 * 1024

const ms = (value: number) => `${value.toFixed(2)} ms`
/** JS heap plus ArrayBuffers (the values' bytes live outside the heap; a Worker's limit counts both). */
const memory = () => {
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return heapUsed + arrayBuffers
}
/** Collects, lets the background thread free ArrayBuffers' memory, collects again. */
async function settle(gc: () => void): Promise<void> {
  gc()
  await new Promise((done) => setTimeout(done, 500))
  gc()
}
/** CPU time of this process in ms: wall time on a shared machine mostly measures the others. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
export const p50p95 = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`

/** V8's collector, reachable without starting node with --expose-gc. */
function getGc(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}

/** One search as the API answers it: ranked sections and their snippets. */
async function answer(index: SearchIndex, query: BenchQuery): Promise<SearchResultWire[]> {
  const marked = pickQueryWords(query.q).join(' ')
  const hits = await searchSections(index, query.q, 42)
  return toSearchResults(
    hits.map((hit) => hit.section),
    marked
  )
}

/**
 * The search sections of a build made with `--sections` (`<distDir>/content/sections.json`), by
 * collection; a clear error when the build was made without.
 */
export async function readSectionsFile(distDir: string): Promise<Record<string, SearchSection[]>> {
  const file = join(distDir, 'content', 'sections.json')
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file} is missing: build with \`npm run build -- --sections\` first`)
  })
  return JSON.parse(text) as Record<string, SearchSection[]>
}

/** The bench queries over the sections of a built dist/. */
export async function readBenchQueries(distDir: string): Promise<BenchQuery[]> {
  const byCollection = await readSectionsFile(distDir)
  return createBenchQueries(
    [...(byCollection.docsv4 ?? []), ...(byCollection.docsv3 ?? []), ...(byCollection.blog ?? [])],
    QUERY_COUNT
  )
}

/** Size, cold and warm latency and heap of the search index in `distDir`; the lines to print. */
export async function benchSearchIndex(distDir: string): Promise<string[]> {
  const gc = getGc()
  const manifest = await readSearchManifest(distDir)
  const lines = ['index per docs version (docs of the version + blog), values in KV:']
  const files = new Map<string, Buffer>()
  const read = async (key: string) => {
    let value = files.get(key)
    if (!value) files.set(key, (value = await readIndexValue(distDir, key)))
    return value
  }
  for (const version of SEARCH_VERSIONS) {
    const entry = manifest.versions[version]
    const keys = await listBuiltIndexKeys(entry, read)
    const sizes = await Promise.all(keys.map(async (key) => (await read(key)).length))
    const display = sizes.slice(listSearchIndexKeys(entry).length)
    lines.push(
      `  v${version}: ${entry.sections} sections, ${keys.length} values (${entry.terms.length} term shards, ${Object.keys(entry.words).length} word lists, ${entry.displayCount} display values), ${kb(entry.rawBytes)} raw, ${kb(entry.gzipBytes)} in KV (gzip; display values gzip as base64: ${kb(display.reduce((sum, size) => sum + size, 0))}); largest value ${kb(Math.max(...sizes))}, meta ${kb(sizes[0]!)} gzip`
    )
  }
  lines.push(`  search:manifest ${kb(JSON.stringify(manifest).length)}`)
  const queries = await readBenchQueries(distDir)
  // files are read once into memory (above): the figures are the worker's work (gunzip, decode, rank)
  const open = (version: SearchVersion) =>
    openWithReader(manifest.versions[version], async (key) => files.get(key)!)

  const cold: number[] = []
  const coldCpu: number[] = []
  const coldBaseline: number[] = []
  for (let n = 0; n < COLD_RUNS; n++) {
    const query = queries[(n * 37) % queries.length]!
    let started = performance.now()
    // baseline: what any first request pays without search, parsing the manifest
    JSON.parse(JSON.stringify(manifest))
    coldBaseline.push(performance.now() - started)
    started = performance.now()
    const cpu = cpuMs()
    await answer(await open(query.version), query)
    coldCpu.push(cpuMs() - cpu)
    cold.push(performance.now() - started)
  }
  lines.push(
    `cold first query (a new isolate: open the version's index, read the values the query touches, rank, snippets; ${COLD_RUNS} runs): wall ${p50p95(cold)}, max ${ms(Math.max(...cold))}; process CPU (all threads, GC included) ${p50p95(coldCpu)} (baseline, parsing the manifest: ${p50p95(coldBaseline)})`
  )

  await settle(gc)
  const heapBefore = memory()
  const indexes = new Map<SearchVersion, SearchIndex>()
  for (const version of SEARCH_VERSIONS) indexes.set(version, await open(version))
  for (const query of queries.slice(0, 50)) await answer(indexes.get(query.version)!, query)
  const warm: number[] = []
  const warmCpu: number[] = []
  let found = 0
  let peak = 0
  for (const query of queries) {
    const started = performance.now()
    const cpu = cpuMs()
    if ((await answer(indexes.get(query.version)!, query)).length) found++
    warmCpu.push(cpuMs() - cpu)
    warm.push(performance.now() - started)
    peak = Math.max(peak, memory() - heapBefore)
  }
  await settle(gc)
  const kept = memory() - heapBefore
  // baseline: the snippets of an answer alone (42 sections of the store, every answer pays them)
  const sample = (await searchSections(indexes.get(4)!, 'aster', 42)).map((hit) => hit.section)
  const baseline: number[] = []
  for (const query of queries) {
    const started = performance.now()
    toSearchResults(sample, query.q)
    baseline.push(performance.now() - started)
  }
  lines.push(
    `warm uncached queries, ${queries.length} (titles, prefixes, one-edit typos, word pairs; 4/5 v4, 1/5 v3; ${found} with results), in process: wall ${p50p95(warm)}, max ${ms(Math.max(...warm))}; process CPU (all threads, GC included) ${p50p95(warmCpu)} (baseline, the snippets of 42 sections: wall ${p50p95(baseline)}; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs)`
  )
  lines.push(
    `memory of an isolate holding both versions after those queries (JS heap + ArrayBuffers, over the baseline of the heap before opening): ${(kept / MB).toFixed(1)} MB kept after GC, ${(peak / MB).toFixed(1)} MB at most before GC (values kept by bytes: at most ${SEARCH_ISOLATE_BYTES.stored / MB} MB stored, ${SEARCH_ISOLATE_BYTES.decoded / MB} MB decoded by estimate)`
  )
  lines.push(...(await benchOverlay(manifest, indexes, queries, read)))
  // what a visitor downloads per query: the answer's JSON, gzip (the goal: at most 4 KB)
  const answerBytes: number[] = []
  for (const query of queries)
    answerBytes.push(
      gzipSync(JSON.stringify(await answer(indexes.get(query.version)!, query))).length
    )
  lines.push(
    `answer per query (the JSON a visitor downloads, up to 42 results with snippets), gzip: median ${kb(percentile(answerBytes, 50))}, p95 ${kb(percentile(answerBytes, 95))}, max ${kb(Math.max(...answerBytes))}; ${answerBytes.filter((bytes) => bytes > 4096).length} of ${answerBytes.length} over 4 KB`
  )
  return lines
}

/**
 * The same warm queries on the Chinese site's search (src/shared/search/overlay.ts): each
 * version's zh-CN overlay searched with its English index, both already warm.
 */
async function benchOverlay(
  manifest: SearchManifest,
  english: Map<SearchVersion, SearchIndex>,
  queries: BenchQuery[],
  read: (key: string) => Promise<Buffer>
): Promise<string[]> {
  const locale = manifest.locales?.['zh-CN']
  if (!locale) return []
  const indexes = new Map<SearchVersion, SearchIndex>()
  for (const version of SEARCH_VERSIONS) {
    const overlay = await openWithReader(locale[version], read)
    indexes.set(version, { ...overlay, source: english.get(version)! })
  }
  for (const query of queries.slice(0, 50)) await answer(indexes.get(query.version)!, query)
  const warm: number[] = []
  const warmCpu: number[] = []
  for (const query of queries) {
    const started = performance.now()
    const cpu = cpuMs()
    await answer(indexes.get(query.version)!, query)
    warmCpu.push(cpuMs() - cpu)
    warm.push(performance.now() - started)
  }
  return [
    `the same warm queries on the Chinese site's search (zh-CN overlay of ${locale[4].sections} + ${locale[3].sections} sections, with the English index), in process: wall ${p50p95(warm)}, max ${ms(Math.max(...warm))}; process CPU ${p50p95(warmCpu)}`,
  ]
}
