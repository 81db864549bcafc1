import { bundledThreadEntry } from '../threads/bundle'
import { setRemoteHighlighter, type HighlightRequest } from './markdown/highlight-remote'
import { createTaskPool, type TaskPool } from '../threads/pool'

/** The build's highlight thread, as the main thread sees it. */
export interface HighlightService {
  /** Each block's highlighted `<pre>`, in order. */
  highlight(blocks: HighlightRequest[]): Promise<string[]>
  /** Ends the thread, if it started (a later request starts another). */
  close(): Promise<void>
}

/**
 * One thread runs Shiki for the whole build. Shiki's cost is mostly per thread (loading each
 * grammar, compiling its scanners in the oniguruma wasm, warming the tokenizer's JIT code, and
 * the memory of it all): with two threads compiling pages it was paid twice, about 2 s of the
 * CPU of a cold 1,000-page build. The compile threads leave their blocks in slots
 * (`deferHighlight`), so they never wait for this thread; the main thread sends it the blocks
 * and fills the slots (code-slots.ts finishPendingCode). The thread starts on the first request,
 * so a build that highlights nothing (pages from the cache) never starts it. `key` names the
 * thread's bundle (the compiler fingerprint).
 */
export function startHighlightService(projectRoot: string, key: string): HighlightService {
  let pool: TaskPool<HighlightRequest[], string[]> | undefined
  return {
    highlight: (blocks) =>
      (pool ??= createTaskPool<HighlightRequest[], string[]>(
        bundledThreadEntry(new URL('./highlight-thread.ts', import.meta.url), projectRoot, key),
        1,
        undefined,
        { typescript: false }
      )).run(blocks),
    async close() {
      // a request after this starts a thread again
      const closing = pool
      pool = undefined
      await closing?.close()
    },
  }
}

/**
 * The build's highlight thread, also where this thread's own undeferred blocks go (the modules'
 * READMEs: highlight-remote.ts) until it closes. A resource of the build (build/index.ts).
 */
export function openHighlighter(projectRoot: string, key: string): HighlightService {
  const service = startHighlightService(projectRoot, key)
  setRemoteHighlighter(service.highlight)
  return {
    highlight: service.highlight,
    async close() {
      setRemoteHighlighter(undefined)
      await service.close()
    },
  }
}
