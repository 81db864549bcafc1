import type { TestProject } from 'vitest/node'
import { startDevServer } from '../../build/dev-server'

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
  }
}

/** One `wrangler dev` (local D1/KV/R2 prepared from dist/) for every browser test file. */
export default async function setup(project: TestProject) {
  const server = await startDevServer(process.env.ASTER_TEST_STATE ?? '.wrangler/test-state', '/docs/4.x/getting-started/introduction')
  project.provide('siteUrl', server.url)
  return async () => {
    await server.stop()
  }
}
