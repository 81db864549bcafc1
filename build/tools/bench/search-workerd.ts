import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createLocalTarget } from '../../publish/local-target'
import { runDeploy } from '../../publish/plan'
import { startDevServer } from '../../publish/dev-server'
import { listSearchIndexKeys } from '../../../src/shared/search/manifest'
import { listBuiltIndexKeys, readIndexValue, readSearchManifest } from '../../search/built-index'
import { percentile } from './figures'
import { benchKvBaseline } from './kv-probe'
import { readBenchQueries } from './search-index'
import type { BenchQuery } from './search-queries'

/*
 * The search figures inside workerd (`npm run bench -- --search --pages N`): the production
 * worker bundle under `wrangler dev`, its KV holding the search index of the generated corpus
 * (`outDir`), the same 1,000 queries as the in-process figures sent to `/api/search`. Every
 * measured answer must be an answer-cache miss (`X-Cache: MISS`): a query that repeats asks one
 * result fewer (`limit`, 42 down to 4 by twos; the odd limits are the repeats of the measure below
 * and the warm-up asks 1), a different cache key for the same work.
 */

const ROOT = resolve(import.meta.dirname, '../../..')
const ms = (value: number) => `${value.toFixed(1)} ms`
const p50p95 = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`

interface Timed {
  ms: number
  /** Server-Timing of the worker, `name;dur=` by name (its own clock: workerd's advances on I/O only). */
  server: Map<string, number>
  /** KV reads and bytes of the answer (Server-Timing `kv;desc="n reads, b B"`). */
  kvReads: number
  kvBytes: number
  cache: string | null
}

const TIMING_RE = /([a-z]+);dur=([\d.]+)/g
const KV_DESC_RE = /kv;dur=[\d.]+;desc="(\d+) reads, (\d+) B"/

async function timeGet(url: string): Promise<Timed> {
  const started = performance.now()
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  const body = await response.text()
  const spent = performance.now() - started
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`)
  const header = response.headers.get('server-timing') ?? ''
  const kv = KV_DESC_RE.exec(header)
  return {
    ms: spent,
    server: new Map([...header.matchAll(TIMING_RE)].map(([, name, dur]) => [name!, Number(dur)])),
    kvReads: Number(kv?.[1] ?? 0),
    kvBytes: Number(kv?.[2] ?? 0),
    cache: response.headers.get('x-cache'),
  }
}

/** Server-Timing phases of the worker (search-timing.ts), in the order it marks them. */
const PHASES = ['manifest', 'cache', 'open', 'terms', 'rank', 'display', 'snippets', 'kv', 'decode']

/** Per phase, the median and p95 over a series of answers; then KV reads and bytes per answer. */
function splitLine(series: readonly Timed[]): string {
  const phases = PHASES.map((phase) => {
    const values = series.map((timed) => timed.server.get(phase) ?? 0)
    return `${phase} ${percentile(values, 50).toFixed(1)}/${percentile(values, 95).toFixed(1)}`
  })
  const reads = series.map((timed) => timed.kvReads)
  const bytes = series.map((timed) => timed.kvBytes / 1024)
  return `Server-Timing p50/p95 ms: ${phases.join(', ')}; KV per answer: p50 ${percentile(reads, 50)} reads ${percentile(bytes, 50).toFixed(0)} KB, p95 ${percentile(reads, 95)} reads ${percentile(bytes, 95).toFixed(0)} KB`
}

/** The bench queries, each with a limit that makes its answer-cache key unique in the run. */
function uniqueRequests(queries: readonly BenchQuery[]): string[] {
  const seen = new Map<string, number>()
  return queries.map(({ q, version }) => {
    const key = `${version}\0${q.toLowerCase().trim()}`
    const repeats = seen.get(key) ?? 0
    seen.set(key, repeats + 1)
    const limit = String(42 - 2 * (repeats % 20))
    return `/api/search?${new URLSearchParams({ q, version: String(version), limit })}`
  })
}

