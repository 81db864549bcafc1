import * as v from 'valibot'
import { SITE } from '../src/shared/site'
import { getDb } from './db/client'
import { frameworkStats } from './db/schema'
import { createIsolateMemo } from './isolate-memo'

/** Release info shown in the header (spec 3: version, stars). `stars` null while unknown. */
export interface ReleaseInfo {
  version: string | null
  stars: number | null
}

const KV_KEY = 'release:info'
const ISOLATE_TTL_MS = 5 * 60_000
const StoredSchema = v.object({
  version: v.nullable(v.string()),
  updatedAt: v.optional(v.string()),
})

const memo = createIsolateMemo<ReleaseInfo>({ ttlMs: ISOLATE_TTL_MS })

/**
 * The header's release info, cached per isolate for 5 minutes: the version from KV (written by
 * {@link refreshReleaseInfo}), the stars from D1 `framework_stats` (the same figure `/api/stats`
 * serves, refreshed by the module-stats cron), each falling back to the config.
 */
export function getReleaseInfo(env: Pick<Env, 'SEARCH' | 'DB'>): Promise<ReleaseInfo> {
  return memo.get('release', () => readReleaseInfo(env))
}

async function readReleaseInfo(env: Pick<Env, 'SEARCH' | 'DB'>): Promise<ReleaseInfo> {
  const info: ReleaseInfo = {
    version: SITE.releaseFallback.version,
    stars: SITE.releaseFallback.stars || null,
  }
  const [stored, framework] = await Promise.allSettled([
    env.SEARCH.get(KV_KEY, 'json'),
    getDb(env.DB).select({ stars: frameworkStats.stars }).from(frameworkStats).limit(1),
  ])
  if (stored.status === 'rejected') console.error('[release] reading KV failed:', stored.reason)
  else {
    const parsed = v.safeParse(StoredSchema, stored.value)
    if (parsed.success && parsed.output.version) info.version = parsed.output.version
  }
  if (framework.status === 'rejected')
    console.error('[release] reading framework stats failed:', framework.reason)
  else if (framework.value[0]) info.stars = framework.value[0].stars
  return info
}

/** Forgets the per-isolate copy (tests, and after a refresh). */
export function resetReleaseCache(): void {
  memo.reset()
}

/**
 * Scheduled refresh: reads the latest release from the GitHub API at the configured base URL and
 * stores its version in KV. Failures are logged, never shown; the previous value stays.
 */
export async function refreshReleaseInfo(
  env: Pick<Env, 'SEARCH' | 'GITHUB_API_URL'> & { GITHUB_TOKEN?: string }
): Promise<string | undefined> {
  const base = env.GITHUB_API_URL.replace(/\/$/, '')
  const headers: Record<string, string> = {
    accept: 'application/vnd.github+json',
    'user-agent': `${SITE.slug}-site`,
  }
  if (env.GITHUB_TOKEN) headers.authorization = `Bearer ${env.GITHUB_TOKEN}`
  try {
    const response = await fetch(
      `${base}/repos/${SITE.github.owner}/${SITE.github.repo}/releases/latest`,
      { headers, signal: AbortSignal.timeout(5000) }
    )
    if (!response.ok) throw new Error(`GitHub answered ${response.status}`)
    const version = v
      .parse(v.object({ tag_name: v.string() }), await response.json())
      .tag_name.replace(/^v/, '')
    await env.SEARCH.put(KV_KEY, JSON.stringify({ version, updatedAt: new Date().toISOString() }))
    resetReleaseCache()
    return version
  } catch (error) {
    console.error('[release] refresh failed, keeping the previous value:', error)
    return undefined
  }
}
