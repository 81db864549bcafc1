import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { CLIENT_BASE } from '../../src/shared/site'
import { step } from '../step-graph'
import { PAGE_HISTORY_FILE } from '../content/page-identity'
import { mergePageHistories, parsePageHistory } from '../content/page-history'
import { deployContent, deploySearchIndex } from './data-steps'
import type { DeployTarget } from './target'

/**
 * The deploy, in the one safe order (each step needs only what the steps before it wrote):
 * the schema, then the data the new worker reads, then the worker, then the manifests that tell
 * open tabs a new build is out. A failing step stops the sequence; `builds/latest.json` is
 * written last, so until then the previous build is the one announced and served.
 */
export const DEPLOY_STEPS = [
  'migrations',
  'content',
  'search index',
  'assets',
  'worker',
  'publish build',
] as const

/** One step of {@link DEPLOY_STEPS}. */
export type DeployStep = (typeof DEPLOY_STEPS)[number]

/** R2 key of the page history (build/content/page-history.ts), read before each deploy's build. */
export const PAGE_HISTORY_KEY = 'builds/page-history.json'

/** R2 key of the list of client files already copied to R2 (what the assets step skips). */
export const ASSETS_INDEX_KEY = 'assets/index.json'

/** What each step does, printed by `npm run deploy -- --dry-run`. */
const STEP_PLANS: Record<DeployStep, string> = {
  migrations: 'D1: apply the migrations of migrations/ not applied yet',
  content:
    'D1: for each collection whose content hash changed, write the rows whose hash changed, delete the rows that are gone',
  'search index':
    'KV: put the search shards not in KV yet (content-hashed keys), then the manifest',
  assets: `R2: copy new ${CLIENT_BASE}/* files to assets/ (the previous builds' files stay served)`,
  worker: 'Workers: wrangler deploy (the worker and dist/client as static assets)',
  'publish build':
    'R2: builds/meta/<id>.json and builds/page-history.json, then builds/latest.json last',
}

/** Options of {@link runDeploy}. */
export interface DeployOptions {
  /** The build to deploy (dist/). */
  distDir: string
  target: DeployTarget
  /** The steps to run, in {@link DEPLOY_STEPS} order (default: all). */
  steps?: readonly DeployStep[]
  /** Reload every collection, changed or not. */
  force?: boolean
}

/** The plan as printed lines: the target, then each step numbered with what it does. */
export function describePlan(label: string, steps: readonly DeployStep[] = DEPLOY_STEPS): string[] {
  return [
    `deploy plan → ${label}`,
    ...steps.map((name, n) => `  ${n + 1}. ${name.padEnd(14)} ${STEP_PLANS[name]}`),
  ]
}

/** Runs the steps in order, each named, timed and reported; the first failure stops the rest. */
export async function runDeploy({ distDir, target, steps = DEPLOY_STEPS, force }: DeployOptions) {
  const runs: Record<DeployStep, () => Promise<string>> = {
    migrations: async () => (await target.applyMigrations(), 'up to date'),
    content: () => deployContent(distDir, target, { force }),
    'search index': () => deploySearchIndex(distDir, target),
    assets: () => deployAssets(distDir, target),
    worker: () => target.deployWorker(),
    'publish build': () => publishBuild(distDir, target),
  }
  const ordered = DEPLOY_STEPS.filter((name) => steps.includes(name))
  for (const [n, name] of ordered.entries()) {
    try {
      await step(`[${n + 1}/${ordered.length}] ${name}`.padEnd(20), runs[name], (detail) => detail)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      throw new Error(
        `deploy stopped at step "${name}": ${reason.trim()}\nnothing after "${name}" ran; builds/latest.json still names the previous build, which keeps serving`
      )
    }
  }
}

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  json: 'application/json',
  svg: 'image/svg+xml',
}

/** The content type of a client file, by extension. */
export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[path.split('.').pop()!] ?? 'application/octet-stream'
}

/**
 * Copies the hashed client files R2 lacks to `assets/<path>`: a new worker version replaces the
 * static assets, so a tab still running the previous build fetches its chunks from there
 * (worker/api/skew-assets.ts). The index of copied files is written after them.
 */
async function deployAssets(distDir: string, target: DeployTarget) {
  const clientBase = join(distDir, 'client', CLIENT_BASE.slice(1))
  const files = (await readdir(clientBase, { recursive: true, withFileTypes: true }))
    // icon shards (api/icons.ts) and content dump parts (api/content.ts, named by the content
    // hash D1 holds) are read by the current worker only, never by an old tab; a dump is most of
    // the client files at 10,000 pages, and one edited page renames it (35 s of a one-page deploy)
    .filter(
      (entry) =>
        entry.isFile() && !/^(icons|content)(\/|$)/.test(relative(clientBase, entry.parentPath))
    )
    .map((entry) => `${CLIENT_BASE}/${relative(clientBase, join(entry.parentPath, entry.name))}`)
  const index = new Set(JSON.parse((await target.getR2Text(ASSETS_INDEX_KEY)) ?? '[]') as string[])
  const added = files.filter((path) => !index.has(path))
  for (const path of added) {
    const body = await readFile(join(distDir, 'client', path))
    await target.putR2(`assets${path}`, body, contentTypeOf(path))
    index.add(path)
  }
  const indexText = JSON.stringify([...index].sort())
  await target.putR2(ASSETS_INDEX_KEY, new TextEncoder().encode(indexText), 'application/json')
  return `${added.length} new files, ${files.length - added.length} kept, ${index.size} served`
}

/**
 * Writes the build's meta manifest and its page history (what the next deploy's build starts
 * from: merged with what R2 holds, so a build made without it loses no old path), then
 * `builds/latest.json` (what open tabs poll) last.
 */
async function publishBuild(distDir: string, target: DeployTarget) {
  const latest = await readFile(join(distDir, 'builds', 'latest.json'))
  const { id } = JSON.parse(latest.toString()) as { id: string }
  const meta = await readFile(join(distDir, 'builds', 'meta', `${id}.json`))
  await target.putR2(`builds/meta/${id}.json`, meta, 'application/json')
  const built = await readFile(join(distDir, PAGE_HISTORY_FILE), 'utf8').catch(() => undefined)
  const published = parsePageHistory(await target.getR2Text(PAGE_HISTORY_KEY))
  const own = parsePageHistory(built)
  const history = mergePageHistories(own, published)
  if (history) {
    const missing = Object.keys(published?.pages ?? {}).filter((key) => !own?.pages[key])
    if (missing.length)
      console.warn(
        `  ! ${missing.length} pages of the published history are not in this build's: their old paths answer again after the next build made by npm run deploy (it reads the history first)`
      )
    const text = JSON.stringify({ ...JSON.parse(built ?? '{}'), ...history })
    await target.putR2(PAGE_HISTORY_KEY, new TextEncoder().encode(text), 'application/json')
  }
  await target.putR2('builds/latest.json', latest, 'application/json')
  return `build ${id}`
}
