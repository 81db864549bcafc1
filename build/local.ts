import { execFileSync } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { getPlatformProxy } from 'wrangler'
import { pushSearchIndex, type SearchKv } from './search/push'
import { step } from './step'

const ROOT = resolve(import.meta.dirname, '..')

/** The bindings this script touches (Workers types are not in the node-side tsconfig). */
interface LocalBindings {
  DB: { prepare(sql: string): unknown; batch(statements: unknown[]): Promise<unknown> }
  BUILDS: { put(key: string, value: string | Uint8Array): Promise<unknown> }
  SEARCH: SearchKv
}
const DIST = join(ROOT, 'dist')

/**
 * Prepares the LOCAL bindings `wrangler dev` uses (.wrangler/state): applies D1 migrations,
 * loads every collection's content SQL into D1, pushes the search index to KV (values first,
 * manifest last) and publishes the build manifests to R2.
 */
export async function prepareLocal(persistTo?: string): Promise<void> {
  const persistArgs = persistTo ? ['--persist-to', persistTo] : []
  await step('migrations', async () => {
    execFileSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', ...persistArgs], {
      cwd: ROOT,
      stdio: 'pipe',
      env: { ...process.env, CI: 'true' },
    })
  })
  const persist = persistTo ? { path: join(resolve(ROOT, persistTo), 'v3') } : true
  const proxy = await getPlatformProxy<LocalBindings>({
    configPath: join(ROOT, 'wrangler.toml'),
    persist,
  })
  try {
    await step(
      'load content',
      () => loadContent(proxy.env.DB),
      (count) => `${count} statements`
    )
    await step(
      'search index',
      () => pushSearchIndex(proxy.env.SEARCH, DIST),
      (keys) => `${keys.length} KV keys, manifest last`
    )
    await step(
      'publish build',
      async () => {
        const latest = await readFile(join(DIST, 'builds', 'latest.json'), 'utf8')
        const { id } = JSON.parse(latest) as { id: string }
        await proxy.env.BUILDS.put(
          `builds/meta/${id}.json`,
          await readFile(join(DIST, 'builds', 'meta', `${id}.json`))
        )
        await proxy.env.BUILDS.put('builds/latest.json', latest)
        return id
      },
      (id) => `build ${id}`
    )
  } finally {
    await proxy.dispose()
  }
}

/** Runs every collection's statements in batches (each batch is atomic in D1). */
export async function loadContent(db: LocalBindings['DB']): Promise<number> {
  const files = (await readdir(join(DIST, 'content'))).filter(
    (file) => file.endsWith('.json') && file !== 'sections.json'
  )
  let count = 0
  for (const file of files) {
    const statements = JSON.parse(await readFile(join(DIST, 'content', file), 'utf8')) as string[]
    await db.batch(statements.map((sql) => db.prepare(sql)))
    count += statements.length
  }
  return count
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const index = process.argv.indexOf('--persist-to')
  prepareLocal(index > 0 ? process.argv[index + 1] : undefined).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
