import { createApp } from './app'
import { refreshModuleStats } from './cron/refresh-module-stats'
import { refreshReleaseInfo } from './release'

const app = createApp()

/** The Worker entry: wiring only. */
export default {
  fetch: app.fetch,
  /** The Cron trigger of wrangler.toml: the header's release info and a batch of module stats. */
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(refreshReleaseInfo(env))
    ctx.waitUntil(refreshModuleStats(env))
  },
} satisfies ExportedHandler<Env>
