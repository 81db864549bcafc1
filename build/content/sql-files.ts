import { createHash, type Hash } from 'node:crypto'
import { rename } from 'node:fs/promises'
import { join } from 'node:path'
import { dumpPartName } from '../../src/shared/content/dump-name'
import { ChunkedFile } from '../write-text'
import { MAX_DUMP_PART_BYTES } from './dump'

/** A statement's bytes: its JSON string, UTF-8. */
export type StatementBytes = Buffer

/** A statement as the files hold it: its JSON string, UTF-8. */
export function encodeStatement(statement: string): StatementBytes {
  return Buffer.from(JSON.stringify(statement))
}

/** Where a collection's SQL goes: the D1 file (`<name>.json`) and its public dump. */
export interface SqlOutput {
  /** `<staging>/content`: `<name>.json`, the statements as a JSON array. */
  dir: string
  /** `<staging>/client/_aster/content`: the dump parts (dumpPartName), public rows only. */
  dumpDir: string
}

/**
 * A collection's SQL streamed to its files as the statements are produced, so no collection's
 * statements are ever held at once (hundreds of MB at 10,000 pages). The output is byte for
 * byte what writing the whole arrays gave: `<name>.json` the JSON array of them (D1's input: the
 * deploy writes the `.sql` file `wrangler d1 execute` reads from it), and the public dump cut into parts as `eachDumpPart` cuts it (dump.ts);
 * the dump parts are named by the collection hash, known at {@link finishContent}, so they are
 * renamed then. Order: public statements, drafts, then (write step) the content_info ones.
 */
export class CollectionSqlFiles {
  private readonly json: ChunkedFile
  private readonly digest: Hash = createHash('sha256')
  private count = 0
  /**
   * The dump's last statement (as JSON, UTF-8), held back until it is known whether another
   * follows.
   */
  private lastPublic: Buffer | undefined
  private dump: ChunkedFile | undefined
  private dumpBytes = 0
  private readonly parts: string[] = []
  private publicDone = false

  constructor(
    private readonly name: string,
    private readonly output: SqlOutput,
    /** Largest dump part (tests pass a small one to see several parts). */
    private readonly maxDumpBytes = MAX_DUMP_PART_BYTES
  ) {
    this.json = new ChunkedFile(join(output.dir, `${name}.json`))
  }

  /** A statement of the collection's table: also in the hash and the public dump. */
  async addPublic(statement: string | StatementBytes): Promise<void> {
    const bytes = typeof statement === 'string' ? encodeStatement(statement) : statement
    await this.addPrivate(bytes)
    if (this.lastPublic !== undefined) await this.addToDump(this.lastPublic, false)
    this.lastPublic = bytes
  }

  /**
   * A draft's statement: in the hash and the D1 file, never in the dump. Each statement is encoded
   * once (as JSON), for the hash and the files: the hash is the content's version (the dump's
   * `v`), so it is taken over the JSON of the statements, each on a line.
   */
  async addPrivate(statement: string | StatementBytes): Promise<void> {
    const bytes = typeof statement === 'string' ? encodeStatement(statement) : statement
    if (this.count) this.digest.update('\n')
    this.digest.update(bytes)
    return this.addToFiles(bytes)
  }

  private async addToFiles(json: StatementBytes): Promise<void> {
    await this.json.write(this.count++ ? ',' : '[')
    await this.json.write(json)
  }

  /** Adds a statement, as JSON, to the current dump part (a new one when it would pass the limit). */
  private async addToDump(json: Buffer, last: boolean): Promise<void> {
    const first = this.dumpBytes === 0 && this.parts.length === 0
    // `[` before the first statement, `,` or `]` after each (one byte each)
    const size = json.length + (first ? 2 : 1)
    if (this.dump && this.dumpBytes + size > this.maxDumpBytes) {
      await this.dump.close()
      this.dump = undefined
      this.dumpBytes = 0
    }
    if (!this.dump) {
      this.dump = new ChunkedFile(
        join(this.output.dumpDir, `${this.name}.part${this.parts.length}.tmp`)
      )
      this.parts.push(this.dump.path)
      // as eachDumpPart counts: a first part starts at one byte (its `[`), later ones at zero
      this.dumpBytes = this.parts.length === 1 ? 1 : 0
    }
    if (first) await this.dump.write('[')
    await this.dump.write(json)
    await this.dump.write(last ? ']' : ',')
    this.dumpBytes += size
  }

  /**
   * Ends the statements that make up the content (public ones first, then drafts): the dump is
   * closed and named, and the content hash (12 hex chars, the dump's `v`) returned.
   */
  async finishContent(): Promise<string> {
    if (!this.publicDone) {
      this.publicDone = true
      if (this.lastPublic !== undefined) await this.addToDump(this.lastPublic, true)
      else {
        this.dump = new ChunkedFile(join(this.output.dumpDir, `${this.name}.part0.tmp`))
        this.parts.push(this.dump.path)
        await this.dump.write('[]')
      }
      await this.dump!.close()
    }
    const hash = this.digest.copy().digest('hex').slice(0, 12)
    for (const [part, path] of this.parts.entries())
      await rename(path, join(this.output.dumpDir, dumpPartName(this.name, hash, part)))
    this.parts.length = 0
    return hash
  }

  /** Appends the last statements (content_info: known in the write step) and closes the files. */
  async close(trailing: readonly string[]): Promise<void> {
    for (const statement of trailing) await this.addToFiles(encodeStatement(statement))
    await this.json.write(this.count ? ']' : '[]')
    await this.json.close()
  }
}
