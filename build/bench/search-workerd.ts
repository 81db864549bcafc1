import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { createLocalTarget } from '../deploy/local-target'
import { runDeploy } from '../deploy/plan'
import { startDevServer } from '../dev-server'
import { percentile } from './figures'
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

const ROOT = resolve(import.meta.dirname, '../..')
const ms = (value: number) => `${value.toFixed(1)} ms`
const p50p95 = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}`

interface Timed {
  ms: number
  /** `search;dur=` of Server-Timing: the worker's own clock (workerd's advances on I/O only). */
  serverMs: number | undefined
  cache: string | null
}

async function timeGet(url: string): Promise<Timed> {
  const started = performance.now()
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  const body = await response.text()
  const spent = performance.now() - started
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${body.slice(0, 200)}`)
  const timing = /search;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')
  return {
    ms: spent,
    serverMs: timing ? Number(timing[1]) : undefined,
    cache: response.headers.get('x-cache'),
  }
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
    try {
      return await measure(server.url, await readBenchQueries(outDir))
    } finally {
      await server.stop()
    }
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
  const fresh = { wall: [] as number[], server: [] as number[] }
  const held = { wall: [] as number[], server: [] as number[] }
  let hits = 0
  for (const path of requests.slice(1)) {
    // as sent, then again at once with one result fewer: an answer-cache miss too, whose values
    // this isolate now holds (what is left is workerd's CPU: rank, snippets, JSON)
    for (const [url, into] of [
      [path, fresh],
      [path.replace(/limit=(\d+)/, (_, n: string) => `limit=${Number(n) - 1}`), held],
    ] as const) {
      const timed = await timeGet(`${siteUrl}${url}`)
      into.wall.push(timed.ms)
      if (timed.serverMs !== undefined) into.server.push(timed.serverMs)
      if (timed.cache !== 'MISS') hits++
    }
  }
  if (hits) throw new Error(`${hits} measured answers were not answer-cache misses`)
  return [
    `in workerd (production bundle under wrangler dev, local KV from the build): cold first query ${ms(cold.ms)} over HTTP (Server-Timing ${cold.serverMs ?? '?'} ms)`,
    `  warm uncached queries, ${fresh.wall.length} (every one X-Cache: MISS), reading from KV what the isolate does not hold: HTTP ${p50p95(fresh.wall)}, max ${ms(Math.max(...fresh.wall))}; Server-Timing ${p50p95(fresh.server)}`,
    `  the same queries again at once (X-Cache: MISS, values held by the isolate: rank, snippets, JSON): HTTP ${p50p95(held.wall)}, max ${ms(Math.max(...held.wall))}; Server-Timing ${p50p95(held.server)}`,
    `  baseline, same route with empty q (routing, validation, JSON): HTTP ${p50p95(baseline)}`,
  ]
}
