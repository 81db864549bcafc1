import { createHash } from 'node:crypto'
import { readdirSync, rmSync, statSync } from 'node:fs'
import { glob, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'
import { INDEX_NAME, Packs, readIndex, writeIndex, type Span } from './pack'
import { fileDigests } from './file-digests'
import { shortHash } from '../short-hash'
import type { PageResult } from '../content/page-compile'

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

/**
 * Packs an index may point into before a prune moves the entries of the smaller ones into the
 * current build's pack: each one-file rebuild adds a pack of one entry.
 */
const MAX_PACKS = 8

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
  return shortHash(contentDir, 12)
}

/**
 * The content-hash cache of compiled pages under `.cache/content/<content folder hash>/`: each
 * entry is a page result, v8 serialized (read back twice as fast as JSON; Node's version is in
 * the fingerprint through the lockfile), keyed by the hash of (compiler fingerprint, collection,
 * path, file text). An unchanged page is read back instead of compiled. The entries live in pack
 * files with one index (cache-pack.ts); the index is written when the build ends, pass or fail
 * (a failed build's pages are not compiled again once the author fixes the one broken file),
 * and a successful build drops the entries it did not use. `CONTENT_CACHE=0` turns it off.
 */
export class ContentCache {
  private readonly used = new Set<string>()
  private readonly opened = Date.now()
  /** Each file's key in this build: `<scope>\0<name>` → key (see {@link ContentCache.key}). */
  private readonly files = new Map<string, string>()
  /** Entries the cache held when it was opened (what the last build kept). */
  readonly size: number

  private constructor(
    private readonly dir: string | undefined,
    private readonly fingerprint: string,
    /** The last build's entries, then this build's too. */
    private readonly spans: Map<string, Span>,
    /** The last build's key of each file. */
    private readonly stored: Map<string, string>,
    private readonly packs: Packs | undefined
  ) {
    this.size = spans.size
  }

  static async open(root: string, contentDir: string, fingerprint: string): Promise<ContentCache> {
    if (process.env.CONTENT_CACHE === '0')
      return new ContentCache(undefined, fingerprint, new Map(), new Map(), undefined)
    const dir = join(root, '.cache', 'content', contentScope(contentDir))
    await mkdir(dir, { recursive: true })
    const { spans, files } = readIndex(dir, fingerprint)
    return new ContentCache(dir, fingerprint, spans, files, new Packs(dir))
  }

  /**
   * The cache key of one file (`scope`: the collection, `name`: the page path or file), noted
   * as the file's current entry for the next build's {@link ContentCache.previous}.
   */
  key(scope: string, name: string, text: string): string {
    const key = createHash('sha256')
      .update(`${this.fingerprint}\0${scope}\0${name}\0`)
      .update(text)
      .digest('hex')
      .slice(0, 32)
    this.files.set(`${scope}\0${name}`, key)
    return key
  }

  /** Keeps entries this build did not read (their owner's result came from the cache whole). */
  keep(keys: readonly string[]): void {
    for (const key of keys) this.used.add(key)
  }

  async get<T = PageResult>(key: string): Promise<T | undefined> {
    if (!this.dir) return undefined
    this.used.add(key)
    return this.read<T>(key)
  }

  /**
   * The last build's entry of a file whose text has changed since (undefined when it has not, or
   * was not there): an edited page's compile starts from it. Not kept by it.
   */
  previous<T>(scope: string, name: string): T | undefined {
    const file = `${scope}\0${name}`
    const key = this.stored.get(file)
    return key && key !== this.files.get(file) ? this.read<T>(key) : undefined
  }

  private read<T>(key: string): T | undefined {
    const span = this.spans.get(key)
    const bytes = span && this.packs?.read(span)
    if (!bytes) return undefined
    try {
      return deserialize(bytes) as T
    } catch {
      return undefined
    }
  }

  /** Stores a result; a failed write (disk full) only costs a recompile. */
  async set(key: string, result: unknown): Promise<void> {
    if (!this.packs) return
    this.used.add(key)
    const span = this.packs.append(serialize(result))
    if (span) this.spans.set(key, span)
  }

  /**
   * Ends a successful build: keeps the entries it used (moving those of small packs into its own
   * when there are many packs, or the largest is mostly unused), writes the index, and removes
   * the packs no entry is in, unless newer than this build's start (a build running at the same
   * time, in another terminal or the bench, keeps what it writes).
   */
  async prune(): Promise<void> {
    if (!this.dir || !this.packs) return
    const live = new Map([...this.spans].filter(([key]) => this.used.has(key)))
    this.compact(live)
    this.close(live, this.files)
  }

  /**
   * Runs a step that reads and fills the cache, then ends the cache's build: a
   * {@link ContentCache.prune} when the step succeeded, a {@link ContentCache.save} when it threw.
   */
  async around<T>(step: () => Promise<T>): Promise<T> {
    let result: T
    try {
      result = await step()
    } catch (error) {
      await this.save()
      throw error
    }
    await this.prune()
    return result
  }

  /** Ends a failed build: writes the index with every entry, the last build's and this one's. */
  async save(): Promise<void> {
    if (!this.dir || !this.packs) return
    this.close(this.spans, new Map([...this.stored, ...this.files]))
  }

  private close(spans: Map<string, Span>, files: Map<string, string>): void {
    const dir = this.dir!
    this.packs!.close()
    try {
      writeIndex(dir, this.fingerprint, spans, files)
    } catch {
      return
    }
    const kept = new Set([...spans.values()].map((span) => span.pack))
    for (const name of readdirSync(dir)) {
      if (name === INDEX_NAME || kept.has(name)) continue
      // older packs, a crashed build's temporaries, the one-file-per-entry cache of before
      const info = statSync(join(dir, name), { throwIfNoEntry: false })
      if (info && info.mtimeMs < this.opened) rmSync(join(dir, name), { force: true })
    }
  }

  /** Moves live entries out of the packs that are not worth keeping (see {@link MAX_PACKS}). */
  private compact(live: Map<string, Span>): void {
    const bytes = new Map<string, number>()
    for (const span of live.values())
      bytes.set(span.pack, (bytes.get(span.pack) ?? 0) + span.length)
    const current = this.packs!.current
    const others = [...bytes.keys()]
      .filter((pack) => pack !== current)
      .sort((a, b) => bytes.get(b)! - bytes.get(a)!)
    const move = new Set(others.length >= MAX_PACKS ? others.slice(1) : [])
    const largest = others[0]
    const size = largest && statSync(join(this.dir!, largest), { throwIfNoEntry: false })?.size
    if (largest && size && bytes.get(largest)! * 2 < size) move.add(largest)
    for (const [key, span] of live) {
      if (!move.has(span.pack)) continue
      const entry = this.packs!.read(span)
      const moved = entry && this.packs!.append(entry)
      if (moved) live.set(key, moved)
      else live.delete(key)
    }
  }
}
