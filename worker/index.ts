import { createApp } from './app'
import { refreshModuleStats } from './cron/refresh-module-stats'

const app = createApp()

/** The Worker entry: wiring only. */
export default {
  fetch: app.fetch,
  /** The Cron trigger of wrangler.toml: refreshes a batch of module stats. */
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(refreshModuleStats(env))
  },
} satisfies ExportedHandler<Env>
