import { createHash } from 'node:crypto'
import { copyFile, glob, link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { copyFileSync, linkSync, mkdirSync, readdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileDigests } from './file-digests'

/**
 * The output cache of build steps whose result is a folder of files (the client bundle, the
 * icon shards): `.cache/steps/<name>/<key>/` holds the files the step wrote plus `result.json`
 * (what it returned). With the same key the files are copied back and the step does not run;
 * one entry per step is kept (the last build's). `CONTENT_CACHE=0` turns it off.
 */
export async function cachedFolderStep<T>(
  root: string,
  name: string,
  key: string,
  outDir: string,
  run: () => Promise<T>
): Promise<T> {
  if (process.env.CONTENT_CACHE === '0') return run()
  const stepDir = join(root, '.cache', 'steps', name)
  const entry = join(stepDir, key)
  const stored = await readFile(join(entry, 'result.json'), 'utf8').catch(() => undefined)
  if (stored !== undefined) {
    restoreFiles(join(entry, 'files'), outDir)
    return JSON.parse(stored) as T
  }
  // the step writes into a fresh folder beside outDir's other files: list what it added
  const before = new Set(await listFiles(outDir))
  const result = await run()
  const added = (await listFiles(outDir)).filter((file) => !before.has(file))
  const temporary = `${entry}.${process.pid}.tmp`
  try {
    await rm(stepDir, { recursive: true, force: true })
    for (const file of added) await linkOrCopy(join(outDir, file), join(temporary, 'files', file))
    await writeFile(join(temporary, 'result.json'), JSON.stringify(result))
    await rename(temporary, entry)
  } catch {
    // a failed store only costs running the step next time
    await rm(temporary, { recursive: true, force: true })
  }
  return result
}

/**
 * A hard link where the file system allows one (the cache and the output usually share a disk:
 * 13 MB of icon shards cost nothing), else a copy. Nothing writes into a build's files after
 * the build, and a new cache entry is new files, so the shared inode is never changed.
 */
async function linkOrCopy(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true })
  await link(from, to).catch(() => copyFile(from, to))
}

/**
 * Links (or copies) every file under `from` to the same place under `to`. Synchronous: a few
 * hundred links take milliseconds, while one thread-pool round trip each (mkdir, link) made the
 * icon shards' step last as long as the content step kept the event loop busy (over 1 s).
 */
function restoreFiles(from: string, to: string): void {
  const made = new Set<string>()
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = relative(from, join(entry.parentPath, entry.name))
    const target = join(to, file)
    if (!made.has(dirname(target))) {
      mkdirSync(dirname(target), { recursive: true })
      made.add(dirname(target))
    }
    try {
      linkSync(join(from, file), target)
    } catch {
      copyFileSync(join(from, file), target)
    }
  }
}

/** Files under `dir` (relative paths); none when it does not exist. */
async function listFiles(dir: string): Promise<string[]> {
  const files: string[] = []
  try {
    for await (const entry of glob('**/*', { cwd: dir, withFileTypes: true }))
      if (entry.isFile()) files.push(relative(dir, join(entry.parentPath, entry.name)))
  } catch {
    return []
  }
  return files
}

/**
 * sha256 of the files matched by `patterns` under `root` (names and the digests of their bytes,
 * build/file-digests.ts) plus `extra`.
 */
export async function hashSources(
  root: string,
  patterns: string[],
  extra: string[] = []
): Promise<string> {
  const files: string[] = []
  for await (const file of glob(patterns, { cwd: root })) files.push(file)
  const hash = createHash('sha256')
  for (const part of extra) hash.update(part).update('\0')
  const digests = fileDigests(root)
  for (const file of files.sort())
    hash
      .update(file)
      .update('\0')
      .update(digests.digest(join(root, file)) ?? '')
      .update('\0')
  return hash.digest('hex').slice(0, 32)
}
