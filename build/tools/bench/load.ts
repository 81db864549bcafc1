import { readdir, readFile, stat } from 'node:fs/promises'
import { cpus, loadavg } from 'node:os'
import { join, relative, resolve } from 'node:path'
import type { SearchSection } from '../../../src/shared/content/types'
import type { DevServer } from '../../publish/dev-server'
import { countErrors, percentileOfSorted, runLoad, type LoadResult } from '../load/generator'
import { findInspectorPort, readIsolateHeaps } from '../load/inspector'
import { findWorkerd, readCpuMs, readMemory } from '../../publish/process-tree'
import { kb } from './figures'
import { readSectionsFile } from './search-index'
import { createBenchQueries } from './search-queries'

const DIST = resolve(import.meta.dirname, '../../../dist')

/** Options of {@link benchLoad} (`npm run bench -- --load --duration=60 --connections=100`). */
export interface LoadBenchOptions {
  /** Measured seconds per endpoint class. */
  durationS: number
  /**
   * Seconds of load before the measured run (JIT, isolate memos, edge cache, search restore,
   * and the V8 heaps and allocator of workerd growing to their working size).
   */
  warmupS: number
  connections: number
  /** Only the endpoint classes whose name starts with one of these (all when empty). */
  only?: string[]
  /**
   * Docs pages the docs classes rotate through, spread evenly over the version's pages (all when
   * absent): the same working set at every site size, so what differs is only the site's size.
   */
  rotate?: number
}

/** One endpoint class: its name and the path of its n-th request. */
interface EndpointClass {
  name: string
  path: (n: number) => string
  headers?: Record<string, string>
}

/** The React build bundled in the worker: its development build carries React's dev warnings. */
export async function detectReactBuild(bundle: string | undefined): Promise<string> {
  if (!bundle) return 'unknown (bundle not found: another wrangler dev started at the same time)'
  const code = await readFile(bundle, 'utf8').catch(() => '')
  if (!code.includes('renderToReadableStream')) return 'unknown (no React in the bundle)'
  return code.includes('This value must be coerced to a string before using it here')
    ? 'development'
    : 'production'
}

/** Every file of dist/client except `_headers`, with its size. */
export async function listStaticFiles(): Promise<{ path: string; bytes: number }[]> {
  const root = join(DIST, 'client')
  const files = await readdir(root, { recursive: true })
  const sized = await Promise.all(
    files.map(async (file) => {
      const full = join(root, file)
      const info = await stat(full)
      return info.isFile() && file !== '_headers'
        ? { path: `/${relative(root, full)}`, bytes: info.size }
        : undefined
    })
  )
  return sized.filter((file) => file !== undefined)
}

/** The docs pages of the latest version and the sections of every version (from dist/content). */
async function readContent(): Promise<{ pages: string[]; sections: SearchSection[] }> {
  const byCollection = await readSectionsFile(DIST)
  const pages = (byCollection.docsv4 ?? [])
    .filter((section) => !section.id.includes('#'))
    .map((section) => section.id)
  const sections = [
    ...(byCollection.docsv4 ?? []),
    ...(byCollection.docsv3 ?? []),
    ...(byCollection.blog ?? []),
  ]
  return { pages, sections }
}

/** At most `count` of `items`, evenly spaced (all of them when `count` is absent). */
function spread<T>(items: T[], count: number | undefined): T[] {
  if (count === undefined || items.length <= count) return items
  return Array.from({ length: count }, (_, n) => items[Math.floor((n * items.length) / count)]!)
}

const mb = (value: number | undefined) => (value === undefined ? '?' : value.toFixed(0))
const mb1 = (value: number | undefined) => (value === undefined ? '?' : value.toFixed(1))
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1))
const growth = (from: number | undefined, to: number | undefined) =>
  from && to ? `${to >= from ? '+' : ''}${((to / from - 1) * 100).toFixed(1)} %` : '?'

