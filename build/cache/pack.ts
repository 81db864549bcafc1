import {
  closeSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { join } from 'node:path'
import { deserialize, serialize } from 'node:v8'

/**
 * The storage of a cache scope (store.ts): entries appended to pack files, found through one
 * index. A build writes its new entries into one pack of its own (`pack-<time>-<pid>-<n>.bin`)
 * and, when it ends, the index (`index.v8`: key → pack, offset, length; the file entries; each
 * name's key). One file per entry was one `open` per compiled page: on this kind of disk a create
 * costs up to a millisecond while other files are written, about 2 s of a cold 1,000-page build.
 */

/** Where one entry's bytes are. */
export interface Span {
  pack: string
  offset: number
  length: number
}

/** What index.v8 holds. */
interface IndexFile {
  version: typeof INDEX_VERSION
  /** The compiler fingerprint the entries were made with: another one makes them all stale. */
  fingerprint: string
  packs: string[]
  keys: string[]
  /** Per key: the pack's number in `packs`, the offset and the length. */
  spans: Float64Array
  /** The keys of the file entries (`files/<key>`). */
  links: string[]
  /** Each name (a source file) → the key of its entry (store.ts `lookup`). */
  names: [string, string][]
}

const INDEX_VERSION = 2
export const INDEX_NAME = 'index.v8'

/** What an index lists. */
export interface IndexEntries {
  spans: Map<string, Span>
  links: Set<string>
  names: Map<string, string>
}

/** The index of `dir`: empty when missing, unreadable or made under another fingerprint. */
export function readIndex(dir: string, fingerprint: string): IndexEntries {
  const spans = new Map<string, Span>()
  const links = new Set<string>()
  const names = new Map<string, string>()
  let index: IndexFile
  try {
    index = deserialize(readFileSync(join(dir, INDEX_NAME))) as IndexFile
  } catch {
    return { spans, links, names }
  }
  if (index?.version !== INDEX_VERSION || index.fingerprint !== fingerprint)
    return { spans, links, names }
  index.keys.forEach((key, i) =>
    spans.set(key, {
      pack: index.packs[index.spans[i * 3]!]!,
      offset: index.spans[i * 3 + 1]!,
      length: index.spans[i * 3 + 2]!,
    })
  )
  for (const key of index.links) links.add(key)
  for (const [name, key] of index.names) names.set(name, key)
  return { spans, links, names }
}

/** Writes the index whole, then renames it over the old one: a reader sees one or the other. */
export function writeIndex(
  dir: string,
  fingerprint: string,
  spans: Map<string, Span>,
  links: Set<string>,
  names: Map<string, string>
): void {
  const packs = [...new Set([...spans.values()].map((span) => span.pack))]
  const packNumber = new Map(packs.map((pack, i) => [pack, i]))
  const keys = [...spans.keys()]
  const numbers = new Float64Array(keys.length * 3)
  keys.forEach((key, i) => {
    const span = spans.get(key)!
    numbers.set([packNumber.get(span.pack)!, span.offset, span.length], i * 3)
  })
  const index: IndexFile = {
    version: INDEX_VERSION,
    fingerprint,
    packs,
    keys,
    spans: numbers,
    links: [...links],
    names: [...names].filter(([, key]) => spans.has(key) || links.has(key)),
  }
  const path = join(dir, INDEX_NAME)
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, serialize(index))
  renameSync(temporary, path)
}

let packs = 0

/** Pack files: one being appended to by this build, the others read at offsets. */
export class Packs {
  private readonly readers = new Map<string, number>()
  private writer: { name: string; fd: number; bytes: number } | undefined

  constructor(private readonly dir: string) {}

  /**
   * Opens a pack for reading (once) and keeps it open until {@link close}: its entries stay
   * readable even when a concurrent build removes the file. False when it is gone already.
   */
  pin(pack: string): boolean {
    return this.reader(pack) !== undefined
  }

  private reader(pack: string): number | undefined {
    let fd = this.readers.get(pack)
    if (fd === undefined) {
      try {
        fd = pack === this.writer?.name ? this.writer.fd : openSync(join(this.dir, pack), 'r')
      } catch {
        return undefined
      }
      this.readers.set(pack, fd)
    }
    return fd
  }

  /** The entry's bytes, or undefined when its pack is gone (a concurrent build compacted it). */
  read(span: Span): Buffer | undefined {
    try {
      const fd = this.reader(span.pack)
      if (fd === undefined) return undefined
      const bytes = Buffer.allocUnsafe(span.length)
      return readSync(fd, bytes, 0, span.length, span.offset) === span.length ? bytes : undefined
    } catch {
      return undefined
    }
  }

  /** Appends one entry to this build's pack; undefined when the write failed (disk full). */
  append(bytes: Uint8Array): Span | undefined {
    try {
      if (!this.writer) {
        const name = `pack-${Date.now()}-${process.pid}-${++packs}.bin`
        this.writer = { name, fd: openSync(join(this.dir, name), 'wx+'), bytes: 0 }
      }
      const writer = this.writer
      let written = 0
      while (written < bytes.length)
        written += writeSync(
          writer.fd,
          bytes,
          written,
          bytes.length - written,
          writer.bytes + written
        )
      const span = { pack: writer.name, offset: writer.bytes, length: bytes.length }
      writer.bytes += bytes.length
      return span
    } catch {
      return undefined
    }
  }

  /** The pack this build appends to, if it wrote anything. */
  get current(): string | undefined {
    return this.writer?.name
  }

  close(): void {
    const fds = new Set([...this.readers.values(), ...(this.writer ? [this.writer.fd] : [])])
    for (const fd of fds) closeSync(fd)
    this.readers.clear()
    this.writer = undefined
  }
}