/**
 * Cold first query, then warm uncached p50/p95 of the bench queries over HTTP to the production
 * worker in workerd, next to a baseline of the same route with an empty query (routing,
 * validation, JSON; no search). `outDir` is a build's output (its search index goes into KV).
 */
export async function benchSearchWorkerd(outDir: string): Promise<string[]> {
  const persist = await mkdtemp(join(tmpdir(), 'aster-bench-workerd-'))
  try {
    const target = await createLocalTarget(ROOT, persist)
    try {
      await runDeploy({
        distDir: outDir,
        target,
        steps: ['migrations', 'search index'],
        force: true,
      })
    } finally {
      await target.dispose()
    }
    const server = await startDevServer(
      persist,
      '/api/search?q=',
      {},
      {
        production: true,
        prepare: false,
      }
    )
    let lines: string[]
    try {
      lines = await measure(server.url, await readBenchQueries(outDir))
    } finally {
      await server.stop()
    }
    const entry = (await readSearchManifest(outDir)).versions[4]
    const keys = await listBuiltIndexKeys(entry, (key) => readIndexValue(outDir, key))
    const store = keys.slice(listSearchIndexKeys(entry).length)
    return [...lines, ...(await benchKvBaseline(persist, entry, store, [10, 42]))]
  } finally {
    await rm(persist, { recursive: true, force: true })
  }
}

async function measure(siteUrl: string, queries: readonly BenchQuery[]): Promise<string[]> {
  const requests = uniqueRequests(queries)
  // the first search of a fresh isolate: manifest, the version's meta, its term shards, one
  // display read
  const cold = await timeGet(`${siteUrl}${requests[0]}`)
  const baseline: number[] = []
  for (let n = 0; n < 200; n++) baseline.push((await timeGet(`${siteUrl}/api/search?q=`)).ms)
  // both versions opened, JIT warm (these answers are cached, the measured ones never are)
  for (const { q, version } of queries.slice(0, 50))
    await timeGet(
      `${siteUrl}/api/search?${new URLSearchParams({ q, version: String(version), limit: '1' })}`
    )
  const fresh: Timed[] = []
  const held: Timed[] = []
  for (const path of requests.slice(1)) {
    // as sent, then again at once with one result fewer: an answer-cache miss too, whose values
    // this isolate now holds (what is left is workerd's CPU: rank, snippets, JSON)
    fresh.push(await timeGet(`${siteUrl}${path}`))
    held.push(
      await timeGet(
        `${siteUrl}${path.replace(/limit=(\d+)/, (_, n: string) => `limit=${Number(n) - 1}`)}`
      )
    )
  }
  const hits = [...fresh, ...held].filter((timed) => timed.cache !== 'MISS').length
  if (hits) throw new Error(`${hits} measured answers were not answer-cache misses`)
  const wall = (series: Timed[]) => series.map((timed) => timed.ms)
  const total = (series: Timed[]) => series.map((timed) => timed.server.get('search') ?? 0)
  return [
    `in workerd (production bundle under wrangler dev, local KV from the build; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs): cold first query ${ms(cold.ms)} over HTTP (Server-Timing ${cold.server.get('search') ?? '?'} ms: ${[...cold.server].map(([name, dur]) => `${name} ${dur}`).join(', ')}; ${cold.kvReads} KV reads, ${(cold.kvBytes / 1024).toFixed(0)} KB)`,
    `  warm uncached queries, ${fresh.length} (every one X-Cache: MISS), reading from KV what the isolate does not hold: HTTP ${p50p95(wall(fresh))}, max ${ms(Math.max(...wall(fresh)))}; Server-Timing total ${p50p95(total(fresh))}`,
    `    ${splitLine(fresh)}`,
    `  the same queries again at once (X-Cache: MISS, values held by the isolate: rank, snippets, JSON): HTTP ${p50p95(wall(held))}, max ${ms(Math.max(...wall(held)))}; Server-Timing total ${p50p95(total(held))}`,
    `    ${splitLine(held)}`,
    `  baseline, same route with empty q (routing, validation, JSON): HTTP ${p50p95(baseline)}`,
  ]
}
