import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'

/**
 * Temporary folders for a build test file: `scratchDir(name)` makes `aster-<name>-…` under the
 * system temp folder, and every folder made is removed after the file's tests. Consumers: the
 * build tests that write content, caches or outputs (engine, adoption, step/transform caches, output swap,
 * file digests).
 */
export function scratchDirs(): (name: string) => Promise<string> {
  const made: string[] = []
  afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))))
  return async (name) => {
    const dir = await mkdtemp(join(tmpdir(), `aster-${name}-`))
    made.push(dir)
    return dir
  }
}
