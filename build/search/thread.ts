import { parentPort } from 'node:worker_threads'
import { buildSearchIndexes, type SectionsByCollection } from './index'

/** A search build task: the sections per collection and the staging folder. */
export interface SearchTask {
  sections: SectionsByCollection
  outDir: string
}

/**
 * Entry of the search-index thread (build/content/pool.ts protocol): builds the indexes while the
 * main thread goes on with the modules, client and CSS steps, so the second core is not idle.
 */
parentPort!.on('message', async ({ id, task }: { id: number; task: SearchTask }) => {
  try {
    parentPort!.postMessage({ id, result: await buildSearchIndexes(task.sections, task.outDir) })
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
