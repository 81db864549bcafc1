import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'

/** Worker threads for a task list: each thread takes the next task when it finishes one. */
export interface TaskPool<Task, Result> {
  /** Queues a task; `transfer` moves those buffers to the thread instead of copying them. */
  run(task: Task, transfer?: ArrayBuffer[]): Promise<Result>
  close(): Promise<void>
}

/**
 * Threads of the content compile: one per core (the main thread only reads, hashes and writes),
 * at most 8; `CONTENT_WORKERS=n` overrides it (1 keeps a single worker thread).
 */
export function poolSize(): number {
  const configured = Number(process.env.CONTENT_WORKERS)
  if (Number.isInteger(configured) && configured > 0) return Math.min(configured, 16)
  return Math.max(1, Math.min(availableParallelism(), 8))
}

/**
 * Threads that run TypeScript (a `.ts` entry, site components) load tsx, whoever started the
 * build. A bundled `.mjs` entry runs without it: tsx's hooks cost a thread about 0.8 s of CPU
 * (resolving and source-mapping every module) for nothing to transform.
 */
const TSX_EXEC_ARGV = process.execArgv.some((arg) => arg.includes('tsx'))
  ? process.execArgv
  : [...process.execArgv, '--import', 'tsx']
const PLAIN_EXEC_ARGV = process.execArgv.filter(
  (arg, index, all) =>
    !arg.includes('tsx') && !(arg === '--import' && all[index + 1]?.includes('tsx'))
)
const TSX_ENV = {
  ...process.env,
  TSX_TSCONFIG_PATH:
    process.env.TSX_TSCONFIG_PATH ?? join(import.meta.dirname, '../../tsconfig.base.json'),
}

interface Pending<Result> {
  resolve(result: Result): void
  reject(error: unknown): void
}

/**
 * Starts `size` worker threads running `entry` (a module that answers each `{ id, task }` message
 * with `{ id, result }` or `{ id, error }`); `workerData` is passed to every thread. Tasks queue
 * in order; a thread that dies rejects its task and every queued one. `typescript: false` (a
 * bundled JavaScript entry that imports no TypeScript) starts the threads without tsx.
 */
export function createTaskPool<Task, Result>(
  entry: URL,
  size: number,
  workerData: unknown,
  { typescript = true }: { typescript?: boolean } = {}
): TaskPool<Task, Result> {
  const queue: { id: number; task: Task; transfer?: ArrayBuffer[] }[] = []
  const pending = new Map<number, Pending<Result>>()
  const idle: Worker[] = []
  const busy = new Map<Worker, number>()
  let nextId = 0
  let failure: unknown

  const dispatch = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop()!
      const { id, task, transfer } = queue.shift()!
      busy.set(worker, id)
      worker.postMessage({ id, task }, transfer)
    }
  }
  const fail = (error: unknown) => {
    failure ??= error
    for (const job of pending.values()) job.reject(error)
    pending.clear()
    queue.length = 0
  }
  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(entry, {
      workerData,
      execArgv: typescript || entry.pathname.endsWith('.ts') ? TSX_EXEC_ARGV : PLAIN_EXEC_ARGV,
      env: TSX_ENV,
    })
    worker.on('message', (message: { id: number; result?: Result; error?: string }) => {
      const job = pending.get(message.id)
      pending.delete(message.id)
      busy.delete(worker)
      idle.push(worker)
      if (message.error !== undefined) job?.reject(new Error(message.error))
      else job?.resolve(message.result as Result)
      dispatch()
    })
    worker.on('error', fail)
    worker.on('exit', (code) => {
      if (code !== 0 && busy.has(worker)) fail(new Error(`content worker exited with ${code}`))
    })
    idle.push(worker)
    return worker
  })

  return {
    run(task, transfer) {
      if (failure) return Promise.reject(failure)
      const id = nextId++
      return new Promise<Result>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        queue.push({ id, task, transfer })
        dispatch()
      })
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()))
    },
  }
}
