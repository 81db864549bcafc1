import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The row index of a collection's SQL file: which statements of `<name>.json` make up each row,
 * and each row's content hash, written beside it as `rows/<name>.json`. The deploy compares the
 * hashes with what D1 holds (build/publish/row-plan.ts) and runs only the statements of the rows
 * that changed, instead of the whole file. Consumer: collection-sql.ts (streamCollection).
 */
export interface RowIndexFile {
  /** The collection's table (`content_docsv4`). */
  table: string
  /** Its primary key column (`id`). */
  key: string
  /** Per row: its key, its hash, its first statement's index and how many statements it has. */
  rows: [id: string, hash: string, first: number, count: number][]
  /** Index of the first statement after the rows: drafts, then content_info (always run). */
  tail: number
}

/**
 * The row indexes' folder inside dist/content: apart from the `<name>.json` SQL files, which
 * readers list by extension (the worker tests' D1, the bench's statement check).
 */
export const ROW_INDEX_DIR = 'rows'

/** The characters of a row's hash. */
export const DIGEST_BYTES = 16

/**
 * A row's content hash: sha256 over its statements' bytes, each followed by a newline
 * (base64url, {@link DIGEST_BYTES} characters). Kept with a row's statements in the sql cache
 * (row-statements.ts): an unchanged row is not hashed again.
 */
export function rowDigest(statements: readonly Buffer[]): string {
  const digest = createHash('sha256')
  for (const statement of statements) digest.update(statement).update('\n')
  return digest.digest('base64url').slice(0, DIGEST_BYTES)
}

/** Collects a collection's rows as their statements are streamed, in file order. */
export class RowIndex {
  private readonly rows: RowIndexFile['rows'] = []
  /** Statements so far (the wipe is statement 0). */
  private next = 1

  constructor(
    private readonly table: string,
    private readonly key: string
  ) {}

  /** A row of `statements` (as the file holds them) and their {@link rowDigest}. */
  add(id: string, statements: readonly Buffer[], digest: string): void {
    this.rows.push([id, digest, this.next, statements.length])
    this.next += statements.length
  }

  /** Writes `rows/<name>.json` into `dir` (the SQL files' folder). */
  async write(dir: string, name: string): Promise<void> {
    const file: RowIndexFile = {
      table: this.table,
      key: this.key,
      rows: this.rows,
      tail: this.next,
    }
    await mkdir(join(dir, ROW_INDEX_DIR), { recursive: true })
    await writeFile(join(dir, ROW_INDEX_DIR, `${name}.json`), JSON.stringify(file))
  }
}
