import { rmSync } from 'node:fs'
import { glob } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { cacheKey, openCache } from './store'

/** What a folder step's entry records: its result and the files it added. */
interface FolderEntry<T> {
  result: T
  files: string[]
}

/**
 * A step whose result is files it adds to `outDir` (the client bundle, the icon shards), through
 * the cache scope `steps/<name>`: with the same `key` (a hash of its sources) the files of the
 * last run are linked back into `outDir` and the step does not run; otherwise it runs, and the
 * files it added (hard links, no copy) and its result are kept for the next build, the last
 * run's only. Links are made synchronously: while the content step keeps the event loop busy,
 * a thread-pool round trip per file made restoring the icon shards last over a second.
 */
export async function cachedFolderStep<T>(
  root: string,
  name: string,
  key: string,
  outDir: string,
  run: () => Promise<T>
): Promise<T> {
  const scope = openCache(root, `steps/${name}`, name)
  const stored = scope.get(key)
  if (stored) {
    const entry = JSON.parse(stored.toString('utf8')) as FolderEntry<T>
    const restored: string[] = []
    for (const file of entry.files)
      if (scope.linkOut(cacheKey(key, file), join(outDir, file))) restored.push(file)
    if (restored.length === entry.files.length) {
      scope.close(true)
      return entry.result
    }
    // a file went (a concurrent build's prune): the step runs into the folder as it was
    for (const file of restored) rmSync(join(outDir, file), { force: true })
  }
  // the step writes into a folder beside other steps' files: list what it added
  const before = new Set(await listFiles(outDir))
  const result = await run()
  const files = (await listFiles(outDir)).filter((file) => !before.has(file))
  for (const file of files) scope.linkIn(cacheKey(key, file), join(outDir, file))
  scope.put(key, Buffer.from(JSON.stringify({ result, files } satisfies FolderEntry<T>)))
  scope.close(true)
  return result
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
