import { readdir } from 'node:fs/promises'
import type { ContentConfig } from './config'
import type { CompileWorkerData } from './compile-worker'
import type { HighlightService } from './highlight-service'
import { finishPendingCode } from './markdown/code-slots'
import type { PageContext, PageResult, PageTask } from './page-compile'
import { bundledThreadEntry } from '../threads/bundle'
import { createTaskPool, poolSize, type TaskPool } from '../threads/pool'

/** Cache misses compiled in-process before the thread pool starts (it costs ~1 s of CPU). */
const IN_PROCESS_MISSES = 8
/**
 * Up to this many pages the main thread is a lane of the compile pool. Above, it holds so many
 * compiled pages that its garbage collections cost more than a thread's warm-up (10,000 pages:
 * +19 s of CPU, +600 MB of peak RSS), so the threads compile alone.
 */
const MAIN_LANE_PAGES = 2_000
/** Fewer pages than this compile in-process: a thread pool costs about 1 s to start. */
const POOL_THRESHOLD = 64

/** Where pages compile, and how many did. */
export interface PageCompiler {
  compile(task: PageTask): Promise<PageResult>
  /** Pages compiled so far (the cache's misses). */
  readonly compiled: number
  close(): Promise<void>
}

/** What the compiler needs to know of the build. */
export interface CompilerOptions {
  projectRoot: string
  /** Names the compile threads' bundle (the compiler fingerprint). */
  fingerprint: string
  /** How many pages the content has (decides in-process, threads, and the main lane). */
  pages: number
  poolThreshold?: number
  /** The main thread joins the pool once this settles (see collectContent's `mainLaneFrom`). */
  mainLaneFrom?: Promise<unknown>
  /** The build's Shiki thread: pages then compile with their code in slots (highlight-service.ts). */
  highlighter?: HighlightService
}

/**
 * The page compiler of one content step: the first few cache misses in-process (a one-file edit
 * never pays for starting threads), then a worker-thread pool (threads/pool.ts), the main thread
 * one more lane of it on sites of up to {@link MAIN_LANE_PAGES} pages. Site components load now,
 * so a broken one fails the build before any page; the compiler itself (Shiki, micromark,
 * React) loads on the first miss: a build whose pages all come from the cache never loads it.
 */
export async function createPageCompiler(
  config: ContentConfig,
  options: CompilerOptions
): Promise<PageCompiler> {
  const { highlighter } = options
  const siteComponents = await hasSiteComponents(config.componentsDir)
  const loadCompiler = async () => {
    const [{ compilePage }, { loadComponentRegistry }] = await Promise.all([
      import('./page-compile'),
      import('./components/site'),
    ])
    const registry = await loadComponentRegistry(config.componentsDir)
    const context: PageContext = {
      unknownComponents: config.unknownComponents,
      registry,
      deferHighlight: highlighter !== undefined,
    }
    return (task: PageTask) => compilePage(task, context)
  }
  let inProcessCompiler = siteComponents ? loadCompiler() : undefined
  if (inProcessCompiler) await inProcessCompiler
  const local = async (task: PageTask) => (await (inProcessCompiler ??= loadCompiler()))(task)
  const threshold = options.poolThreshold ?? POOL_THRESHOLD
  const inProcess = options.pages >= threshold ? Math.min(threshold, IN_PROCESS_MISSES) : Infinity
  const mainLane = options.pages <= MAIN_LANE_PAGES
  let pool: TaskPool<PageTask, PageResult> | undefined
  let compiled = 0
  const somewhere = (task: PageTask): Promise<PageResult> => {
    if (++compiled <= inProcess) return local(task)
    pool ??= createTaskPool<PageTask, PageResult>(
      bundledThreadEntry(
        new URL('./compile-worker.ts', import.meta.url),
        options.projectRoot,
        options.fingerprint
      ),
      poolSize(mainLane),
      {
        unknownComponents: config.unknownComponents,
        componentsDir: config.componentsDir,
        deferHighlight: highlighter !== undefined,
      } satisfies CompileWorkerData,
      // site components are TypeScript: only then do the threads need tsx
      {
        typescript: siteComponents,
        local: mainLane ? local : undefined,
        localFrom: options.mainLaneFrom,
      }
    )
    return pool.run(task)
  }
  return {
    async compile(task) {
      const result = await somewhere(task)
      // a page compiled with its code in slots gets it from the highlight thread
      return highlighter && result.compiled?.pendingCode
        ? { ...result, compiled: await finishPendingCode(result.compiled, highlighter.highlight) }
        : result
    },
    get compiled() {
      return compiled
    },
    close: async () => pool?.close(),
  }
}

/** True when `dir` holds site components (`<name>.tsx`, components/site.ts). */
async function hasSiteComponents(dir: string): Promise<boolean> {
  const names = await readdir(dir).catch(() => [] as string[])
  return names.some((name) => name.endsWith('.tsx') && !/^[_.]/.test(name))
}
