import { parentPort } from 'node:worker_threads'
import { finishCss, prepareCss } from './generate'
import { lowerThreadPriority } from '../threads/priority'

/** The CSS thread's tasks: first the sources (during the content step), then the content's classes. */
export type CssTask =
  { kind: 'prepare'; texts: [string, string][] } | { kind: 'finish'; root: string; extra: string[] }

let prepared: ReturnType<typeof prepareCss> | undefined

// its CSS is wanted after the content step: it takes only the cores the compile leaves idle
lowerThreadPriority()

/**
 * Entry of the CSS thread (build/threads/pool.ts protocol): on a cold build the site CSS's
 * extraction and first generate (about 2 s of CPU, none of it depending on the content) run here
 * while the pages compile, instead of on the main thread after them; the `finish` task adds the
 * content's icon classes and returns the CSS.
 */
parentPort!.on('message', async ({ id, task }: { id: number; task: CssTask }) => {
  try {
    if (task.kind === 'prepare') {
      prepared = prepareCss(task.texts)
      await prepared
      parentPort!.postMessage({ id, result: '' })
    } else {
      if (!prepared) throw new Error('the CSS thread was not prepared')
      parentPort!.postMessage({
        id,
        result: await finishCss(task.root, await prepared, task.extra),
      })
    }
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
