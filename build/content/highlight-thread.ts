import { parentPort } from 'node:worker_threads'
import { highlightLocally } from './markdown/highlighter'
import type { HighlightRequest } from './markdown/highlight-remote'

/**
 * Entry of the build's highlight thread (content/highlight-service.ts): the one thread that runs
 * Shiki while pages compile on the others. Each message is one page's blocks; the answer is
 * their HTML, in order (the TaskPool protocol of content/pool.ts).
 */
parentPort!.on('message', async ({ id, task }: { id: number; task: HighlightRequest[] }) => {
  try {
    parentPort!.postMessage({ id, result: await highlightLocally(task) })
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
