import { closeSync, openSync, readSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Pages' search bytes (page-search.ts) written to a file as the content step gets them, instead
 * of held until the search step: at 10,000 pages of the peers' corpus they were 350 MB of the
 * main thread's memory at the end of the content step, the build's peak, and the packed copy
 * the search thread took was 350 MB more in the search step. The search thread reads them back
 * page by page. Only a large site spills (search/step.ts `searchStartsEarly`): a small one's
 * index starts while its SQL is written, from the bytes in memory.
 * Consumers: build/content/collect.ts, collect-translations.ts (add), build/search/step.ts (pack),
 * build/search/page-search.ts (read on the thread).
 */

/** Where one page's bytes are in the spill file. */
export interface SpilledPart {
  offset: number
  length: number
}

/** A page's search bytes: in memory, or in the build's spill file. */
export type PagePart = Uint8Array | SpilledPart

let files = 0

/** The spill file of one build: appended to by the main thread, read by the search thread. */
export class SearchPartSpill {
  readonly file = join(tmpdir(), `aster-search-parts-${process.pid}-${++files}.bin`)
  private readonly fd = openSync(this.file, 'w')
  private bytes = 0
  private readonly removeOnExit = () => rmSync(this.file, { force: true })

  constructor() {
    // a build that fails before its search step leaves no file behind
    process.once('exit', this.removeOnExit)
  }

  /** Appends a page's bytes; returns where they are. */
  add(part: Uint8Array): SpilledPart {
    const offset = this.bytes
    for (let written = 0; written < part.byteLength;)
      written += writeSync(this.fd, part, written, part.byteLength - written, offset + written)
    this.bytes += part.byteLength
    return { offset, length: part.byteLength }
  }

  /** Ends the writes: what was added is on the file for the search thread. */
  close(): void {
    closeSync(this.fd)
  }

  /** Removes the file (once the search step read it). */
  remove(): void {
    process.off('exit', this.removeOnExit)
    this.removeOnExit()
  }
}

/** A page's search bytes, spilled to the build's file when it spills them. */
export function spillSearch(
  search: Uint8Array | undefined,
  spill: SearchPartSpill | undefined
): PagePart | undefined {
  return search && spill ? spill.add(search) : search
}

/** Reads the bytes of spilled parts (`[offset, length, …]`) from `file`, one page at a time. */
export function* readSpilledParts(file: string, spans: Float64Array): Generator<Uint8Array> {
  const fd = openSync(file, 'r')
  try {
    for (let index = 0; index < spans.length; index += 2)
      yield readSpan(fd, file, spans[index]!, spans[index + 1]!)
  } finally {
    closeSync(fd)
  }
}

/** The bytes of one spilled part (a page an edit's index reads: search-pages.ts). */
export function readSpilledPart(file: string, offset: number, length: number): Uint8Array {
  const fd = openSync(file, 'r')
  try {
    return readSpan(fd, file, offset, length)
  } finally {
    closeSync(fd)
  }
}

function readSpan(fd: number, file: string, offset: number, length: number): Uint8Array {
  const bytes = Buffer.allocUnsafe(length)
  let read = 0
  while (read < bytes.length) {
    const got = readSync(fd, bytes, read, bytes.length - read, offset + read)
    if (got === 0) throw new Error(`the search parts file ${file} ended early`)
    read += got
  }
  return bytes
}
