import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { buildSite } from '../index'
import { prerender } from './prerender'
import { step } from '../step-graph'
import { deployContent, deploySearchIndex } from './data-steps'
import { createLocalTarget } from './local-target'
import { DEPLOY_STEPS, PAGE_HISTORY_KEY, describePlan, runDeploy } from './plan'
import { createRemoteTarget, readEnvironment } from './remote-target'

const ROOT = resolve(import.meta.dirname, '../..')

/** Options of `npm run deploy`. */
export interface DeployArgs {
  /** `[env.<name>]` of wrangler.toml (default production, or DEPLOY_ENV). */
  env: string
  /** Print the plan, touch nothing. */
  dryRun: boolean
  /** Deploy into the local state `wrangler dev` reads instead of the account. */
  local: boolean
  /** Local state folder (with --local), as `wrangler dev --persist-to`. */
  persistTo?: string
  /** Reload every collection, changed or not. */
  force: boolean
  /** Deploy dist/ as it is (CI built and tested it already). */
  skipBuild: boolean
  /** Upload the worker as a version under this preview alias (a pull request) instead of deploying it. */
  alias?: string
}

/** `npm run deploy [-- --env preview] [--alias pr-1] [--dry-run] [--local [--persist-to dir]] [--force] [--skip-build]`. */
export function parseDeployArgs(argv: string[]): DeployArgs {
  const args: DeployArgs = {
    env: process.env.DEPLOY_ENV || 'production',
    dryRun: false,
    local: false,
    force: false,
    skipBuild: false,
  }
  const flags = {
    '--dry-run': 'dryRun',
    '--local': 'local',
    '--force': 'force',
    '--skip-build': 'skipBuild',
  } as const
  for (let n = 0; n < argv.length; n++) {
    const arg = argv[n]!
    if (arg in flags) args[flags[arg as keyof typeof flags]] = true
    else if (arg === '--env' || arg === '--persist-to' || arg === '--alias') {
      const value = argv[++n]
      if (!value || value.startsWith('--')) throw new Error(`${arg} needs a value`)
      if (arg === '--env') args.env = value
      else if (arg === '--alias') args.alias = value
      else args.persistTo = value
    } else
      throw new Error(
        `unknown argument ${arg}: use --env <name>, --dry-run, --local, --persist-to <dir>, --alias <name>, --force or --skip-build`
      )
  }
  if (args.persistTo && !args.local) throw new Error('--persist-to needs --local')
  if (args.alias && !/^[a-z0-9-]{1,40}$/.test(args.alias))
    throw new Error(`--alias ${args.alias}: use lowercase letters, digits and dashes (e.g. pr-42)`)
  return args
}

async function main(args: DeployArgs): Promise<void> {
  const label = args.local
    ? `local (${args.persistTo ?? '.wrangler/state'})`
    : `remote (env ${args.env})`
  if (args.dryRun) {
    const build = args.skipBuild
      ? []
      : ['  0. build          npm run build && npm run prerender (dist/)']
    console.log([...build, ...describePlan(label)].join('\n'))
    // a misconfigured environment fails the dry run too (CI runs it on pull requests)
    if (!args.local) readEnvironment(ROOT, args.env)
    await previewChanges(args)
    return
  }
  const open = () =>
    args.local
      ? createLocalTarget(ROOT, args.persistTo)
      : createRemoteTarget(ROOT, args.env, args.alias)
  if (!args.skipBuild) {
    // the page history the target serves: the build carries its pages' old paths over (the
    // target is closed while the site builds: its local proxy is a workerd of its own)
    const reader = await open()
    const pageHistory = await reader.getR2Text(PAGE_HISTORY_KEY).finally(() => reader.dispose())
    const [contentDir, outDir] = [join(ROOT, 'content'), join(ROOT, 'dist')]
    await buildSite({ root: ROOT, contentDir, outDir, pageHistory })
    await step(
      'prerender',
      () => prerender(),
      (count) => `${count} pages`
    )
  }
  const target = await open()
  console.log(describePlan(target.label)[0])
  const started = performance.now()
  try {
    await runDeploy({ distDir: join(ROOT, 'dist'), target, steps: DEPLOY_STEPS, force: args.force })
  } finally {
    await target.dispose()
  }
  console.log(`deployed in ${((performance.now() - started) / 1000).toFixed(2)} s`)
}

/**
 * The dry run's rows and values per collection: what dist/ (as built now) would write into the
 * target, read from it without writing. Without dist/, or when the target cannot be read (no
 * credentials on a pull request), it says so and the dry run still passes.
 */
async function previewChanges(args: DeployArgs): Promise<void> {
  const distDir = join(ROOT, 'dist')
  if (!existsSync(join(distDir, 'content-hashes.json'))) {
    console.log('rows and values: no dist/ yet (npm run build), nothing to compare')
    return
  }
  try {
    const target = args.local
      ? await createLocalTarget(ROOT, args.persistTo)
      : await createRemoteTarget(ROOT, args.env, args.alias)
    try {
      console.log(`what dist/ would write (read from ${target.label}, nothing written):`)
      console.log(
        `  content: ${await deployContent(distDir, target, { force: args.force, dryRun: true })}`
      )
      console.log(`  search index: ${await deploySearchIndex(distDir, target, { dryRun: true })}`)
    } finally {
      await target.dispose()
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    console.log(`rows and values: the target could not be read (${reason})`)
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  Promise.resolve()
    .then(() => main(parseDeployArgs(process.argv.slice(2))))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
