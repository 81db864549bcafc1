import { closeSync, openSync, writeSync, writevSync } from 'node:fs'

/** Bytes gathered per file before a write: few system calls, little memory. */
const CHUNK_BYTES = 1 << 20

/**
 * One output file written in pieces, gathered into writes of about 1 MB (few system calls, little
 * memory): a 10,000-page collection's SQL is hundreds of MB, too much to join into one string.
 * The writes are synchronous and gathered (`writev`, no copy into one buffer): the stream this
 * was before waited for each megabyte to drain through the thread pool, and the main thread sat
 * idle for about half of a one-file rebuild's SQL. Consumers: build/content/sql-files.ts, the
 * search thread's sections file.
 */
export class ChunkedFile {
  private readonly fd: number
  private pending: Buffer[] = []
  private bytes = 0

  constructor(readonly path: string) {
    this.fd = openSync(path, 'w')
  }

  /**
   * Appends a piece. A caller that needs a piece's UTF-8 bytes anyway (a hash, a second file)
   * passes them: they are then encoded once. Async for the callers' sake: it never waits.
   */
  async write(piece: string | Buffer): Promise<void> {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece
    this.pending.push(bytes)
    this.bytes += bytes.length
    if (this.bytes >= CHUNK_BYTES) this.flush()
  }

  private flush(): void {
    let pieces = this.pending
    this.pending = []
    this.bytes = 0
    while (pieces.length) {
      let written = writevSync(this.fd, pieces)
      // a partial write (more pieces than one call takes): go on after what was written
      let index = 0
      while (index < pieces.length && written >= pieces[index]!.length)
        written -= pieces[index++]!.length
      pieces = pieces.slice(index)
      if (written && pieces.length) {
        const rest = pieces[0]!.subarray(written)
        writeSync(this.fd, rest)
        pieces = pieces.slice(1)
      }
    }
  }

  /** Writes what is gathered and closes the file. */
  async close(): Promise<void> {
    try {
      this.flush()
    } finally {
      closeSync(this.fd)
    }
  }
}
