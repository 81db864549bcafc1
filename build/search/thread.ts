import { parentPort } from 'node:worker_threads'
import { deserialize } from 'node:v8'
import type { SearchCollection } from '../../src/shared/search/filter'
import { buildSearchIndexes, type SectionsByCollection } from './index'
import { SearchValueMemo } from './value-memo'

/** A search build task: the sections per collection and the staging folder. */
export interface SearchTask {
  /** Per collection, its sections (IndexedSection[]) serialized with v8 (search-step.ts). */
  sections: Partial<Record<string, Uint8Array>>
  outDir: string
  /** The project root, whose `.cache/search/` memo the values come from (value-memo.ts). */
  root: string
  /** The step's input key, remembered with this build's values. */
  key: string
}

/**
 * Entry of the search-index thread (build/content/pool.ts protocol): builds the indexes while the
 * main thread goes on with the modules, client and CSS steps, so the second core is not idle.
 */
parentPort!.on('message', async ({ id, task }: { id: number; task: SearchTask }) => {
  try {
    const memo = SearchValueMemo.open(task.root)
    const sections: SectionsByCollection = {}
    for (const [name, bytes] of Object.entries(task.sections))
      sections[name as SearchCollection] = deserialize(
        bytes!
      ) as SectionsByCollection[SearchCollection]
    const manifest = await buildSearchIndexes(sections, task.outDir, memo, task.key)
    parentPort!.postMessage({ id, result: manifest })
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
