import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileDigests } from './cache/file-digests'

/** The folders whose code the worker bundles (its markup comes from src/, its logic from worker/). */
const SERVER_SOURCES = ['worker', 'src']
/** Tests and type declarations never reach the bundle, so they do not change the pages. */
const IGNORED = /\.(test|spec)\.tsx?$|\.d\.ts$/

/**
 * A digest of the worker's code: every source file under worker/ and src/ (tests excluded) and
 * the lock file (the versions of React, Hono and the rest that render the pages). It goes into
 * the build id, so a deploy that changes only server-rendered markup gets new page-cache keys and
 * prerendered file names instead of serving the previous code's pages for their stale window.
 */
export async function serverCodeHash(root: string): Promise<string> {
  const files = (
    await Promise.all(SERVER_SOURCES.map((dir) => sourceFiles(root, join(root, dir))))
  ).flat()
  files.push('package-lock.json')
  files.sort()
  const digest = createHash('sha256')
  const digests = fileDigests(root)
  // a missing lock file (a copy of the sources without one) hashes as absent, not as an error
  for (const file of files) digest.update(`${file}\0${digests.digest(join(root, file)) ?? ''}\0`)
  return digest.digest('hex')
}

async function sourceFiles(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((e) => e.isFile() && /\.(tsx?|css|json)$/.test(e.name) && !IGNORED.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)))
}
