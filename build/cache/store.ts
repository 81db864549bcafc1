import { createHash } from 'node:crypto'
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { link } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { INDEX_NAME, Packs, readIndex, writeIndex, type Span } from './pack'

/**
 * The build's one cache. Every kind of thing a build keeps for the next one (compiled pages and
 * their highlighted code, module READMEs, the CSS, esbuild transforms, the client and icon steps'
 * files, search values, source digests) is an entry of a scope: `.cache/<name>/`, opened with the
 * fingerprint of what its entries depend on besides their key (another fingerprint makes every
 * entry stale). Entries are bytes by key: small ones appended to one pack file per build (found
 * through one index: a file per entry cost a file creation each, up to a millisecond on these
 * disks), files that go into the output whole as files of their own, which reach the output as a
 * hard link. A scope ends with the build: after a success it keeps only the entries the build
 * used; after a failure it keeps them all (what compiled before the broken file is not compiled
 * again once the author fixes it). `CONTENT_CACHE=0` turns every scope off: nothing is read or
 * kept. Consumers: content/ (pages, data files), modules/, css/, client.ts, search/, file-digests.ts.
 */
export interface CacheScope {
  /** The entry's bytes, or undefined; the entry is kept by this build. */
  get(key: string): Buffer | undefined
  /**
   * The entry of `key`, or, when there is none, the last build's entry of `name` (the same file
   * at an earlier text: an edited page starts from its previous compile). Notes `key` as `name`'s
   * entry now.
   */
  lookup(name: string, key: string): { entry?: Buffer; previous?: Buffer }
  /**
   * Notes `key` as `name`'s entry and keeps it, without reading it (an unchanged page whose row
   * is made from what else was kept: content/known-row.ts); false when the scope does not hold it.
   */
  note(name: string, key: string): boolean
  /** Stores bytes under a key (in this build's pack). */
  put(key: string, bytes: Uint8Array): void
  /**
   * Whether the scope holds the key's entry in a pack, readable by {@link get} until it closes:
   * the pack is opened now, so a concurrent build's clean-up cannot take it away (a page row's
   * statements, whose row let its body go: content/row-statements.ts).
   */
  holds(key: string): boolean
  /** Keeps entries this build did not read (their owner came from the cache whole). */
  keep(keys: Iterable<string>): void
  /** Puts the entry at `to`: a hard link of a file entry, else its bytes written; false when absent. */
  linkOut(key: string, to: string): boolean
  /** Stores the file at `from` as a file entry: a hard link (no copy) where the disk allows. */
  linkIn(key: string, from: string): void
  /**
   * {@link linkOut} and {@link linkIn} on libuv's threads, for a thread that makes the next entry
   * meanwhile (the search index); the synchronous ones suit a busy main thread, where each
   * round trip waits for the event loop.
   */
  linkOutAsync(key: string, to: string): Promise<boolean>
  linkInAsync(key: string, from: string): Promise<void>
  /** Ends the build's use: `ok` keeps what it used, a failure keeps everything. */
  close(ok: boolean): void
}

/** The cache key of some parts: a hex hash, safe as a file name. */
export function cacheKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('hex').slice(0, 32)
}

/** Whether caching is on (`CONTENT_CACHE=0` turns it off). */
export function cachingOn(): boolean {
  return process.env.CONTENT_CACHE !== '0'
}

/** Opens the scope `.cache/<name>/` of the project at `root` for entries made under `fingerprint`. */
export function openCache(root: string, name: string, fingerprint: string): CacheScope {
  return cachingOn() ? new Scope(join(root, '.cache', name), fingerprint) : NO_CACHE
}

/** The scope that holds nothing (`CONTENT_CACHE=0`, or a caller without a cache). */
export const NO_CACHE: CacheScope = {
  get: () => undefined,
  lookup: () => ({}),
  note: () => false,
  put: () => undefined,
  holds: () => false,
  keep: () => undefined,
  linkOut: () => false,
  linkIn: () => undefined,
  linkOutAsync: async () => false,
  linkInAsync: async () => undefined,
  close: () => undefined,
}

/** Packs an index may point into before a successful build moves the small ones' entries into its own. */
const MAX_PACKS = 8
/** The folder of a scope's file entries. */
const FILES = 'files'

class Scope implements CacheScope {
  private readonly opened = Date.now()
  private readonly used = new Set<string>()
  /** Entries in packs: the last build's and this one's. */
  private readonly spans: Map<string, Span>
  /** File entries: the last build's and this one's. */
  private readonly links: Set<string>
  /** The last build's key of each name, and this build's. */
  private readonly stored: Map<string, string>
  private readonly names = new Map<string, string>()
  private readonly packs: Packs

  constructor(
    private readonly dir: string,
    private readonly fingerprint: string
  ) {
    mkdirSync(join(dir, FILES), { recursive: true })
    const index = readIndex(dir, fingerprint)
    this.spans = index.spans
    this.links = index.links
    this.stored = index.names
    this.packs = new Packs(dir)
  }

  get(key: string): Buffer | undefined {
    const bytes = this.read(key)
    if (bytes) this.used.add(key)
    return bytes
  }

