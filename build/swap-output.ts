import { spawn } from 'node:child_process'
import { readdir, rename } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

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
