import { Agent, request } from 'node:http'

/*
 * The load generator of `npm run bench -- --load`: pure Node (node:http with a keep-alive agent),
 * loopback only, bounded in time and in request count, stops by itself.
 */

/** One load run against one endpoint class. */
export interface LoadOptions {
  /** `http://127.0.0.1:<port>`: anything but a loopback address is refused. */
  origin: string
  /** The request path of the n-th request (rotate through a list for varying URLs). */
  path: (n: number) => string
  /** Concurrent keep-alive connections, each with one request in flight. */
  connections: number
  /** Wall time of the run. */
  durationMs: number
  /** Upper bound of requests, whatever the time (default 5,000,000). */
  maxRequests?: number
  /** A request slower than this is aborted and counted as a socket error (default 10 s). */
  timeoutMs?: number
  /** Request headers (no Accept-Encoding by default: bodies are compared uncompressed). */
  headers?: Record<string, string>
}

/** What a load run measured. */
export interface LoadResult {
  requests: number
  seconds: number
  /** Completed requests per second (errors included). */
  rps: number
  /** Latencies of every completed request, ms, sorted ascending. */
  latencies: Float64Array
  /** Answers with a status outside 2xx/3xx, by status. */
  statusErrors: Record<number, number>
  /** Socket errors, resets and timeouts, by message. */
  socketErrors: Record<string, number>
  /** Body bytes received. */
  bytes: number
}

const LOOPBACK_RE = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/

/** Runs `connections` request loops until the time or the request bound is reached. */
export async function runLoad({
  origin,
  path,
  connections,
  durationMs,
  maxRequests = 5_000_000,
  timeoutMs = 10_000,
  headers = {},
}: LoadOptions): Promise<LoadResult> {
  const url = new URL(origin)
  if (url.protocol !== 'http:' || !LOOPBACK_RE.test(url.hostname))
    throw new Error(`the load generator only targets http on loopback, not ${origin}`)
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections })
  const latencies = new Float64Array(Math.min(maxRequests, 20_000_000))
  const statusErrors: Record<number, number> = {}
  const socketErrors: Record<string, number> = {}
  let issued = 0
  let done = 0
  let bytes = 0
  const started = performance.now()
  const deadline = started + durationMs

  const once = (n: number) =>
    new Promise<void>((resolve) => {
      const sent = performance.now()
      const finish = () => {
        if (done < latencies.length) latencies[done] = performance.now() - sent
        done++
        resolve()
      }
      const fail = (error: Error) => {
        const key = (error as NodeJS.ErrnoException).code ?? error.message
        socketErrors[key] = (socketErrors[key] ?? 0) + 1
        finish()
      }
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: path(n),
          headers: { 'user-agent': 'aster-load/1 (Mozilla/5.0)', ...headers },
        },
        (res) => {
          const status = res.statusCode ?? 0
          if (status < 200 || status >= 400) statusErrors[status] = (statusErrors[status] ?? 0) + 1
          res.on('data', (chunk: Buffer) => (bytes += chunk.length))
          res.on('end', finish)
          res.on('error', fail)
        }
      )
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`timeout after ${timeoutMs} ms`)))
      req.on('error', fail)
      req.end()
    })

  const loop = async () => {
    while (performance.now() < deadline && issued < maxRequests) await once(issued++)
  }
  await Promise.all(Array.from({ length: connections }, loop))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  const measured = latencies.subarray(0, Math.min(done, latencies.length)).sort()
  return {
    requests: done,
    seconds,
    rps: done / seconds,
    latencies: measured,
    statusErrors,
    socketErrors,
    bytes,
  }
}

/** The p-th percentile (0-100) of sorted values, by the nearest-rank rule. */
export function percentileOfSorted(sorted: Float64Array, p: number): number {
  if (!sorted.length) return NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

/** Total errors of a run: bad statuses plus socket errors. */
export function countErrors(result: LoadResult): number {
  const sum = (record: Record<string | number, number>) =>
    Object.values(record).reduce((a, b) => a + b, 0)
  return sum(result.statusErrors) + sum(result.socketErrors)
}
