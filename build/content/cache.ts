import { createHash } from 'node:crypto'
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { glob, mkdir, readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { fileDigests } from '../file-digests'
import type { PageResult } from './page-compile'

/**
 * What a compiled page depends on besides its own file: the compiler's sources (build/content,
 * src/shared), the installed packages, the content configuration and the site components.
 */
const FINGERPRINT_SOURCES = [
  'build/content/**/*.{ts,tsx}',
  'src/shared/**/*.ts',
  'package-lock.json',
]

/** Files under the fingerprint sources that a compile never loads. */
const NOT_COMPILER = (file: string) => /\.test\.tsx?$|__fixtures__/.test(file)

/** The file name ending of a cache entry. */
const ENTRY = '.v8'

/** Hash of everything a page's compile depends on besides the page; `extra` adds the config. */
export async function compilerFingerprint(
  root: string,
  extraDirs: string[],
  extra: string
): Promise<string> {
  const hash = createHash('sha256').update(extra)
  const files: string[] = []
  // tests and fixtures are no input of a compile: editing one keeps the cache
  for await (const file of glob(FINGERPRINT_SOURCES, { cwd: root, exclude: NOT_COMPILER }))
    files.push(join(root, file))
  for (const dir of extraDirs)
    for await (const file of glob('**/*', { cwd: dir })) files.push(join(dir, file))
  // a few hundred small files on every build, read only when changed (file-digests.ts)
  const digests = fileDigests(root)
  for (const file of files.sort()) {
    const digest = digests.digest(file)
    // undefined: a folder, or gone meanwhile
    if (digest !== undefined) hash.update(file).update('\0').update(digest).update('\0')
  }
  return hash.digest('hex')
}

/** The folder name of a content folder's caches under `.cache/<kind>/`: a hash of its path. */
export function contentScope(contentDir: string): string {
  return createHash('sha256').update(contentDir).digest('hex').slice(0, 12)
}

/**
 * The content-hash cache of compiled pages under `.cache/content/<content folder hash>/`: one
 * file per page result (v8 serialized: read back twice as fast as JSON, about 0.6 s less for a
 * one-file rebuild at 10,000 pages; Node's version is in the fingerprint through the lockfile), named by the hash of (compiler fingerprint, collection, path, file
 * text). An unchanged page is read back instead of compiled; entries this build did not use are
 * removed when it succeeds. `CONTENT_CACHE=0` turns it off.
 */
export class ContentCache {
  private readonly used = new Set<string>()
  private readonly opened = Date.now()

  private constructor(
    private readonly dir: string | undefined,
    private readonly fingerprint: string
  ) {}

  static async open(root: string, contentDir: string, fingerprint: string): Promise<ContentCache> {
    if (process.env.CONTENT_CACHE === '0') return new ContentCache(undefined, fingerprint)
    const dir = join(root, '.cache', 'content', contentScope(contentDir))
    await mkdir(dir, { recursive: true })
    return new ContentCache(dir, fingerprint)
  }

  /** The cache key of one page. */
  key(collection: string, path: string, text: string): string {
    return createHash('sha256')
      .update(`${this.fingerprint}\0${collection}\0${path}\0`)
      .update(text)
      .digest('hex')
      .slice(0, 32)
  }

  /** Keeps entries this build did not read (their owner's result came from the cache whole). */
  keep(keys: readonly string[]): void {
    for (const key of keys) this.used.add(key)
  }

  async get<T = PageResult>(key: string): Promise<T | undefined> {
    if (!this.dir) return undefined
    this.used.add(key)
    // synchronous: a warm build reads ~1,150 small entries, and fs/promises costs four
    // thread-pool round trips (open, fstat, read, close) per file, twice the read itself
    try {
      return deserialize(readFileSync(join(this.dir, `${key}${ENTRY}`))) as T
    } catch {
      return undefined
    }
  }

  /** Stores a result; a failed write (disk full, a concurrent prune) only costs a recompile. */
  async set(key: string, result: unknown): Promise<void> {
    if (!this.dir) return
    this.used.add(key)
    const path = join(this.dir, `${key}${ENTRY}`)
    const temporary = `${path}.${process.pid}.tmp`
    // synchronous, as `get`: fs/promises' thread-pool round trips cost more CPU than the write
    try {
      writeFileSync(temporary, serialize(result))
      renameSync(temporary, path)
    } catch {
      rmSync(temporary, { force: true })
    }
  }

  /**
   * Removes the entries this build did not use and that are older than its start, so a build
   * running at the same time (another terminal, the bench) keeps what it just wrote.
   */
  async prune(): Promise<void> {
    if (!this.dir) return
    const dir = this.dir
    const names = await readdir(dir).catch(() => [] as string[])
    await Promise.all(
      names
        .filter((name) => !this.used.has(name.slice(0, -ENTRY.length)))
        .map(async (name) => {
          const info = await stat(join(dir, name)).catch(() => undefined)
          if (info && info.mtimeMs < this.opened) await rm(join(dir, name), { force: true })
        })
    )
  }
}
