import { glob } from 'node:fs/promises'
import { join } from 'node:path'
import { fileDigests } from './file-digests'
import { cacheKey } from './store'

/**
 * What a step's output depends on, as one key: the names and bytes (digests: file-digests.ts) of
 * the files `patterns` match under `root` (and every file under `dirs`, such as a site's own
 * components), plus `extra` texts (a configuration, the mode). Files `exclude` matches are left
 * out (tests and fixtures are no input of a compile). A cache scope's fingerprint or a step's key.
 */
export async function hashSources(
  root: string,
  patterns: string[],
  {
    extra = [],
    dirs = [],
    exclude,
  }: { extra?: string[]; dirs?: string[]; exclude?: (file: string) => boolean } = {}
): Promise<string> {
  const files: string[] = []
  for await (const file of glob(patterns, { cwd: root, exclude })) files.push(join(root, file))
  for (const dir of dirs)
    for await (const file of glob('**/*', { cwd: dir })) files.push(join(dir, file))
  const digests = fileDigests(root)
  const parts: string[] = [...extra]
  for (const file of files.sort()) {
    const digest = digests.digest(file)
    // undefined: a folder, or gone meanwhile
    if (digest !== undefined)
      parts.push(file.startsWith(root) ? file.slice(root.length) : file, digest)
  }
  return cacheKey(...parts)
}

/** The scope name part of a content folder's caches (`content/<this>`): a hash of its path. */
export function contentScope(contentDir: string): string {
  return cacheKey(contentDir).slice(0, 12)
}
