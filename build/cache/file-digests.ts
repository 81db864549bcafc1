import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { cacheKey, openCache, type CacheScope } from './store'

/**
 * The sha256 of source files, kept in the cache scope `digests` by each file's path, size, mtime,
 * ctime and inode: a build hashes about 1,500 source files (the compiler fingerprint, the client's
 * and the server's code, the thread bundles' keys), and reading them all again cost a one-file
 * rebuild about 0.1 s of CPU and the client step most of its wall time. A file whose stamp is
 * unchanged is not read (a write changes its ctime, which nothing can set back).
 */
export class FileDigests {
  private readonly known = new Map<string, string>()

  constructor(private readonly scope: CacheScope) {}

  /** sha256 (hex) of the file's bytes; undefined when it is missing or not a file. */
  digest(file: string): string | undefined {
    const info = statSync(file, { throwIfNoEntry: false, bigint: true })
    if (!info?.isFile()) return undefined
    const key = cacheKey(file, `${info.size}:${info.mtimeNs}:${info.ctimeNs}:${info.ino}`)
    const seen = this.known.get(key)
    if (seen) return seen
    let digest = this.scope.get(key)?.toString('latin1')
    if (digest === undefined) {
      let bytes: Buffer
      try {
        bytes = readFileSync(file)
      } catch {
        return undefined
      }
      digest = createHash('sha256').update(bytes).digest('hex')
      this.scope.put(key, Buffer.from(digest, 'latin1'))
    }
    this.known.set(key, digest)
    return digest
  }

  /** Keeps the digests this build asked for (a file it no longer hashes goes). */
  close(): void {
    this.scope.close(true)
  }
}

const open = new Map<string, FileDigests>()

/**
 * The project's digests, opened once per process (every step of a build shares them);
 * {@link closeCaches} keeps them and lets them go.
 */
export function fileDigests(root: string): FileDigests {
  let digests = open.get(root)
  if (!digests) open.set(root, (digests = new FileDigests(openCache(root, 'digests', 'sha256'))))
  return digests
}

/** Ends a successful build's use of the shared scopes of `root` (the source digests it checked). */
export function closeCaches(root: string): void {
  open.get(root)?.close()
  open.delete(root)
}