  lookup(name: string, key: string): { entry?: Buffer; previous?: Buffer } {
    this.names.set(name, key)
    const entry = this.get(key)
    if (entry) return { entry }
    const last = this.stored.get(name)
    return { previous: last && last !== key ? this.read(last) : undefined }
  }

  note(name: string, key: string): boolean {
    if (!this.spans.has(key) && !this.links.has(key)) return false
    this.names.set(name, key)
    this.used.add(key)
    return true
  }

  private read(key: string): Buffer | undefined {
    const span = this.spans.get(key)
    if (span) return this.packs.read(span)
    if (!this.links.has(key)) return undefined
    try {
      return readFileSync(join(this.dir, FILES, key))
    } catch {
      return undefined
    }
  }

  put(key: string, bytes: Uint8Array): void {
    this.used.add(key)
    // a failed write (disk full) only costs making the entry again next time
    const span = this.packs.append(bytes)
    if (span) this.spans.set(key, span)
  }

  holds(key: string): boolean {
    const span = this.spans.get(key)
    return span !== undefined && this.packs.pin(span.pack)
  }

  keep(keys: Iterable<string>): void {
    for (const key of keys) this.used.add(key)
  }

  linkOut(key: string, to: string): boolean {
    if (this.links.has(key)) {
      try {
        linkOrCopy(join(this.dir, FILES, key), to)
        this.used.add(key)
        return true
      } catch {
        // gone meanwhile (a concurrent build's prune): as absent
        return false
      }
    }
    const bytes = this.get(key)
    if (!bytes) return false
    mkdirSync(dirname(to), { recursive: true })
    writeFileSync(to, bytes)
    return true
  }

  linkIn(key: string, from: string): void {
    this.used.add(key)
    try {
      // the folder was made when the scope opened: no mkdir per entry
      linkOrCopyInto(from, join(this.dir, FILES, key))
      this.links.add(key)
    } catch (error) {
      // already there (a concurrent build made the same entry): it is the same bytes
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') this.links.add(key)
    }
  }

  async linkOutAsync(key: string, to: string): Promise<boolean> {
    if (!this.links.has(key)) return this.linkOut(key, to)
    try {
      await link(join(this.dir, FILES, key), to)
      this.used.add(key)
      return true
    } catch {
      return this.linkOut(key, to)
    }
  }

  async linkInAsync(key: string, from: string): Promise<void> {
    this.used.add(key)
    try {
      await link(from, join(this.dir, FILES, key))
      this.links.add(key)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') this.links.add(key)
      else this.linkIn(key, from)
    }
  }

  close(ok: boolean): void {
    const spans = ok ? new Map([...this.spans].filter(([key]) => this.used.has(key))) : this.spans
    const links = ok ? new Set([...this.links].filter((key) => this.used.has(key))) : this.links
    const names = ok ? this.names : new Map([...this.stored, ...this.names])
    if (ok) this.compact(spans)
    this.packs.close()
    try {
      writeIndex(this.dir, this.fingerprint, spans, links, names)
    } catch {
      return
    }
    this.removeUnused(new Set([...spans.values()].map((span) => span.pack)), links)
  }

  /**
   * Removes packs no entry is in and file entries not kept, unless newer than this build's start
   * (a build running at the same time, in another terminal or the bench, keeps what it writes).
   */
  private removeUnused(packs: Set<string>, links: Set<string>): void {
    const stale = (path: string) => {
      const info = statSync(path, { throwIfNoEntry: false })
      return info !== undefined && info.mtimeMs < this.opened
    }
    for (const name of readdirSync(this.dir)) {
      if (name === INDEX_NAME || name === FILES || packs.has(name)) continue
      if (stale(join(this.dir, name))) rmSync(join(this.dir, name), { force: true })
    }
    for (const key of readdirSync(join(this.dir, FILES)))
      if (!links.has(key) && stale(join(this.dir, FILES, key)))
        rmSync(join(this.dir, FILES, key), { force: true })
  }

  /**
   * Moves live entries out of the packs not worth keeping: beyond {@link MAX_PACKS} (each
   * one-file rebuild adds a pack of one entry), or the largest when it is mostly unused.
   */
  private compact(live: Map<string, Span>): void {
    const bytes = new Map<string, number>()
    for (const span of live.values())
      bytes.set(span.pack, (bytes.get(span.pack) ?? 0) + span.length)
    const others = [...bytes.keys()]
      .filter((pack) => pack !== this.packs.current)
      .sort((a, b) => bytes.get(b)! - bytes.get(a)!)
    const move = new Set(others.length >= MAX_PACKS ? others.slice(1) : [])
    const largest = others[0]
    const size = largest && statSync(join(this.dir, largest), { throwIfNoEntry: false })?.size
    if (largest && size && bytes.get(largest)! * 2 < size) move.add(largest)
    for (const [key, span] of live) {
      if (!move.has(span.pack)) continue
      const entry = this.packs.read(span)
      const moved = entry && this.packs.append(entry)
      if (moved) live.set(key, moved)
      else live.delete(key)
    }
  }
}

/** A hard link where the file system allows one, else a copy; the folder is made first. */
export function linkOrCopy(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true })
  linkOrCopyInto(from, to)
}

/** {@link linkOrCopy} into a folder that exists. */
function linkOrCopyInto(from: string, to: string): void {
  try {
    linkSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw error
    copyFileSync(from, to)
  }
}
