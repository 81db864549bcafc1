import { readdirSync, readFileSync } from 'node:fs'

/*
 * The memory of the server under load, from /proc (Linux). `wrangler dev` (launcher → node)
 * runs two workerd processes: its dev proxy, which listens on the public port and forwards every
 * request, and the runtime, which runs the worker, its bindings and the static assets (and is
 * restarted when wrangler reloads the worker).
 */

const read = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
}

/** The command name of a process (`workerd`, `node`), undefined once it has exited. */
export function processName(pid: number): string | undefined {
  return read(`/proc/${pid}/comm`)?.trim()
}

/** The pids of the direct children of `pid` (every thread's children). */
function childrenOf(pid: number): number[] {
  let tasks: string[]
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return []
  }
  return tasks.flatMap((tid) =>
    (read(`/proc/${pid}/task/${tid}/children`) ?? '').split(/\s+/).filter(Boolean).map(Number)
  )
}

/** Every descendant of `pid`, breadth first. */
export function descendantsOf(pid: number): number[] {
  const found: number[] = []
  const queue = [pid]
  while (queue.length) {
    for (const child of childrenOf(queue.shift()!)) {
      found.push(child)
      queue.push(child)
    }
  }
  return found
}

/** The workerd processes under a `wrangler dev` process; `port` is the port it serves. */
export function findWorkerd(
  wranglerPid: number,
  port: number
): { runtime: number | undefined; proxy: number | undefined } {
  const workerd = descendantsOf(wranglerPid).filter((child) => processName(child) === 'workerd')
  const isProxy = (pid: number) =>
    (read(`/proc/${pid}/cmdline`) ?? '').split('\0').some((arg) => arg.endsWith(`:${port}`))
  return { runtime: workerd.find((pid) => !isProxy(pid)), proxy: workerd.find(isProxy) }
}

/** Resident and peak resident memory of a process, in MB (undefined once it has exited). */
export function readMemory(pid: number): { rssMb: number; peakMb: number } | undefined {
  const status = read(`/proc/${pid}/status`)
  if (!status) return undefined
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1])
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 }
}

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ: 100 on every Linux build in use). */
const USER_HZ = 100

/**
 * CPU time a process has used so far (user + system, every thread), ms; undefined once it has
 * exited. Less sensitive than req/s to other processes sharing the cores: CPU ms per request.
 */
export function readCpuMs(pid: number): number | undefined {
  const stat = read(`/proc/${pid}/stat`)
  if (!stat) return undefined
  // fields after the command name (which may hold spaces): utime and stime are the 12th and 13th
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ
}
