import * as v from 'valibot'
import { SITE } from '../src/shared/site'

/** Release info shown in the header (spec 3: version, stars). `stars` null while unknown. */
export interface ReleaseInfo {
  version: string | null
  stars: number | null
}

const KV_KEY = 'release:info'
const ISOLATE_TTL_MS = 5 * 60_000
const ReleaseSchema = v.object({ version: v.nullable(v.string()), stars: v.nullable(v.number()), updatedAt: v.optional(v.string()) })

let cached: { info: ReleaseInfo; at: number } | undefined

/** The release info from KV (cached per isolate for 5 minutes), else the config fallback. */
export async function getReleaseInfo(kv: KVNamespace): Promise<ReleaseInfo> {
  if (cached && Date.now() - cached.at < ISOLATE_TTL_MS) return cached.info
  let info: ReleaseInfo = { version: SITE.releaseFallback.version, stars: SITE.releaseFallback.stars || null }
  try {
    const stored = v.safeParse(ReleaseSchema, await kv.get(KV_KEY, 'json'))
    if (stored.success) info = { version: stored.output.version ?? info.version, stars: stored.output.stars ?? info.stars }
  } catch (error) {
    console.error('[release] reading KV failed:', error)
  }
  cached = { info, at: Date.now() }
  return info
}

/** Forgets the per-isolate copy (tests, and after a refresh). */
export function resetReleaseCache(): void {
  cached = undefined
}

/**
 * Scheduled refresh: reads the latest release and the star count from the GitHub API at the
 * configured base URL and stores them in KV. Failures are logged, never shown; the previous
 * value stays.
 */
export async function refreshReleaseInfo(env: Pick<Env, 'SEARCH' | 'GITHUB_API_URL'> & { GITHUB_TOKEN?: string }): Promise<ReleaseInfo | undefined> {
  const base = env.GITHUB_API_URL.replace(/\/$/, '')
  const repo = `${SITE.github.owner}/${SITE.github.repo}`
  const headers: Record<string, string> = { accept: 'application/vnd.github+json', 'user-agent': `${SITE.slug}-site` }
  if (env.GITHUB_TOKEN) headers.authorization = `Bearer ${env.GITHUB_TOKEN}`
  try {
    const [release, repository] = await Promise.all([
      fetch(`${base}/repos/${repo}/releases/latest`, { headers, signal: AbortSignal.timeout(5000) }),
      fetch(`${base}/repos/${repo}`, { headers, signal: AbortSignal.timeout(5000) }),
    ])
    if (!release.ok || !repository.ok) throw new Error(`GitHub answered ${release.status}/${repository.status}`)
    const tag = v.parse(v.object({ tag_name: v.string() }), await release.json()).tag_name
    const stars = v.parse(v.object({ stargazers_count: v.number() }), await repository.json()).stargazers_count
    const info = { version: tag.replace(/^v/, ''), stars }
    await env.SEARCH.put(KV_KEY, JSON.stringify({ ...info, updatedAt: new Date().toISOString() }))
    resetReleaseCache()
    return info
  } catch (error) {
    console.error('[release] refresh failed, keeping the previous value:', error)
    return undefined
  }
}
