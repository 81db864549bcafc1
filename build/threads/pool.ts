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
 * Worker threads of the content compile: one per core, at most 8; one fewer when the main thread
 * compiles pages too (`mainLane`, {@link createTaskPool}'s `local`): it only reads, hashes and
 * writes between pages, and one isolate fewer warming up Shiki, micromark and the JIT saves about
 * 1 s of CPU. `CONTENT_WORKERS=n` sets the number of threads.
 */
export function poolSize(mainLane = false): number {
  const configured = Number(process.env.CONTENT_WORKERS)
  if (Number.isInteger(configured) && configured > 0) return Math.min(configured, 16)
  return Math.max(1, Math.min(availableParallelism() - (mainLane ? 1 : 0), 8))
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

/** Tasks a thread is sent ahead: the one it works on and the next. */
const THREAD_DEPTH = 2

interface Pending<Result> {
  resolve(result: Result): void
  reject(error: unknown): void
}

/**
 * Starts `size` worker threads running `entry` (a module that answers each `{ id, task }` message
 * with `{ id, result }` or `{ id, error }`); `workerData` is passed to every thread. Tasks queue
 * in order; a thread that dies rejects its task and every queued one. `typescript: false` (a
 * bundled JavaScript entry that imports no TypeScript) starts the threads without tsx. `local`
 * makes the calling thread one more lane: it runs a queued task whenever it has none, also while
 * `entry` (a promise, e.g. a thread bundle being built) is not ready yet; from when `localFrom`
 * settles, if given.
 */
export function createTaskPool<Task, Result>(
  entry: URL | Promise<URL>,
  size: number,
  workerData: unknown,
  {
    typescript = true,
    local,
    localFrom,
  }: {
    typescript?: boolean
    local?: (task: Task) => Promise<Result>
    localFrom?: Promise<unknown>
  } = {}
): TaskPool<Task, Result> {
  const queue: { id: number; task: Task; transfer?: ArrayBuffer[] }[] = []
  const pending = new Map<number, Pending<Result>>()
  const live: Worker[] = []
  /** Tasks sent to each thread and not answered yet. */
  const load = new Map<Worker, number>()
  let nextId = 0
  let failure: unknown
  let localBusy = false
  let localReady = !localFrom

  const runLocal = async (job: { id: number; task: Task }) => {
    try {
      const result = await local!(job.task)
      pending.get(job.id)?.resolve(result)
    } catch (error) {
      pending.get(job.id)?.reject(error)
    }
    pending.delete(job.id)
    localBusy = false
    dispatch()
  }
  const dispatch = () => {
    // each thread holds its next task while it works on one: it never waits for this thread
    // (busy compiling a page itself) to hand it one
    for (let depth = 0; depth < THREAD_DEPTH; depth++)
      for (const worker of live) {
        if (!queue.length || load.get(worker)! > depth) continue
        load.set(worker, load.get(worker)! + 1)
        const { id, task, transfer } = queue.shift()!
        worker.postMessage({ id, task }, transfer)
      }
    if (local && localReady && !localBusy && queue.length) {
      localBusy = true
      const job = queue.shift()!
      // after the messages and I/O already waiting: a thread that finished gets its next task
      // before this thread starts a page
      setImmediate(() => void runLocal(job))
    }
  }
  const fail = (error: unknown) => {
    failure ??= error
    for (const job of pending.values()) job.reject(error)
    pending.clear()
    queue.length = 0
  }
  const start = (url: URL) => {
    if (failure) return []
    const started = Array.from({ length: size }, () => startWorker(url))
    dispatch()
    return started
  }
  const startWorker = (url: URL) => {
    const worker = new Worker(url, {
      workerData,
      execArgv: typescript || url.pathname.endsWith('.ts') ? TSX_EXEC_ARGV : PLAIN_EXEC_ARGV,
      env: TSX_ENV,
    })
    worker.on('message', (message: { id: number; result?: Result; error?: string }) => {
      const job = pending.get(message.id)
      pending.delete(message.id)
      load.set(worker, load.get(worker)! - 1)
      if (message.error !== undefined) job?.reject(new Error(message.error))
      else job?.resolve(message.result as Result)
      dispatch()
    })
    worker.on('error', fail)
    worker.on('exit', (code) => {
      if (code !== 0 && load.get(worker)) fail(new Error(`content worker exited with ${code}`))
    })
    live.push(worker)
    load.set(worker, 0)
    return worker
  }
  localFrom?.finally(() => {
    localReady = true
    dispatch()
  })
  const workers = Promise.resolve(entry).then(start, (error: unknown) => {
    fail(error)
    return []
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
      await Promise.all((await workers).map((worker) => worker.terminate()))
    },
  }
}
