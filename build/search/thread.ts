import { parentPort } from 'node:worker_threads'
import { runSearchTask, type SearchTask } from './search-task'

export type { SearchOutcome, SearchTask } from './search-task'

/**
 * Entry of the search-index thread (build/threads/pool.ts protocol): builds the indexes
 * (search-task.ts) while the main thread goes on with the SQL, CSS and write steps, so the second
 * core is not idle.
 */
parentPort!.on('message', async ({ id, task }: { id: number; task: SearchTask }) => {
  try {
    parentPort!.postMessage({ id, result: await runSearchTask(task) })
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
