import { mkdirSync, rmSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SearchManifest } from '../../src/shared/search/manifest'
import { cacheKey, cachingOn, openCache, type CacheScope } from '../cache/store'
import { decodePostings, encodePostings, postingsDelta, type PostingsBase } from './postings-file'
import { searchFastEdit } from './fast-edit'
import type { PostingsState } from './postings'

/**
 * A state is written relative to its base while the lists that differ hold at most a quarter
 * of the base's numbers; past that, as a new base (the old one goes with the build's prune).
 */
const REBASE_SHARE = 4

/** The step entry: what the last search step with this input key wrote. */
interface StepEntry {
  manifest: SearchManifest
  /** Each value file of `search/` and the entry it is. */
  files: [file: string, rawHash: string][]
}

/**
 * The search index's entries in the build cache (scope `search`, fingerprint: the compiler and
 * the search code): each gzipped value as a file entry by the hash of its raw bytes (a one-page
 * edit changes a few term and display shards; every other shard's gzip, the step's largest
 * cost, comes from here, and reaches the output as a hard link), each version's postings state
 * (postings.ts) for the next build's merge, and the files of the last step by its input key, so
 * an unchanged content skips the step. The output is the same bytes either way.
 * Consumers: build/search/index.ts (values), build/search/thread.ts (the whole step).
 */
export class SearchValueMemo {
  private readonly files: StepEntry['files'] = []
  /** The base each index's last state was written against (postings-file.ts). */
  private readonly bases = new Map<string, PostingsBase>()
  /** Each index's last state, once read. */
  private readonly states = new Map<string, PostingsState<ArrayLike<number>> | undefined>()

  private constructor(
    private readonly scope: CacheScope,
    private readonly codeKey: string
  ) {}

  /** The memo of the project at `root` under the search code's key; undefined with `CONTENT_CACHE=0`. */
  static open(root: string, codeKey: string): SearchValueMemo | undefined {
    return cachingOn()
      ? new SearchValueMemo(openCache(root, 'search', codeKey), codeKey)
      : undefined
  }

  /** The last build's postings of an index (`4`, `4-zh-CN`), made by the same search code. */
  postings(index: string): PostingsState<ArrayLike<number>> | undefined {
    if (this.states.has(index)) return this.states.get(index)
    const bytes = this.scope.get(`postings-v${index}`)
    const read = (bytes: Uint8Array, readBase?: (id: string) => PostingsState | undefined) => {
      try {
        return decodePostings(bytes, this.codeKey, readBase)
      } catch {
        return undefined
      }
    }
    const state =
      bytes &&
      read(bytes, (id) => {
        const base = this.scope.get(id)
        return base && read(base)
      })
    if (state?.base) this.bases.set(index, state.base)
    this.states.set(index, state)
    return state
  }

  /**
   * The pages the last build indexed in these indexes, by content cache key: each one's path
   * and doc count (what an edit's index knows an unchanged page by: search-pages.ts).
   */
  pageTable(indexes: readonly string[]): Map<string, { path: string; docs: number }> {
    const table = new Map<string, { path: string; docs: number }>()
    for (const index of indexes) {
      const state = this.postings(index)
      if (!state?.pagePaths) continue
      for (const [page, key] of state.pages.entries())
        table.set(key, { path: state.pagePaths[page]!, docs: state.pageDocs[page]! })
    }
    return table
  }

  /**
   * Keeps this build's postings of an index for the next build: the lists that differ from the
   * base the last state was written against, while they are few (a one-page edit changes a few
   * hundred of a few hundred thousand); else the whole state as a new base.
   */
  keepPostings(index: string, state: PostingsState): void {
    const base = this.bases.get(index)
    if (base && searchFastEdit()) {
      const { numbers } = postingsDelta(state.postings, base)
      if (numbers * REBASE_SHARE <= this.numbersOf(base)) {
        this.scope.put(`postings-v${index}`, encodePostings(this.codeKey, state, base))
        return
      }
    }
    const id = `postings-base-v${index}-${process.pid}-${Date.now()}`
    this.scope.put(id, encodePostings(this.codeKey, state))
    this.scope.put(
      `postings-v${index}`,
      encodePostings(this.codeKey, state, { id, postings: state.postings })
    )
  }

  /** How many numbers a base's lists hold. */
  private numbersOf(base: PostingsBase): number {
    let numbers = 0
    for (const list of base.postings.values()) numbers += list.length
    return numbers
  }

  /**
   * The hash a value's raw bytes are kept by; `kind` tells apart the same bytes stored
   * differently (a display value is base64 text) or under another version's keys.
   */
  static rawHash(kind: string, raw: Uint8Array): string {
    return cacheKey(kind, raw)
  }

  /** The last build's gzipped value of these raw bytes, if kept. */
  find(rawHash: string): Uint8Array | undefined {
    return this.scope.get(rawHash)
  }

  /**
   * Puts a value's file at `to`: a hard link of the kept one when it was found, else `value`
   * (made now when it is a function: a value kept unread) written and kept (linked in) for the next build. On libuv's threads: the search thread
   * encodes the next values meanwhile.
   */
  async place(
    file: string,
    to: string,
    value: Uint8Array | (() => Uint8Array),
    rawHash: string,
    found: boolean
  ): Promise<void> {
    this.files.push([file, rawHash])
    if (found && (await this.scope.linkOutAsync(rawHash, to))) return
    await writeFile(to, typeof value === 'function' ? value() : value)
    await this.scope.linkInAsync(rawHash, to)
  }

  /** Links the files of the last step into `dir` when its input key was `key`; undefined otherwise. */
  restore(key: string, dir: string): SearchManifest | undefined {
    const stored = this.scope.get(`step:${key}`)
    if (!stored) return undefined
    const entry = JSON.parse(stored.toString('utf8')) as StepEntry
    mkdirSync(dir, { recursive: true })
    for (const [file, rawHash] of entry.files)
      if (!this.scope.linkOut(rawHash, join(dir, file))) {
        // a value went (a concurrent build's prune): the step runs into a clean folder
        rmSync(dir, { recursive: true, force: true })
        return undefined
      }
    this.scope.close(true)
    return entry.manifest
  }

  /** Keeps this build's values and step (under its input key) as the memo of the next build. */
  save(key: string, manifest: SearchManifest): void {
    this.scope.put(`step:${key}`, Buffer.from(JSON.stringify({ manifest, files: this.files })))
    this.scope.close(true)
  }
}