/** What the server looks like at one moment: workerd memory and the worker's own heap. */
interface Sample {
  runtimePid: number | undefined
  runtimeMb: number | undefined
  proxyMb: number | undefined
  /** V8 heap of the site's worker isolate after a full GC (what it still references). */
  workerHeapMb?: number
}

/**
 * Loads the server with `connections` keep-alive connections per endpoint class (a static asset
 * as the in-run baseline, a docs page from the edge cache and rendered, its `_payload.json`, `/modules`, `/api/search` with
 * varying queries, `/api/modules`), one class after the other, and returns the printed figures:
 * req/s, p50/p99, errors, the RSS of the runtime workerd (worker, bindings, static assets)
 * before, after the warm-up and after the run, the worker isolate's heap after a full GC, the
 * RSS of wrangler's dev proxy (not part of a deployment), and ratios against the static asset.
 */
export async function benchLoad(server: DevServer, options: LoadBenchOptions): Promise<string[]> {
  const lines: string[] = []
  const port = Number(new URL(server.url).port)
  let inspector: { pid: number; port: number | undefined } | undefined
  const sample = async (heap: boolean): Promise<Sample> => {
    const { runtime, proxy } = findWorkerd(server.pid, port)
    const taken: Sample = {
      runtimePid: runtime,
      runtimeMb: runtime === undefined ? undefined : readMemory(runtime)?.rssMb,
      proxyMb: proxy === undefined ? undefined : readMemory(proxy)?.rssMb,
    }
    if (heap && runtime !== undefined) {
      if (inspector?.pid !== runtime)
        inspector = { pid: runtime, port: await findInspectorPort(runtime) }
      // the worker's inspector target can be busy right after a (re)start: one retry
      for (let attempt = 0; attempt < 2 && taken.workerHeapMb === undefined; attempt++) {
        if (attempt) await new Promise((r) => setTimeout(r, 1000))
        if (inspector.port === undefined) break
        const heaps = await readIsolateHeaps(inspector.port, {
          gc: true,
          filter: (id) => id.startsWith('core:user:') && !id.includes('miniflare'),
        })
        taken.workerHeapMb = heaps[0]?.usedMb
      }
    }
    return taken
  }

  const content = await readContent()
  const { sections } = content
  const pages = spread(content.pages, options.rotate)
  const sizes: number[] = []
  for (const page of pages) {
    const response = await fetch(`${server.url}${page}`)
    const body = await response.arrayBuffer()
    if (!response.ok) throw new Error(`${page} answered ${response.status}`)
    sizes.push(body.byteLength)
  }
  const meanPage = sizes.reduce((a, b) => a + b, 0) / sizes.length
  const staticFiles = await listStaticFiles()
  const baseline = staticFiles.reduce((best, file) =>
    Math.abs(file.bytes - meanPage) < Math.abs(best.bytes - meanPage) ? file : best
  )
  const queries = createBenchQueries(sections, 2000).map(
    ({ q, version }) => `/api/search?${new URLSearchParams({ q, version: String(version) })}`
  )
  const first = await sample(true)
  lines.push(
    `React build in the worker bundle: ${await detectReactBuild(server.bundle)}; runtime workerd pid ${first.runtimePid}`,
    `static baseline: ${baseline.path} (${kb(baseline.bytes)}; the ${pages.length} 4.x docs pages average ${kb(meanPage)} of HTML)`,
    `${options.connections} connections, ${options.warmupS} s warm-up + ${options.durationS} s per class, loopback, node:http keep-alive, no Accept-Encoding`,
    `docs page and payload rotate through the ${pages.length} docs pages; search through ${new Set(queries).size} distinct queries`,
    `machine: ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the start (the load generator and other processes share them: compare the ratios)`,
    ''
  )
  const classes: EndpointClass[] = [
    { name: 'static asset', path: () => baseline.path },
    {
      name: 'docs page (edge cache)',
      path: (n) => pages[n % pages.length]!,
      headers: { accept: 'text/html' },
    },
    // a query string other than tracking parameters bypasses the page cache: every request renders
    {
      name: 'docs page (rendered)',
      path: (n) => `${pages[n % pages.length]!}?bench=${n}`,
      headers: { accept: 'text/html' },
    },
    { name: 'docs _payload.json', path: (n) => `${pages[n % pages.length]!}/_payload.json` },
    // home: its prerendered file (when `npm run prerender` ran after the build) and rendered
    { name: 'home (prerendered)', path: () => '/', headers: { accept: 'text/html' } },
    { name: 'home (rendered)', path: (n) => `/?bench=${n}`, headers: { accept: 'text/html' } },
    { name: '/modules', path: () => '/modules', headers: { accept: 'text/html' } },
    { name: '/api/search', path: (n) => queries[n % queries.length]! },
    { name: '/api/modules', path: () => '/api/modules' },
  ]

  const rows: {
    name: string
    result: LoadResult
    at: [Sample, Sample, Sample]
    peak: number
    cpuMsPerRequest: number | undefined
  }[] = []
  let before = first
  const only = options.only ?? []
  const chosen = classes.filter(
    (endpoint, index) =>
      index === 0 || !only.length || only.some((prefix) => endpoint.name.startsWith(prefix))
  )
  // CPU time of both workerd processes (runtime and dev proxy) over the measured run
  const cpuNow = () => {
    const { runtime, proxy } = findWorkerd(server.pid, port)
    const [a, b] = [runtime, proxy].map((pid) => (pid === undefined ? undefined : readCpuMs(pid)))
    return a === undefined || b === undefined ? undefined : { runtime: a, total: a + b }
  }
  for (const endpoint of chosen) {
    const common = {
      origin: server.url,
      path: endpoint.path,
      connections: options.connections,
      headers: endpoint.headers,
    }
    if (options.warmupS > 0) await runLoad({ ...common, durationMs: options.warmupS * 1000 })
    const warm = await sample(true)
    let peak = warm.runtimeMb ?? 0
    const sampler = setInterval(() => {
      const { runtime } = findWorkerd(server.pid, port)
      peak = Math.max(peak, (runtime !== undefined && readMemory(runtime)?.rssMb) || 0)
    }, 500)
    const cpuBefore = cpuNow()
    const result = await runLoad({ ...common, durationMs: options.durationS * 1000 })
    const cpuAfter = cpuNow()
    clearInterval(sampler)
    const cpuMsPerRequest =
      cpuBefore && cpuAfter && result.requests
        ? (cpuAfter.runtime - cpuBefore.runtime) / result.requests
        : undefined
    const after = await sample(true)
    peak = Math.max(peak, after.runtimeMb ?? 0)
    rows.push({ name: endpoint.name, result, at: [before, warm, after], peak, cpuMsPerRequest })
    console.log(
      `  ${endpoint.name}: ${result.rps.toFixed(0)} req/s, ${cpuMsPerRequest === undefined ? '?' : ms(cpuMsPerRequest)} CPU ms/req, ${countErrors(result)} errors, runtime RSS ${mb(before.runtimeMb)} → ${mb(warm.runtimeMb)} → ${mb(after.runtimeMb)} MB, worker heap ${mb1(warm.workerHeapMb)} → ${mb1(after.workerHeapMb)} MB`
    )
    before = after
  }

  const base = rows[0]!.result
  const ratio = (name: string) => {
    const row = rows.find((r) => r.name === name)
    return row ? `${((row.result.rps / base.rps) * 100).toFixed(0)} %` : '?'
  }
  const cpuRatio = (name: string) => {
    const row = rows.find((r) => r.name === name)
    const [cpu, baseCpu] = [row?.cpuMsPerRequest, rows[0]!.cpuMsPerRequest]
    return cpu && baseCpu ? `${((baseCpu / cpu) * 100).toFixed(0)} %` : '?'
  }
  const p99Ratio = (name: string) => {
    const row = rows.find((r) => r.name === name)
    return row
      ? `${(percentileOfSorted(row.result.latencies, 99) / percentileOfSorted(base.latencies, 99)).toFixed(2)}×`
      : '?'
  }
  const probe = await fetch(`${server.url}${pages[0]!}`)
  await probe.arrayBuffer()
  const home = await fetch(server.url)
  await home.arrayBuffer()
  lines.push(
    `docs page ÷ static asset, req/s: ${ratio('docs page (edge cache)')} with the edge cache (goal ≥ 90 %; X-Cache ${probe.headers.get('x-cache')}), ${ratio('docs page (rendered)')} rendered (goal ≥ 50 %)`,
    `docs page ÷ static asset, requests per runtime CPU second (less sensitive to other load on the machine): ${cpuRatio('docs page (edge cache)')} with the edge cache, ${cpuRatio('docs page (rendered)')} rendered`,
    `docs page p99 ÷ static p99: ${p99Ratio('docs page (edge cache)')} with the edge cache, ${p99Ratio('docs page (rendered)')} rendered (goal ≤ 2×)`,
    `home ÷ static asset, req/s: ${ratio('home (prerendered)')} from its prerendered file (X-Prerendered ${home.headers.get('x-prerendered') ?? 'none: run npm run prerender'}), ${ratio('home (rendered)')} rendered; per runtime CPU second ${cpuRatio('home (prerendered)')} and ${cpuRatio('home (rendered)')}`,
    ''
  )
  const baseP50 = percentileOfSorted(base.latencies, 50)
  lines.push(
    '| class | req/s | runtime CPU ms/req | p50 ms | p99 ms | errors | runtime RSS MB before → warm → after (peak) | after ÷ warm | worker heap MB warm → after | dev proxy RSS MB | req/s ÷ static | p50 ÷ static |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | --- | --- | ---: | ---: |'
  )
  for (const { name, result, at, peak, cpuMsPerRequest } of rows) {
    const [start, warm, end] = at
    const p50 = percentileOfSorted(result.latencies, 50)
    const errors = countErrors(result)
    const detail = Object.entries({ ...result.statusErrors, ...result.socketErrors })
      .map(([key, count]) => `${key}×${count}`)
      .join(' ')
    const restarted = new Set(at.map((s) => s.runtimePid)).size > 1 ? ' (runtime restarted!)' : ''
    lines.push(
      `| ${name} | ${result.rps.toFixed(0)} | ${cpuMsPerRequest === undefined ? '?' : ms(cpuMsPerRequest)} | ${ms(p50)} | ${ms(percentileOfSorted(result.latencies, 99))} | ${errors}${errors ? ` (${detail})` : ''} | ${mb(start.runtimeMb)} → ${mb(warm.runtimeMb)} → ${mb(end.runtimeMb)} (${mb(peak)})${restarted} | ${growth(warm.runtimeMb, end.runtimeMb)} | ${mb1(warm.workerHeapMb)} → ${mb1(end.workerHeapMb)} | ${mb(start.proxyMb)} → ${mb(end.proxyMb)} | ${(result.rps / base.rps).toFixed(2)} | ${(p50 / baseP50).toFixed(2)} |`
    )
  }
  const last = rows.at(-1)!.at[2]
  lines.push(
    '',
    `runtime workerd RSS: ${mb(first.runtimeMb)} MB at the start, ${mb(last.runtimeMb)} MB at the end, peak ${mb(Math.max(...rows.map((row) => row.peak)))} MB; worker heap after GC ${mb1(first.workerHeapMb)} → ${mb1(last.workerHeapMb)} MB; dev proxy ${mb(first.proxyMb)} → ${mb(last.proxyMb)} MB`,
    `load average ${loadavg()[0]!.toFixed(1)} at the end`
  )
  return lines
}
