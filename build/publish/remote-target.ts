import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { unstable_readConfig } from 'wrangler'
import type { DeployTarget } from './target'
import { sqlLiteral } from '../content/sql'

/** The ids wrangler.toml holds for local development: never a real account's resources. */
const PLACEHOLDER_ID_RE = /^0{8}-?0{4}-?4000-?8000-?0{11}\d$/

/** The part of wrangler's resolved config the deploy reads. */
interface EnvironmentBindings {
  d1_databases: { binding: string; database_id?: string }[]
  kv_namespaces: { binding: string; id?: string }[]
  r2_buckets: { binding: string; bucket_name?: string }[]
}

/** The resources of one `[env.<name>]` of wrangler.toml, checked before anything is written. */
export function readEnvironment(root: string, env: string) {
  const config = unstable_readConfig(
    { config: join(root, 'wrangler.toml'), env },
    {}
  ) as unknown as EnvironmentBindings
  const db = config.d1_databases.find((binding) => binding.binding === 'DB')
  const kv = config.kv_namespaces.find((binding) => binding.binding === 'SEARCH')
  const bucket = config.r2_buckets.find((binding) => binding.binding === 'BUILDS')
  const missing = [!db?.database_id && 'DB', !kv?.id && 'SEARCH', !bucket?.bucket_name && 'BUILDS']
  if (missing.some(Boolean))
    throw new Error(
      `wrangler.toml [env.${env}] lacks the ${missing.filter(Boolean).join(', ')} binding(s): declare d1_databases, kv_namespaces and r2_buckets under [env.${env}] (bindings are not inherited)`
    )
  for (const id of [db!.database_id!, kv!.id!])
    if (PLACEHOLDER_ID_RE.test(id))
      throw new Error(
        `wrangler.toml [env.${env}] still holds the placeholder id ${id}: create the resources (wrangler d1 create aster-content, wrangler kv namespace create SEARCH) and paste their ids (see README, "Deploy")`
      )
  return { bucket: bucket!.bucket_name! }
}

/**
 * The `[env.<env>.vars]` of wrangler.toml, as strings: `npm run deploy` prerenders with them, so
 * the prerendered pages show that environment's URLs (build/publish/prerender.ts).
 */
export function readEnvironmentVars(root: string, env: string): Record<string, string> {
  const config = unstable_readConfig(
    { config: join(root, 'wrangler.toml'), env },
    {}
  ) as unknown as {
    vars?: Record<string, unknown>
  }
  return Object.fromEntries(
    Object.entries(config.vars ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string'
    )
  )
}

/**
 * The Cloudflare account of CLOUDFLARE_ACCOUNT_ID / CLOUDFLARE_API_TOKEN (or `wrangler login`),
 * environment `[env.<env>]` of wrangler.toml, written through the wrangler CLI with `--remote`.
 * With `previewAlias` the worker step uploads a version under that alias (a pull request's own
 * URL, `<alias>-<worker>.<subdomain>.workers.dev`) instead of deploying it.
 */
export async function createRemoteTarget(
  root: string,
  env: string,
  previewAlias?: string
): Promise<DeployTarget> {
  const { bucket } = readEnvironment(root, env)
  const scratch = await mkdtemp(join(tmpdir(), 'aster-deploy-'))
  const wrangler = (args: string[]) =>
    execFileSync('wrangler', [...args, '--env', env], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
      maxBuffer: 64 * 1024 * 1024,
    })
  let files = 0
  const scratchFile = async (value: string | Uint8Array) => {
    const file = join(scratch, `${files++}`)
    await writeFile(file, value)
    return file
  }
  return {
    label: `remote (env ${env})`,
    async applyMigrations() {
      wrangler(['d1', 'migrations', 'apply', 'DB', '--remote'])
    },
    async readContentHashes() {
      const sql = 'SELECT collection, hash FROM content_info'
      const out = wrangler(['d1', 'execute', 'DB', '--remote', '--json', '--command', sql])
      const [answer] = JSON.parse(out.toString()) as [
        { results: { collection: string; hash: string }[] },
      ]
      return new Map(answer.results.map((row) => [row.collection, row.hash]))
    },
    async readRowHashes(collection) {
      const sql = `SELECT id, hash FROM content_row_hashes WHERE collection = ${sqlLiteral(collection)}`
      const out = wrangler(['d1', 'execute', 'DB', '--remote', '--json', '--command', sql])
      const [answer] = JSON.parse(out.toString()) as [{ results: { id: string; hash: string }[] }]
      return new Map(answer.results.map((row) => [row.id, row.hash]))
    },
    async executeSql(statements) {
      // `wrangler d1 execute` reads a .sql file: the statements one after another, written in
      // pieces (a large collection's are hundreds of MB, more than one string holds)
      const file = join(scratch, `${files++}.sql`)
      await writeFile(
        file,
        (function* () {
          for (const statement of statements) yield `${statement}\n`
        })()
      )
      wrangler(['d1', 'execute', 'DB', '--remote', '--yes', '--file', file])
    },
    async listKvKeys(prefix) {
      const out = wrangler([
        'kv',
        'key',
        'list',
        '--binding',
        'SEARCH',
        '--remote',
        '--prefix',
        prefix,
      ])
      return new Set((JSON.parse(out.toString()) as { name: string }[]).map((key) => key.name))
    },
    async putKv(entries) {
      const bulk = entries.map(([key, value]) => ({
        key,
        value: Buffer.from(value).toString('base64'),
        base64: true,
      }))
      wrangler([
        'kv',
        'bulk',
        'put',
        await scratchFile(JSON.stringify(bulk)),
        '--binding',
        'SEARCH',
        '--remote',
      ])
    },
    async getR2Text(key) {
      try {
        return wrangler([
          'r2',
          'object',
          'get',
          `${bucket}/${key}`,
          '--remote',
          '--pipe',
        ]).toString()
      } catch {
        return undefined // wrangler fails on a missing object: the deploy writes it
      }
    },
    async putR2(key, value, contentType) {
      const file = await scratchFile(value)
      wrangler([
        'r2',
        'object',
        'put',
        `${bucket}/${key}`,
        '--remote',
        '--file',
        file,
        '--content-type',
        contentType,
      ])
    },
    async deployWorker() {
      if (previewAlias) {
        const out = wrangler(['versions', 'upload', '--preview-alias', previewAlias]).toString()
        const url = out.match(/Version Preview Alias URL: (\S+)/)?.[1]
        return `version uploaded, url: ${url ?? '(see wrangler output)'}`
      }
      const out = wrangler(['deploy']).toString()
      const url = out.match(/https:\/\/\S+\.workers\.dev/)?.[0]
      const version = out.match(/Current Version ID: (\S+)/)?.[1] ?? 'deployed'
      return `version ${version}${url ? `, url: ${url}` : ''}`
    },
    dispose: () => rm(scratch, { recursive: true, force: true }),
  }
}
