import * as v from 'valibot'
import { getDb } from '../db/client'
import { resetIsolateModulesVersion } from '../db/modules-version'
import {
  getFrameworkPackage,
  listStaleModules,
  updateStatsStatements,
  type StatsUpdate,
} from '../db/queries/modules'
import type { Bindings } from '../env'

/** Modules refreshed per cron run (hourly: every module within a few hours, two subrequests each). */
export const STATS_BATCH_SIZE = 10
/** Upstream calls that take longer are abandoned (the old value stays). */
const UPSTREAM_TIMEOUT_MS = 5000

const NpmDownloadsSchema = v.object({ downloads: v.pipe(v.number(), v.integer(), v.minValue(0)) })
const GithubRepoSchema = v.object({
  stargazers_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
})

/** What one run did: packages refreshed, and the upstream failures (old values kept). */
export interface RefreshReport {
  refreshed: string[]
  failures: string[]
}

type RefreshEnv = Pick<Bindings, 'DB' | 'NPM_API_URL' | 'GITHUB_API_URL' | 'GITHUB_TOKEN'>

/** The configured base URL without a trailing slash; fails fast when the var is missing. */
function baseUrl(env: RefreshEnv, name: 'NPM_API_URL' | 'GITHUB_API_URL'): string {
  const value = env[name]
  if (!value || !/^https?:\/\//.test(value))
    throw new Error(`${name} must be an http(s) URL (wrangler.toml [vars]), got "${value ?? ''}"`)
  return value.replace(/\/+$/, '')
}

async function getJson<T>(
  url: string,
  schema: v.GenericSchema<unknown, T>,
  headers: Record<string, string>
): Promise<T> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return v.parse(schema, await response.json())
}

/**
 * The Cron handler's work: refreshes npm downloads (last month) and GitHub stars of the
 * {@link STATS_BATCH_SIZE} modules refreshed longest ago, plus the framework's own package,
 * from `${NPM_API_URL}/downloads/point/last-month/<npm>` and `${GITHUB_API_URL}/repos/<repo>`.
 * A failed or malformed answer keeps the old value; every visited package gets a new
 * `stats_updated_at`, so the next run moves on to others. All writes are one D1 batch.
 */
export async function refreshModuleStats(
  env: RefreshEnv,
  now = new Date()
): Promise<RefreshReport> {
  const npmBase = baseUrl(env, 'NPM_API_URL')
  const githubBase = baseUrl(env, 'GITHUB_API_URL')
  const githubHeaders: Record<string, string> = {
    'user-agent': 'aster-site-stats',
    'x-github-api-version': '2022-11-28',
  }
  if (env.GITHUB_TOKEN) githubHeaders.authorization = `Bearer ${env.GITHUB_TOKEN}`
  const db = getDb(env.DB)
  const [stale, framework] = await Promise.all([
    listStaleModules(db, STATS_BATCH_SIZE),
    getFrameworkPackage(db),
  ])
  const packages = [
    ...stale.map((module) => ({ ...module, framework: false })),
    ...(framework ? [{ ...framework, name: framework.npm, framework: true }] : []),
  ]
  const report: RefreshReport = { refreshed: [], failures: [] }

  const updates = await Promise.all(
    packages.map(async (pkg) => {
      const [downloads, stars] = await Promise.allSettled([
        getJson(`${npmBase}/downloads/point/last-month/${pkg.npm}`, NpmDownloadsSchema, {}),
        getJson(`${githubBase}/repos/${pkg.repo}`, GithubRepoSchema, githubHeaders),
      ])
      const stats: StatsUpdate = {}
      if (downloads.status === 'fulfilled') stats.downloads = downloads.value.downloads
      else report.failures.push(`${pkg.npm} downloads: ${String(downloads.reason)}`)
      if (stars.status === 'fulfilled') stats.stars = stars.value.stargazers_count
      else report.failures.push(`${pkg.repo} stars: ${String(stars.reason)}`)
      if (stats.downloads !== undefined || stats.stars !== undefined) report.refreshed.push(pkg.npm)
      return pkg.framework ? { npm: pkg.npm, stats } : { name: pkg.name, stats }
    })
  )
  const [first, ...rest] = updateStatsStatements(db, updates, now.toISOString())
  if (first) await db.batch([first, ...rest])
  // this isolate serves the new version at once; others within MODULES_VERSION_TTL_MS
  resetIsolateModulesVersion()
  if (report.failures.length)
    console.warn(
      `[stats] kept old values for ${report.failures.length} upstream failure(s):\n${report.failures.join('\n')}`
    )
  return report
}
