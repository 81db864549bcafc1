import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ROW_INDEX_DIR, type RowIndexFile } from '../content/row-index'
import { MAX_STATEMENT_BYTES, sqlLiteral } from '../content/sql'

/**
 * Which statements of a collection's SQL file a deploy runs (the content step of plan.ts): with
 * the row hashes D1 holds (`content_row_hashes`), only the rows whose hash changed (each deleted,
 * then inserted again), a delete for each row that is gone, then the tail (drafts, content_info);
 * without them (a first deploy, `--force`, a collection the build has no row index for), the whole
 * file, and the hashes of every row written anew. Every statement stays under D1's statement limit
 * (the build splits long rows; the hash upserts are cut here).
 */
export interface RowPlan {
  statements: string[]
  /** Rows of the collection's table written (inserted or replaced). */
  written: number
  /** Rows deleted because the build no longer has them. */
  deleted: number
  /** Rows of the build (sources and translations). */
  total: number
  /** True when the whole file runs. */
  full: boolean
}

const HASHES = '"content_row_hashes"'

/** Reads `<name>.json` and, when the build wrote one, its row index `rows/<name>.json`. */
export async function readCollectionFiles(distDir: string, name: string) {
  const dir = join(distDir, 'content')
  const statements = JSON.parse(await readFile(join(dir, `${name}.json`), 'utf8')) as string[]
  const index = await readFile(join(dir, ROW_INDEX_DIR, `${name}.json`), 'utf8').then(
    (text) => JSON.parse(text) as RowIndexFile,
    () => undefined
  )
  return { statements, index }
}

/**
 * The plan of one collection. `deployed`: D1's row hashes of it; undefined or empty means the
 * whole file runs.
 */
export function planRows(
  name: string,
  statements: string[],
  index: RowIndexFile | undefined,
  deployed: ReadonlyMap<string, string> | undefined
): RowPlan {
  if (!index) return { statements, written: 0, deleted: 0, total: 0, full: true }
  const collection = sqlLiteral(name)
  const total = index.rows.length
  if (!deployed?.size) {
    const hashes = index.rows.map(([id, hash]) => `(${collection}, ${sqlLiteral(id)}, '${hash}')`)
    return {
      statements: [
        `DELETE FROM ${HASHES} WHERE "collection" = ${collection};`,
        ...statements,
        ...upserts(hashes),
      ],
      written: total,
      deleted: 0,
      total,
      full: true,
    }
  }
  const table = `"${index.table}"`
  const where = (id: string) => `WHERE "${index.key}" = ${sqlLiteral(id)};`
  const out: string[] = []
  const changed: string[] = []
  const present = new Set<string>()
  for (const [id, hash, first, count] of index.rows) {
    present.add(id)
    if (deployed.get(id) === hash) continue
    out.push(`DELETE FROM ${table} ${where(id)}`, ...statements.slice(first, first + count))
    changed.push(`(${collection}, ${sqlLiteral(id)}, '${hash}')`)
  }
  let deleted = 0
  for (const id of deployed.keys()) {
    if (present.has(id)) continue
    deleted++
    out.push(
      `DELETE FROM ${table} ${where(id)}`,
      `DELETE FROM ${HASHES} WHERE "collection" = ${collection} AND "id" = ${sqlLiteral(id)};`
    )
  }
  out.push(...upserts(changed), ...statements.slice(index.tail))
  return { statements: out, written: changed.length, deleted, total, full: false }
}

/** `INSERT OR REPLACE` of row hashes, as few statements as fit under the statement limit. */
function upserts(values: string[]): string[] {
  const head = `INSERT OR REPLACE INTO ${HASHES} ("collection", "id", "hash") VALUES `
  const out: string[] = []
  let batch: string[] = []
  let size = head.length
  for (const value of values) {
    const bytes = Buffer.byteLength(value) + 2
    if (batch.length && size + bytes > MAX_STATEMENT_BYTES) {
      out.push(`${head}${batch.join(', ')};`)
      batch = []
      size = head.length
    }
    batch.push(value)
    size += bytes
  }
  if (batch.length) out.push(`${head}${batch.join(', ')};`)
  return out
}

/** The content step's line for a collection: `docsv4: 1 of 10,004 rows written, 0 deleted`. */
export function rowPlanLine(name: string, plan: RowPlan, statements: number): string {
  if (!plan.total) return `${name} (${statements} statements, whole file)`
  const mode = plan.full ? ', whole file' : ''
  return `${name}: ${plan.written} of ${plan.total} rows written, ${plan.deleted} deleted (${plan.statements.length} statements${mode})`
}
