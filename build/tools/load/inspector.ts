import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

/*
 * The V8 heaps inside a workerd process, through its inspector (wrangler starts the runtime with
 * `--inspector-addr`): one target per isolate, the site's worker (`core:user:<name>`) and
 * Miniflare's own services (assets, D1, KV, cache, ...). Loopback only.
 */

/** One isolate's V8 heap, MB. */
export interface IsolateHeap {
  id: string
  usedMb: number
  totalMb: number
}

/** The loopback TCP ports `pid` listens on (from /proc/net/tcp and the process's sockets). */
function listeningPorts(pid: number): number[] {
  let inodes: Set<string>
  try {
    inodes = new Set(
      readdirSync(`/proc/${pid}/fd`)
        .map((fd) => {
          try {
            return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]
          } catch {
            return undefined
          }
        })
        .filter((inode) => inode !== undefined)
    )
  } catch {
    return []
  }
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[3] === '0A' && inodes.has(cols[9]!)) // 0A: LISTEN
    .map((cols) => parseInt(cols[1]!.split(':')[1]!, 16))
}

interface Target {
  id: string
  webSocketDebuggerUrl: string
}

/** The inspector port of a workerd process: the listening port whose `/json/list` answers. */
export async function findInspectorPort(pid: number): Promise<number | undefined> {
  for (const port of listeningPorts(pid)) {
    const targets = await listTargets(port)
    if (targets?.some((target) => target.id.startsWith('core:'))) return port
  }
  return undefined
}

async function listTargets(port: number): Promise<Target[] | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/json/list`, {
      signal: AbortSignal.timeout(2000),
    })
    const json: unknown = await response.json()
    return Array.isArray(json) ? (json as Target[]) : undefined
  } catch {
    return undefined
  }
}

/** Sends inspector commands over one WebSocket; each answer or a timeout settles a call. */
async function connect(url: string) {
  const socket = new WebSocket(url)
  let next = 0
  const pending = new Map<number, (result: Record<string, unknown> | undefined) => void>()
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: never }
    if (message.id !== undefined) pending.get(message.id)?.(message.result)
  }
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve()
    socket.onerror = () => reject(new Error(`inspector ${url} refused the connection`))
  })
  return {
    call(method: string, timeoutMs = 10_000): Promise<Record<string, unknown> | undefined> {
      const id = ++next
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(undefined), timeoutMs)
        pending.set(id, (result) => {
          clearTimeout(timer)
          pending.delete(id)
          resolve(result)
        })
        socket.send(JSON.stringify({ id, method }))
      })
    },
    close: () => socket.close(),
  }
}

/**
 * The V8 heap of every isolate whose target id passes `filter`, after a full garbage collection
 * when `gc` (what is still referenced, not what the collector has yet to free). workerd's
 * inspector has no `HeapProfiler.collectGarbage`; a heap snapshot collects garbage first, so one
 * is taken (its chunks are dropped: a few MB per MB of heap, about a second).
 */
export async function readIsolateHeaps(
  port: number,
  { gc = false, filter = () => true }: { gc?: boolean; filter?: (id: string) => boolean } = {}
): Promise<IsolateHeap[]> {
  const heaps: IsolateHeap[] = []
  for (const target of (await listTargets(port)) ?? []) {
    if (!filter(target.id)) continue
    const session = await connect(target.webSocketDebuggerUrl).catch(() => undefined)
    if (!session) continue
    try {
      if (gc) await session.call('HeapProfiler.takeHeapSnapshot', 120_000)
      const usage = (await session.call('Runtime.getHeapUsage')) as
        { usedSize: number; totalSize: number } | undefined
      if (usage)
        heaps.push({
          id: target.id,
          usedMb: usage.usedSize / 1048576,
          totalMb: usage.totalSize / 1048576,
        })
    } finally {
      session.close()
    }
  }
  return heaps
}
