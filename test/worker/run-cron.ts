import {
  createExecutionContext,
  createScheduledController,
  env,
  waitOnExecutionContext,
} from 'cloudflare:test'
import worker from '../../worker/index'

/**
 * Fires the worker's hourly Cron trigger with `environment` (the test env with some bindings
 * overridden) and settles when all its work has: rejects when a part of it threw.
 */
export async function runCron(environment: object): Promise<void> {
  const ctx = createExecutionContext()
  worker.scheduled(
    createScheduledController({ cron: '17 * * * *', scheduledTime: Date.now() }),
    environment as typeof env,
    ctx
  )
  await waitOnExecutionContext(ctx)
}
