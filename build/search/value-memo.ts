import { createHash } from 'node:crypto'
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { link, mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SearchVersion } from '../../src/shared/search/filter'
import type { SearchManifest } from '../../src/shared/search/manifest'
import { decodePostings, encodePostings } from './postings-file'
import type { PostingsState } from './postings'

/** What `memo.json` holds: the last build's values and, when it knew it, its input key. */
interface MemoFile {
  /** sha256 of a value's raw bytes (before gzip) → its file name under dist/search/ and size. */
  values: Record<string, [string, number]>
  /** The key of the inputs of the last search step and what it wrote (search-step.ts). */
  last?: { key: string; manifest: SearchManifest; files: string[] }
}

/**
 * The search values of the last build under `.cache/search/`: each gzipped value by the hash of
 * its raw bytes. A one-page edit changes a few term and display shards; every other shard's
 * bytes are the same as last time, so its gzip (the step's largest cost) comes from here. The output is the same bytes either way.
 * Also remembers the last step's input key, so an unchanged content skips the step.
 * Consumers: build/search/index.ts (values), build/search-step.ts (the whole step).
 */
export class SearchValueMemo {
  private next: MemoFile['values'] = {}
  private readonly hits = new Set<string>()

  private readonly nextPostings = new Map<SearchVersion, Buffer>()

  private constructor(
    readonly dir: string,
    private readonly stored: MemoFile,
    /** What the postings depend on besides the pages (the compiler and the search code). */
    private readonly codeKey?: string
  ) {}

  /** The memo of the project at `root`; undefined with `CONTENT_CACHE=0`. */
  static open(root: string, codeKey?: string): SearchValueMemo | undefined {
    if (process.env.CONTENT_CACHE === '0') return undefined
    const dir = join(root, '.cache', 'search')
    let stored: MemoFile = { values: {} }
    try {
      stored = JSON.parse(readFileSync(join(dir, 'memo.json'), 'utf8')) as MemoFile
    } catch {
      // no memo yet, or a broken one: every value is gzipped
    }
    return new SearchValueMemo(dir, stored, codeKey)
  }

  /**
   * The last build's postings of a version (postings.ts), when they were made by the same search
   * code (`codeKey`: the compiler fingerprint and the search sources); undefined otherwise.
   */
  postings(version: SearchVersion): PostingsState<ArrayLike<number>> | undefined {
    if (!this.codeKey) return undefined
    try {
      return decodePostings(readFileSync(join(this.dir, `postings-v${version}.v8`)), this.codeKey)
    } catch {
      return undefined
    }
  }

  /** Keeps this build's postings of a version for the next build (written by {@link save}). */
  keepPostings(version: SearchVersion, state: PostingsState): void {
    // as bytes at once: the state's arrays are let go with the step's other data
    if (this.codeKey) this.nextPostings.set(version, encodePostings(this.codeKey, state))
  }

  /**
   * The hash a value's raw bytes are remembered by; `kind` tells apart the same bytes stored
   * differently (a display value is base64 text) or under another version's keys.
   */
  static rawHash(kind: string, raw: Uint8Array): string {
    return createHash('sha256').update(kind).update('\0').update(raw).digest('hex').slice(0, 32)
  }

  /**
   * The last build's gzipped value of these raw bytes; undefined when it is not remembered or
   * its file is gone (another build pruned it: the caller gzips again).
   */
  find(rawHash: string): Uint8Array | undefined {
    const hit = this.stored.values[rawHash]
    if (!hit) return undefined
    try {
      const value = readFileSync(join(this.dir, hit[0]))
      this.next[rawHash] = hit
      this.hits.add(hit[0])
      return value
    } catch {
      return undefined
    }
  }

  /** Notes a value gzipped now: {@link place} then keeps its file for the next build. */
  missed(rawHash: string, file: string, bytes: number): void {
    this.next[rawHash] = [file, bytes]
  }

  /**
   * Puts a value's file at `to`: a hard link of the memo's file when it was a hit (creating a
   * file costs ten times a link on these disks), else `value` written and linked into the memo.
   */
  async place(file: string, to: string, value: Uint8Array): Promise<void> {
    if (this.hits.has(file)) {
      try {
        await link(join(this.dir, file), to)
        return
      } catch {
        // gone meanwhile (a concurrent build's prune): written below
      }
    }
    await writeFile(to, value)
    try {
      this.made ??= mkdir(this.dir, { recursive: true })
      await this.made
      await link(to, join(this.dir, file))
    } catch {
      // already there (a concurrent build), or no links: only costs a gzip next time
    }
  }

  /** The memo folder, made once for the values placed. */
  private made?: Promise<unknown>

  /**
   * Links (or copies) the files of the last step into `dir` when its input key was `key`;
   * undefined when it was not, or a file is gone (then `dir` is removed again).
   */
  restore(key: string, dir: string): SearchManifest | undefined {
    const last = this.stored.last
    if (last?.key !== key) return undefined
    try {
      mkdirSync(dir, { recursive: true })
      for (const file of last.files) {
        const from = join(this.dir, file)
        const to = join(dir, file)
        try {
          linkSync(from, to)
        } catch {
          copyFileSync(from, to)
        }
      }
    } catch {
      // a file went (a concurrent build's prune): the step runs into a clean folder
      rmSync(dir, { recursive: true, force: true })
      return undefined
    }
    this.next = this.stored.values
    return last.manifest
  }

  /**
   * Keeps this build's values (and its input key with what it wrote) as the memo; the files of
   * values it no longer has go. A failed save only costs gzipping them next time.
   */
  save(last: MemoFile['last']): void {
    try {
      mkdirSync(this.dir, { recursive: true })
      const keep = new Set(Object.values(this.next).map(([file]) => file))
      const memo: MemoFile = { values: this.next, last }
      const temporary = join(this.dir, `memo.${process.pid}.tmp`)
      writeFileSync(temporary, JSON.stringify(memo))
      renameSync(temporary, join(this.dir, 'memo.json'))
      for (const [version, bytes] of this.nextPostings) {
        const file = join(this.dir, `postings-v${version}.v8`)
        writeFileSync(`${file}.${process.pid}.tmp`, bytes)
        renameSync(`${file}.${process.pid}.tmp`, file)
      }
      for (const name of readdirSync(this.dir))
        if (name.endsWith('.bin.gz') && !keep.has(name))
          rmSync(join(this.dir, name), { force: true })
    } catch {
      // the next build gzips again
    }
  }
}
