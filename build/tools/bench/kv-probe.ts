import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { SearchManifestEntry } from '../../../src/shared/search/manifest'
import { startDevServer } from '../../publish/dev-server'
import { percentile } from './figures'

/*
 * The baseline of the search figures in workerd: bare KV reads of the search values, in the
 * same local state (`persistTo`: miniflare's KV, sqlite + blob files) and the same workerd build,
 * by a worker that does nothing else. What a query pays beyond these reads is our work.
 */

const ROOT = resolve(import.meta.dirname, '../../..')
const RUNS = 200

/** The probe: `?key=a&key=b` reads each key in parallel, `&bulk` in one bulk read (text). */
const PROBE_WORKER = `export default {
  async fetch(request, env) {
    const url = new URL(request.url)
    const keys = url.searchParams.getAll('key')
    const started = Date.now()
    let bytes = 0
    if (url.searchParams.has('bulk')) {
      for (const text of (await env.SEARCH.get(keys, 'text')).values()) bytes += text?.length ?? 0
    } else {
      const values = await Promise.all(keys.map((key) => env.SEARCH.get(key, 'arrayBuffer')))
      for (const value of values) bytes += value?.byteLength ?? 0
    }
    return Response.json({ ms: Date.now() - started, bytes })
  },
}
`

/** The `SEARCH` namespace id of wrangler.toml: the probe must read the site's local KV. */
async function searchNamespaceId(): Promise<string> {
  const config = await readFile(join(ROOT, 'wrangler.toml'), 'utf8')
  const id = /binding = "SEARCH"\nid = "([0-9a-f]+)"/.exec(config)?.[1]
  if (!id) throw new Error('wrangler.toml: no SEARCH KV namespace')
  return id
}

interface Probe {
  label: string
  paths: string[]
}

/** Every n-th of `items`, `count` of them, spread over the list (deterministic). */
const spread = <T>(items: readonly T[], count: number, offset = 0): T[] =>
  Array.from({ length: count }, (_, n) => items[(offset + n * 7919) % items.length]!)

/**
 * Bare KV reads in workerd next to what a query reads: the meta value, one term shard, the term
 * shards of a two-word query (parallel) and a query's display values (one bulk read of each
 * count of `displayKeys` of the display values `store`). Returns the lines to print.
 */
export async function benchKvBaseline(
  persistTo: string,
  entry: SearchManifestEntry,
  store: readonly string[],
  displayKeys: readonly number[]
): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'aster-kv-probe-'))
  try {
    await writeFile(join(dir, 'probe.js'), PROBE_WORKER)
    await writeFile(
      join(dir, 'wrangler.toml'),
      `name = "aster-kv-probe"\nmain = "probe.js"\ncompatibility_date = "2025-10-01"\n\n[[kv_namespaces]]\nbinding = "SEARCH"\nid = "${await searchNamespaceId()}"\n`
    )
    const server = await startDevServer(
      persistTo,
      `/?key=${entry.meta}`,
      {},
      {
        prepare: false,
        config: join(dir, 'wrangler.toml'),
      }
    )
    try {
      const terms = entry.terms.map((shard) => shard.key)
      const query = (keys: string[], bulk = false) =>
        `/?${new URLSearchParams([...keys.map((key) => ['key', key]), ...(bulk ? [['bulk', '']] : [])])}`
      const probes: Probe[] = [
        { label: 'the meta value', paths: Array.from({ length: RUNS }, () => query([entry.meta])) },
        {
          label: 'one term shard',
          paths: Array.from({ length: RUNS }, (_, n) => query(spread(terms, 1, n))),
        },
        {
          label: 'two term shards in parallel',
          paths: Array.from({ length: RUNS }, (_, n) => query(spread(terms, 2, n))),
        },
        ...displayKeys.map((count) => ({
          label: `${count} display values in one bulk read`,
          paths: Array.from({ length: RUNS }, (_, n) =>
            query(spread(store, Math.min(count, store.length), n * 13), true)
          ),
        })),
      ]
      const lines = [
        `  baseline, bare KV reads of the same values by a worker that does nothing else (same local KV state, same workerd build, ${RUNS} each):`,
      ]
      for (const { label, paths } of probes) {
        const wall: number[] = []
        const inWorker: number[] = []
        let bytes = 0
        for (const path of paths) {
          const started = performance.now()
          const response = await fetch(`${server.url}${path}`)
          const body = (await response.json()) as { ms: number; bytes: number }
          wall.push(performance.now() - started)
          inWorker.push(body.ms)
          bytes += body.bytes
        }
        lines.push(
          `    ${label} (${(bytes / paths.length / 1024).toFixed(1)} KB as stored): HTTP p50 ${percentile(wall, 50).toFixed(1)} ms, p95 ${percentile(wall, 95).toFixed(1)} ms; in the worker p50 ${percentile(inWorker, 50).toFixed(1)} ms, p95 ${percentile(inWorker, 95).toFixed(1)} ms`
        )
      }
      return lines
    } finally {
      await server.stop()
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
