import { createApp } from './app'
import { refreshModuleStats } from './cron/refresh-module-stats'
import { getDb } from './db/client'
import { pruneSearchMisses } from './db/queries/search-misses'
import { pruneMailRecords } from './db/queries/newsletter-mails'
import { pruneOAuthStates } from './db/queries/oauth-states'
import { pruneSessions } from './db/queries/sessions'
import { pruneRateLimits } from './rate-limit'
import { refreshReleaseInfo } from './release'

const app = createApp()

/** The Worker entry: wiring only. */
export default {
  fetch: app.fetch,
  /** The Cron trigger of wrangler.toml: release info, a batch of module stats, old rate-limit counters, sessions, search misses, used OAuth states and day-old newsletter mail records. */
  scheduled(_controller, env, ctx) {
    ctx.waitUntil(refreshReleaseInfo(env))
    ctx.waitUntil(refreshModuleStats(env))
    ctx.waitUntil(pruneRateLimits(env))
    ctx.waitUntil(pruneSessions(getDb(env.DB)))
    ctx.waitUntil(pruneSearchMisses(getDb(env.DB)))
    ctx.waitUntil(pruneOAuthStates(getDb(env.DB)))
    ctx.waitUntil(pruneMailRecords(getDb(env.DB)))
  },
} satisfies ExportedHandler<Env>
