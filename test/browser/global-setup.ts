import type { TestProject } from 'vitest/node'
import { startDevServer } from '../../build/dev-server'
import { startAnalyticsCollector } from './analytics-collector'

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string
    analyticsCollectorUrl: string
  }
}

/**
 * One `wrangler dev` (local D1/KV/R2 prepared from dist/) for every browser test file, with
 * ANALYTICS_URL pointing at a local collector (events are skipped on 127.0.0.1 anyway; the
 * analytics test browses under another host name to see them sent).
 */
export default async function setup(project: TestProject) {
  const collector = await startAnalyticsCollector()
  const server = await startDevServer(
    process.env.ASTER_TEST_STATE ?? '.wrangler/test-state',
    '/docs/4.x/getting-started/introduction',
    {
      ANALYTICS_URL: `${collector.url}/api/event`,
    }
  )
  project.provide('siteUrl', server.url)
  project.provide('analyticsCollectorUrl', collector.url)
  return async () => {
    await server.stop()
    await collector.stop()
  }
}
