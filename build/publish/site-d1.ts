import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { unstable_readConfig } from 'wrangler'

/**
 * Which site's D1 an operator command reads (`npm run preview-link`, `npm run
 * redirects:export`): the local state `npm start` uses (default, or `--persist-to <dir>`), or an
 * `[env.<name>]` of wrangler.toml on the account (`--env <name>`), read through `wrangler d1
 * execute` as an operator would.
 */
export interface SiteTarget {
  env?: string
  persistTo?: string
}

/** The flags every such command takes; the caller handles the rest of `argv`. */
export function parseSiteTarget(argv: string[]): { target: SiteTarget; rest: string[] } {
  // npm takes `--env` and friends for itself without `--`, and passes only their values on
  for (const flag of ['env', 'local', 'ttl', 'persist_to', 'site'])
    if (process.env[`npm_config_${flag}`] !== undefined)
      throw new Error(
        `npm took --${flag.replace('_', '-')} for itself: put -- before the arguments (npm run <command> -- /path --${flag.replace('_', '-')} …)`
      )
  const target: SiteTarget = {}
  const rest: string[] = []
  let local = false
  for (let n = 0; n < argv.length; n++) {
    const arg = argv[n]!
    if (arg === '--local') local = true
    else if (arg === '--env' || arg === '--persist-to') {
      const value = argv[++n]
      if (!value || value.startsWith('--')) throw new Error(`${arg} needs a value`)
      if (arg === '--env') target.env = value
      else target.persistTo = value
    } else rest.push(arg)
  }
  if (target.env && (local || target.persistTo))
    throw new Error('--env reads the account; --local and --persist-to the local state: pick one')
  return { target, rest }
}

/** Where the target is, for messages. */
export function describeTarget(target: SiteTarget): string {
  return target.env
    ? `D1 of [env.${target.env}]`
    : `local D1 (${target.persistTo ?? '.wrangler/state'})`
}

/** The rows of one SQL statement on the target's D1 (`wrangler d1 execute DB --json`). */
export function queryD1<Row>(root: string, target: SiteTarget, sql: string): Row[] {
  const where = target.env
    ? ['--remote', '--env', target.env]
    : ['--local', ...(target.persistTo ? ['--persist-to', target.persistTo] : [])]
  let out: string
  try {
    out = execFileSync('wrangler', ['d1', 'execute', 'DB', ...where, '--json', '--command', sql], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    })
  } catch (error) {
    const detail = String((error as { stderr?: string; stdout?: string }).stdout || error)
    const hint = /no such table/.test(detail)
      ? ': the migrations are not applied (npm run prepare:local, or npm run deploy)'
      : ''
    throw new Error(
      `could not read the ${describeTarget(target)}${hint}\n${detail.trim().slice(0, 2000)}`
    )
  }
  return (JSON.parse(out) as { results: Row[] }[])[0]?.results ?? []
}

/** SITE_URL of the target: `[env.<name>.vars]`, or `[vars]` for the local state. */
export function siteUrlOf(root: string, target: SiteTarget): string {
  const config = unstable_readConfig(
    { config: join(root, 'wrangler.toml'), env: target.env },
    {}
  ) as unknown as { vars?: Record<string, unknown> }
  const url = config.vars?.SITE_URL
  if (typeof url !== 'string' || !url)
    throw new Error('wrangler.toml sets no SITE_URL: give --site <url>')
  return url
}
