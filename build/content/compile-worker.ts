import { parentPort, workerData } from 'node:worker_threads'
import { loadComponentRegistry } from './components/site'
import { compilePage, type PageContext, type PageTask } from './page-compile'

/** What the main thread gives every compile thread (the content configuration). */
export interface CompileWorkerData {
  unknownComponents: PageContext['unknownComponents']
  componentsDir: string
  /** Code blocks are left to the build's highlight thread (content/highlight-service.ts). */
  deferHighlight?: boolean
}

/**
 * Entry of a content compile thread (build/threads/pool.ts): loads the component registry once,
 * then compiles one page per message. Errors in a page come back as issues; only a crash of the
 * thread itself rejects.
 */
const data = workerData as CompileWorkerData
const context: Promise<PageContext> = loadComponentRegistry(data.componentsDir).then(
  (registry) => ({
    unknownComponents: data.unknownComponents,
    registry,
    deferHighlight: data.deferHighlight,
  })
)

parentPort!.on('message', async ({ id, task }: { id: number; task: PageTask }) => {
  try {
    parentPort!.postMessage({ id, result: await compilePage(task, await context) })
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
