import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { getPlatformProxy } from 'wrangler'
import { sqlLiteral } from '../content/sql'
import { formatBytes } from '../step-graph'
import type { DeployTarget } from './target'

/** The bindings the local target touches (Workers types are not in the node-side tsconfig). */
interface LocalBindings {
  DB: {
    prepare(sql: string): { all<T>(): Promise<{ results: T[] }> }
    batch(statements: unknown[]): Promise<unknown>
  }
  SEARCH: {
    put(key: string, value: Uint8Array): Promise<unknown>
    list(options: { prefix: string; cursor?: string }): Promise<{
      keys: { name: string }[]
      list_complete: boolean
      cursor?: string
    }>
  }
  BUILDS: {
    get(key: string): Promise<{ text(): Promise<string> } | null>
    put(key: string, value: Uint8Array, options: object): Promise<unknown>
  }
}

/** The most SQL text one local D1 batch carries through the platform proxy. */
const LOCAL_BATCH_BYTES = 8 * 1024 * 1024

/** Statements in order, cut into runs of at most `limit` characters (one longer statement alone). */
export function sqlBatches(statements: string[], limit: number): string[][] {
  const batches: string[][] = []
  let size = Infinity
  for (const sql of statements) {
    if (size + sql.length > limit) {
      batches.push([])
      size = 0
    }
    batches.at(-1)!.push(sql)
    size += sql.length
  }
  return batches
}

/**
 * The local state `wrangler dev --persist-to <dir>` reads (default .wrangler/state): migrations
 * through `wrangler d1 migrations apply --local`, D1/KV/R2 through getPlatformProxy. The worker
 * step bundles the worker as `wrangler deploy` would (`--dry-run`) without uploading it.
 */
export async function createLocalTarget(root: string, persistTo?: string): Promise<DeployTarget> {
  const persistArgs = persistTo ? ['--persist-to', persistTo] : []
  const wrangler = (args: string[]) =>
    execFileSync('wrangler', args, {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false' },
    })
  const open = () =>
    getPlatformProxy<LocalBindings>({
      configPath: join(root, 'wrangler.toml'),
      persist: persistTo ? { path: join(resolve(root, persistTo), 'v3') } : true,
    })
  let proxy = await open()
  return {
    label: `local (${persistTo ?? '.wrangler/state'})`,
    async applyMigrations() {
      // the wrangler CLI costs seconds to start: asked only when a migration is not applied yet
      const applied = await proxy.env.DB.prepare('SELECT name FROM d1_migrations')
        .all<{ name: string }>()
        .then(({ results }) => new Set(results.map((row) => row.name)))
        .catch(() => new Set<string>())
      const files = readdirSync(join(root, 'migrations')).filter((name) => name.endsWith('.sql'))
      if (files.every((name) => applied.has(name))) return
      // the proxy's workerd holds the database: the CLI's own workerd would find it locked
      await proxy.dispose()
      try {
        wrangler(['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs])
      } finally {
        proxy = await open()
      }
    },
    async readContentHashes() {
      const { results } = await proxy.env.DB.prepare(
        'SELECT collection, hash FROM content_info'
      ).all<{
        collection: string
        hash: string
      }>()
      return new Map(results.map((row) => [row.collection, row.hash]))
    },
    async readRowHashes(collection) {
      const { results } = await proxy.env.DB.prepare(
        `SELECT id, hash FROM content_row_hashes WHERE collection = ${sqlLiteral(collection)}`
      ).all<{ id: string; hash: string }>()
      return new Map(results.map((row) => [row.id, row.hash]))
    },
    async executeSql(statements) {
      // one batch per collection (D1 runs a batch as one transaction), unless the collection is
      // larger than one request of the platform proxy carries (a 10,000-page docs corpus is
      // ~100 MB: one batch fails with 'fetch failed'); then batches of at most LOCAL_BATCH_BYTES,
      // in order.
      for (const batch of sqlBatches(statements, LOCAL_BATCH_BYTES))
        await proxy.env.DB.batch(batch.map((sql) => proxy.env.DB.prepare(sql)))
    },
    async listKvKeys(prefix) {
      const keys = new Set<string>()
      let cursor: string | undefined
      do {
        const page = await proxy.env.SEARCH.list({ prefix, cursor })
        for (const key of page.keys) keys.add(key.name)
        cursor = page.list_complete ? undefined : page.cursor
      } while (cursor)
      return keys
    },
    async putKv(entries) {
      for (const [key, value] of entries) await proxy.env.SEARCH.put(key, value)
    },
    async getR2Text(key) {
      return (await proxy.env.BUILDS.get(key))?.text()
    },
    async putR2(key, value, contentType) {
      await proxy.env.BUILDS.put(key, value, { httpMetadata: { contentType } })
    },
    async deployWorker() {
      const outdir = await mkdtemp(join(tmpdir(), 'aster-deploy-'))
      try {
        wrangler(['deploy', '--dry-run', '--minify', '--outdir', outdir])
        const bytes = (await stat(join(outdir, 'index.js'))).size
        return `bundled, not uploaded (local): ${formatBytes(bytes)}`
      } finally {
        await rm(outdir, { recursive: true, force: true })
      }
    },
    dispose: () => proxy.dispose(),
  }
}
