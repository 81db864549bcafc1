import { once } from 'node:events'
import { createWriteStream, type WriteStream } from 'node:fs'

/** Bytes buffered per file before a write: few system calls, little memory. */
const CHUNK_BYTES = 1 << 20

/**
 * One output file written in pieces, joined into chunks of about 1 MB (few system calls, little
 * memory), waiting for the disk when it lags behind: a 10,000-page collection's SQL is hundreds
 * of MB, too much to join into one string. Consumer: build/content/sql-files.ts.
 */
export class ChunkedFile {
  private readonly stream: WriteStream
  private readonly failed: Promise<never>
  private pending: (string | Buffer)[] = []
  private bytes = 0

  constructor(readonly path: string) {
    this.stream = createWriteStream(path)
    this.failed = once(this.stream, 'error').then(([error]) => Promise.reject(error as Error))
    this.failed.catch(() => undefined)
  }

  /**
   * Appends a piece; resolves when it is buffered or written. A caller that needs a piece's
   * UTF-8 bytes anyway (a hash, a second file) passes them: they are then encoded once.
   */
  async write(piece: string | Buffer): Promise<void> {
    this.pending.push(piece)
    this.bytes += piece.length
    if (this.bytes >= CHUNK_BYTES) await this.flush()
  }

  private async flush(): Promise<void> {
    if (!this.pending.length) return
    const chunk = this.pending.every((piece) => typeof piece === 'string')
      ? this.pending.join('')
      : Buffer.concat(
          this.pending.map((piece) => (typeof piece === 'string' ? Buffer.from(piece) : piece))
        )
    this.pending = []
    this.bytes = 0
    if (!this.stream.write(chunk)) await Promise.race([once(this.stream, 'drain'), this.failed])
  }

  /** Writes what is buffered and closes the file. */
  async close(): Promise<void> {
    await this.flush()
    this.stream.end()
    await Promise.race([once(this.stream, 'finish'), this.failed])
  }
}
