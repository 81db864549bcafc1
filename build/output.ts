import { spawn } from 'node:child_process'
import { mkdir, readdir, rename, rm } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { CLIENT_BASE } from '../src/shared/site'
import type { SqlOutput } from './content/sql-files'

/**
 * The folder a build writes into, `<out>.staging-<pid>` (per process, so two builds at once never
 * write into each other's), and where its parts go: the static assets (`client/`, the hashed
 * files under `client/_aster/`) and the content SQL (`content/`, with the public dumps among the
 * assets). It replaces the output only when every step succeeded ({@link swapOutput}).
 */
export interface Staging {
  dir: string
  client: string
  assets: string
  sql: SqlOutput
}

/** Makes an empty staging folder for `out`, with the folders the steps stream into. */
export async function openStaging(out: string): Promise<Staging> {
  const dir = stagingOf(out)
  await rm(dir, { recursive: true, force: true })
  const client = join(dir, 'client')
  const assets = join(client, CLIENT_BASE.slice(1))
  const sql = { dir: join(dir, 'content'), dumpDir: join(assets, 'content') }
  await mkdir(sql.dir, { recursive: true })
  await mkdir(sql.dumpDir, { recursive: true })
  return { dir, client, assets, sql }
}

/** The staging folder of `out` in this process. */
export function stagingOf(out: string): string {
  return `${out}.staging-${process.pid}`
}

/**
 * Removes the staging folder of `out` (gone already after a successful swap). Retried: a folder
 * still being emptied (ENOTEMPTY) must not hide the build's own error.
 */
export async function removeStaging(out: string): Promise<void> {
  await rm(stagingOf(out), { recursive: true, force: true, maxRetries: 3 })
}

/** Removes folders in a detached Node process: the build exits without waiting for it. */
const REMOVE_SCRIPT = `for (const dir of process.argv.slice(1)) try { require('node:fs').rmSync(dir, { recursive: true, force: true }) } catch {}`

/**
 * Puts a finished build in place: the old output moves aside first (a reader never sees a
 * half-deleted folder), the staging folder takes its name, and the old one is removed by a
 * detached process after this one exits, with any left by an earlier build that was stopped
 * before its removal ran (`<out>.old-<pid>`). Deleting a 1,000-page output (about 1,400 files)
 * took 0.15-0.2 s at the end of every build, a sixth of a one-file rebuild. Consumer:
 * build/index.ts.
 */
export async function swapOutput(staging: string, out: string): Promise<void> {
  const prefix = `${basename(out)}.old-`
  const old = join(dirname(out), `${prefix}${process.pid}`)
  await rename(out, old).catch(() => undefined)
  await rename(staging, out)
  const leftovers = (await readdir(dirname(out)).catch(() => [] as string[]))
    .filter((name) => name.startsWith(prefix))
    .map((name) => join(dirname(out), name))
  if (!leftovers.length) return
  const child = spawn(process.execPath, ['-e', REMOVE_SCRIPT, ...leftovers], {
    detached: true,
    stdio: 'ignore',
  })
  child.on('error', () => undefined)
  child.unref()
}
