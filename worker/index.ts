import { createApp } from './app'
import { refreshModuleStats } from './cron/refresh-module-stats'
import { pruneRateLimits } from './rate-limit'
import { refreshReleaseInfo } from './release'

const app = createApp()

/** The Worker entry: wiring only. */
export default {
  fetch: app.fetch,
  /** The Cron trigger of wrangler.toml: the header's release info, a batch of module stats, old rate-limit counters. */
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(refreshReleaseInfo(env))
    ctx.waitUntil(refreshModuleStats(env))
    ctx.waitUntil(pruneRateLimits(env))
  },
} satisfies ExportedHandler<Env>
