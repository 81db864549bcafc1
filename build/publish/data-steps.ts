import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { SEARCH_MANIFEST_KEY } from '../../src/shared/search/manifest'
import { listSearchEntries } from '../search/push'
import { planRows, readCollectionFiles, rowPlanLine } from './row-plan'
import type { DeployTarget } from './target'

/*
 * The deploy's data steps (plan.ts): D1's content rows and KV's search values, each writing only
 * what the build changed, and printing it per collection and per search version. With `dryRun`
 * they read the target and print what they would write, and write nothing (`npm run deploy --
 * --dry-run`).
 */

/** What a read gives; an empty map when the table is not there yet (a dry run before any deploy). */
async function orEmpty(read: Promise<Map<string, string>>): Promise<Map<string, string>> {
  return read.catch((error: unknown) => {
    if (error instanceof Error && /no such table/i.test(error.message)) return new Map()
    throw error
  })
}

/** Options of the data steps. */
export interface DataStepOptions {
  /** Reload every collection's whole file, changed or not. */
  force?: boolean
  /** Read and print, write nothing. */
  dryRun?: boolean
}

/**
 * For each collection whose hash differs from D1's `content_info`, the rows whose hash differs
 * from D1's `content_row_hashes` (row-plan.ts); `--force` runs every collection's whole file.
 */
export async function deployContent(
  distDir: string,
  target: DeployTarget,
  { force, dryRun }: DataStepOptions = {}
) {
  const hashes = JSON.parse(await readFile(join(distDir, 'content-hashes.json'), 'utf8')) as Record<
    string,
    string
  >
  const deployed = force ? new Map<string, string>() : await orEmpty(target.readContentHashes())
  const changed = Object.keys(hashes).filter((name) => deployed.get(name) !== hashes[name])
  let rows = 0
  for (const name of changed) {
    const { statements, index } = await readCollectionFiles(distDir, name)
    const rowHashes = force || !index ? undefined : await orEmpty(target.readRowHashes(name))
    const plan = planRows(name, statements, index, rowHashes)
    process.stdout.write(`  · ${rowPlanLine(name, plan, statements.length)}\n`)
    rows += plan.written + plan.deleted
    if (!dryRun) await target.executeSql(plan.statements)
  }
  const total = Object.keys(hashes).length
  const verb = dryRun ? 'to write or delete' : 'written or deleted'
  return `${changed.length} of ${total} collections changed, ${rows} rows ${verb}`
}

/**
 * Puts the values KV lacks (their keys are content-hashed: an unchanged value keeps its key, so
 * only what a build changed is written), then the manifest naming them. Prints each search
 * version's new and kept values.
 */
export async function deploySearchIndex(
  distDir: string,
  target: DeployTarget,
  { dryRun }: DataStepOptions = {}
) {
  const { keys, manifest, read } = await listSearchEntries(distDir)
  const present = await target.listKvKeys('search:')
  const missing = keys.filter((key) => !present.has(key))
  const versions = new Map<string, [added: number, kept: number]>()
  for (const key of keys) {
    const version = key.split(':')[1]!
    const counts = versions.get(version) ?? [0, 0]
    counts[present.has(key) ? 1 : 0]++
    versions.set(version, counts)
  }
  const verb = dryRun ? 'to write' : 'written'
  for (const [version, [added, kept]] of versions)
    process.stdout.write(`  · search ${version}: ${added} values ${verb}, ${kept} kept\n`)
  if (dryRun) return `${missing.length + 1} values to write (the manifest last)`
  // only the values KV lacks are read from disk (thousands of files at 10,000 pages)
  const values: [string, Uint8Array][] = []
  for (const key of missing) values.push([key, await read(key)])
  await target.putKv(values)
  await target.putKv([[SEARCH_MANIFEST_KEY, manifest]])
  return `${missing.length} new shards, ${keys.length - missing.length} kept, manifest last (${missing.length + 1} values written)`
}
