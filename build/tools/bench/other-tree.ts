import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

/**
 * Another revision of this project, checked out beside it for a same-run comparison (the
 * `--same-output <rev>` check and the A/B build bench): a detached `git worktree` under the
 * system temp folder, with this tree's node_modules linked in when both lock files resolve the
 * same packages (else `npm install` runs there), and its build tool bundled. Removed by `dispose`.
 */

const ROOT = resolve(import.meta.dirname, '../../..')

/** A checked-out revision: its folder, the commit, its build launcher (relative to `root`). */
export interface OtherTree {
  root: string
  commit: string
  launcher: string
  dispose(): Promise<void>
}

/** The installed package versions a lock file resolves, by install path (the root left out). */
function lockedPackages(lockFile: string): Map<string, string | undefined> {
  const lock = JSON.parse(readFileSync(lockFile, 'utf8')) as {
    packages: Record<string, { version?: string }>
  }
  return new Map(
    Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .map(([path, entry]) => [path, entry.version])
  )
}

/** True when every package the revision's lock installs is installed here at the same version. */
function installedHere(
  theirs: Map<string, string | undefined>,
  ours: Map<string, string | undefined>
) {
  return [...theirs].every(([path, version]) => ours.has(path) && ours.get(path) === version)
}

/** The launcher of a tree: `build/threads/launch.ts`, or `build/launch.ts` before issue 35. */
export function launcherOf(root: string): string {
  return existsSync(join(root, 'build/threads/launch.ts'))
    ? 'build/threads/launch.ts'
    : 'build/launch.ts'
}

/** Checks out `rev` (a commit, branch or tag of this repository) and makes it buildable. */
export async function checkoutTree(rev: string): Promise<OtherTree> {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], {
    cwd: ROOT,
    encoding: 'utf8',
  }).trim()
  const root = join(tmpdir(), `aster-tree-${commit.slice(0, 12)}-${process.pid}`)
  await rm(root, { recursive: true, force: true })
  execFileSync('git', ['worktree', 'add', '--detach', '--force', root, commit], {
    cwd: ROOT,
    stdio: 'ignore',
  })
  const dispose = async () => {
    execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT, stdio: 'ignore' })
  }
  try {
    const same = installedHere(
      lockedPackages(join(root, 'package-lock.json')),
      lockedPackages(join(ROOT, 'package-lock.json'))
    )
    if (same) await symlink(join(ROOT, 'node_modules'), join(root, 'node_modules'))
    else
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], {
        cwd: root,
        stdio: 'ignore',
      })
    const launcher = launcherOf(root)
    // the project's Node 22 (the revision's own may lack it: its install scripts did not run)
    execFileSync(join(ROOT, 'node_modules/.bin/node'), [launcher, '--bundle-only'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    })
    return { root, commit, launcher, dispose }
  } catch (error) {
    await dispose()
    throw error
  }
}
