import { createHash } from 'node:crypto'
import {
  closeSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { getTableColumns, getTableName } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'

/**
 * The SQL of unchanged rows, taken from the last build's files instead of written again. A row's
 * statements are a function of its fields; a page row's fields are those of its cached compile
 * (the content cache key: compiler, collection, path, text) plus its file's stem and position,
 * and its body, which the read-more titles may rewrite after the compile. So a page row whose
 * {@link rowStatementKey} the last build wrote, and whose body is still the compiled one, has the
 * same statements: their bytes (JSON) are read back from that build's `.json` file, hard-linked
 * under `.cache/sql/`. Encoding every row's statements again (SQL
 * quoting, UTF-8, JSON escaping) was a fifth of a one-file rebuild at 1,000 pages.
 * Consumer: build/content/sql-files.ts (the streaming writer) and build/content/index.ts.
 */

/** A statement's bytes: its JSON string, UTF-8 (sql-files.ts). */
export type StatementBytes = Buffer

/** Where a statement lies in the JSON file: offset and length. */
export type StatementSpan = [number, number]

/** What `<collection>.spans.json` holds beside the linked files. */
interface SpansFile {
  /** The table's shape when the spans were written: another shape writes other statements. */
  table: string
  /** Size, mtime and inode of the linked file: a file changed since is not read. */
  json: string
  rows: Record<string, StatementSpan[]>
}

/** The page rows whose statements may be reused, with the body their compile gave. */
const rowSources = new WeakMap<object, { key: string; body: unknown }>()

/**
 * Notes a page row's reuse key: its cache key (covers the compile), stem and position, and the
 * body as compiled (a row whose body changed since is written again).
 */
export function noteRowSource(row: Record<string, unknown>, cacheKey: string): void {
  rowSources.set(row, {
    key: `${cacheKey}\0${String(row.stem)}\0${String(row.position)}`,
    body: row.body,
  })
}

/** The reuse key of a row; undefined for a data row or a page whose body was rewritten. */
export function rowStatementKey(row: Record<string, unknown>): string | undefined {
  const source = rowSources.get(row)
  return source && source.body === row.body ? source.key : undefined
}

/** A hash of what a table's statements depend on besides the row: its name and columns. */
function tableShape(table: SQLiteTable): string {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => [
    key,
    column.name,
    column.columnType,
    column.notNull,
    column.hasDefault,
    column.primary,
  ])
  return createHash('sha256')
    .update(JSON.stringify([getTableName(table), columns]))
    .digest('hex')
    .slice(0, 16)
}

const stamp = (fd: number) => {
  const info = fstatSync(fd)
  return `${info.size}:${info.mtimeMs}:${info.ino}`
}

/** One collection's statements of the last build, and the spans of this build's, for the next. */
export class RowStatementMemo {
  private readonly next: SpansFile['rows'] = {}
  /** Rows whose statements were read back from the last build's files (the build's summary). */
  reused = 0

  private constructor(
    private readonly dir: string,
    private readonly name: string,
    private readonly shape: string,
    private last: { rows: SpansFile['rows']; json: number } | undefined
  ) {}

  /**
   * The memo of `collection` under `dir` (`.cache/sql/<content folder hash>`); one that reuses
   * nothing when there is no memo yet, the table changed, or a file changed since.
   */
  static open(dir: string, collection: string, table: SQLiteTable): RowStatementMemo {
    const shape = tableShape(table)
    let last: RowStatementMemo['last']
    try {
      const spans = JSON.parse(
        readFileSync(join(dir, `${collection}.spans.json`), 'utf8')
      ) as SpansFile
      if (spans.table === shape) {
        const json = openSync(join(dir, `${collection}.json`), 'r')
        if (stamp(json) === spans.json) last = { rows: spans.rows, json }
        else closeSync(json)
      }
    } catch {
      // no memo yet, or a broken one: every row is written
    }
    return new RowStatementMemo(dir, collection, shape, last)
  }

  /** The statements the last build wrote for the row of this key; undefined when it had none. */
  take(key: string): StatementBytes[] | undefined {
    const spans = this.last?.rows[key]
    if (!spans) return undefined
    const statements: StatementBytes[] = []
    try {
      for (const [at, length] of spans) statements.push(this.read(this.last!.json, at, length))
    } catch {
      return undefined
    }
    this.reused += 1
    return statements
  }

  private read(fd: number, at: number, length: number): Buffer {
    const bytes = Buffer.allocUnsafe(length)
    if (readSync(fd, bytes, 0, length, at) !== length) throw new Error('short read')
    return bytes
  }

  /** Notes where this build wrote a row's statements. */
  record(key: string, spans: StatementSpan[]): void {
    this.next[key] = spans
  }

  /**
   * Keeps this build's files (hard links: no copy) and spans for the next build, and lets the
   * last build's go. A failed save only costs writing every row next time.
   */
  save(jsonFile: string): void {
    this.close()
    const temporary = (name: string) => join(this.dir, `${name}.${process.pid}.tmp`)
    try {
      mkdirSync(this.dir, { recursive: true })
      const to = temporary(`${this.name}.json`)
      rmSync(to, { force: true })
      linkSync(jsonFile, to)
      // stamped before the rename: a concurrent build's file that replaces it does not match
      const fd = openSync(to, 'r')
      const json = stamp(fd)
      closeSync(fd)
      renameSync(to, join(this.dir, `${this.name}.json`))
      const spans: SpansFile = { table: this.shape, json, rows: this.next }
      writeFileSync(temporary(`${this.name}.spans`), JSON.stringify(spans))
      renameSync(temporary(`${this.name}.spans`), join(this.dir, `${this.name}.spans.json`))
    } catch {
      rmSync(join(this.dir, `${this.name}.spans.json`), { force: true })
    }
  }

  /** Closes the last build's files (also when the build fails before {@link save}). */
  close(): void {
    if (!this.last) return
    closeSync(this.last.json)
    this.last = undefined
  }
}
