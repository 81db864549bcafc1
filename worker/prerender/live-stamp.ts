import { sha256Hex } from '../crypto'
import { getDb } from '../db/client'
import { getModulesStats } from '../db/queries/modules'
import { contentInfo } from '../db/schema'
import type { Bindings } from '../env'
import { readSiteConfig } from '../../src/shared/seo/site-config'
import { getReleaseInfo } from '../release'
import { getContentTimeout, withTimeout } from '../timeout'

/*
 * The live data of a prerendered page: what it shows that the build does not decide, and the
 * content hashes D1 holds (the content the page was rendered from). Every page's
 * header shows the release badge and the stars (worker/pages/chrome.ts) and its footer the year;
 * home also shows the figures of `/api/stats` (refreshed by the cron); and every page shows some
 * of the environment's vars (site URL, indexable, third-party URLs). A
 * prerendered file is named by the stamp of this data when it was rendered, so once the cron
 * refreshes a figure the worker renders again (and the edge cache takes over) instead of serving
 * a stale file.
 */

/**
 * The stamp of the live data `path` would show now: 16 hex digits of a SHA-256. Undefined when
 * a binding fails or hangs (the caller renders, which has its own fallbacks).
 */
export function liveStamp(env: Bindings, path: string): Promise<string | undefined> {
  return withTimeout(readStamp(env, path), getContentTimeout(env), () => undefined)
}

async function readStamp(env: Bindings, path: string): Promise<string | undefined> {
  try {
    const db = getDb(env.DB)
    const [release, content, modules] = await Promise.all([
      getReleaseInfo(env),
      // the content D1 holds: a page is the build's only while D1 holds that build's content (a
      // deploy whose content step ran but whose worker step has not yet renders instead)
      db
        .select({ collection: contentInfo.collection, hash: contentInfo.hash })
        .from(contentInfo)
        .orderBy(contentInfo.collection),
      path === '/' ? getModulesStats(db) : null,
    ])
    const data = [
      content,
      release.version,
      release.stars,
      new Date().getUTCFullYear(),
      modules,
      // the environment's vars a page shows (canonical URLs, robots, the chrome's third parties):
      // a file rendered with other vars (another environment) is never served
      readSiteConfig(env),
      env.AI_WIDGET_URL ?? '',
      env.ANALYTICS_URL ?? '',
      env.ICON_API_URL ?? '',
    ]
    return (await sha256Hex(JSON.stringify(data))).slice(0, 16)
  } catch (error) {
    console.error('[prerender] reading the live data failed:', error)
    return undefined
  }
}
