import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** What `.cache/digests.json` holds: per absolute path, its stamp and the digest of its bytes. */
type DigestFile = Record<string, [stamp: string, digest: string]>

/**
 * The sha256 of source files, remembered under `.cache/digests.json` by each file's size, mtime,
 * ctime and inode: a build hashes about 1,500 source files (the compiler fingerprint, the client's
 * and the server's code, the thread bundles' keys), and reading them all again cost a one-file
 * rebuild about 0.1 s of CPU and the client step most of its wall time. A file whose stamp is the
 * stored one is not read (a write changes its ctime, which nothing can set back; build/launch.ts
 * trusts size and mtime alone for its bundle). `CONTENT_CACHE=0` reads every file.
 */
export class FileDigests {
  private readonly next: DigestFile = {}
  private changed = false

  private constructor(
    private readonly path: string | undefined,
    private readonly stored: DigestFile
  ) {}

  /** The memo of the project at `root` (one per build: {@link fileDigests}). */
  static open(root: string): FileDigests {
    if (process.env.CONTENT_CACHE === '0') return new FileDigests(undefined, {})
    const path = join(root, '.cache', 'digests.json')
    let stored: DigestFile = {}
    try {
      stored = JSON.parse(readFileSync(path, 'utf8')) as DigestFile
    } catch {
      // no memo yet, or a broken one: every file is read
    }
    return new FileDigests(path, stored)
  }

  /** sha256 (hex) of the file's bytes; undefined when it is missing or not a file. */
  digest(file: string): string | undefined {
    const info = statSync(file, { throwIfNoEntry: false, bigint: true })
    if (!info?.isFile()) return undefined
    const stamp = `${info.size}:${info.mtimeNs}:${info.ctimeNs}:${info.ino}`
    const known = this.next[file] ?? this.stored[file]
    if (known?.[0] === stamp) {
      this.next[file] = known
      return known[1]
    }
    let bytes: Buffer
    try {
      bytes = readFileSync(file)
    } catch {
      return undefined
    }
    const digest = createHash('sha256').update(bytes).digest('hex')
    this.next[file] = [stamp, digest]
    this.changed = true
    return digest
  }

  /**
   * Keeps the digests this build asked for (a file it no longer hashes goes); written only when
   * one was new or one went. A failed write only costs reading the files next time.
   */
  save(): void {
    if (!this.path) return
    if (!this.changed && Object.keys(this.stored).length === Object.keys(this.next).length) return
    try {
      mkdirSync(join(this.path, '..'), { recursive: true })
      const temporary = `${this.path}.${process.pid}.tmp`
      writeFileSync(temporary, JSON.stringify(this.next))
      renameSync(temporary, this.path)
    } catch {
      // read again next time
    }
  }
}

const open = new Map<string, FileDigests>()

/**
 * The project's digest memo, opened once per process (every step of a build shares it);
 * {@link saveFileDigests} writes it and lets it go.
 */
export function fileDigests(root: string): FileDigests {
  let digests = open.get(root)
  if (!digests) open.set(root, (digests = FileDigests.open(root)))
  return digests
}

/** Writes the memo of `root` (the end of a build) and forgets it, so the next build reopens it. */
export function saveFileDigests(root: string): void {
  open.get(root)?.save()
  open.delete(root)
}

/** Ends the build's use of the caches of `root` (the source digests it checked, for the next build). */
export function closeCaches(root: string): void {
  saveFileDigests(root)
}
