import { getTableColumns, getTableName, type Column } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { contentInfo, isJsonColumn } from '../../worker/db/schema'

/** D1 rejects statements over 100 KB; stay well below. */
export const MAX_STATEMENT_BYTES = 90_000
/** Characters per appended chunk of a long text value (4 bytes a char at worst). */
const CHUNK_CHARS = 20_000

/** Quotes a value as an SQLite literal. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`cannot store ${value} in SQL`)
    return String(value)
  }
  return `'${String(value)
    .replace(/\u0000/g, '')
    .replace(/'/g, "''")}'`
}

const quoteId = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Maps a row of content fields onto the table's columns; fields without a column go to `meta`. */
export function toColumnValues(
  table: SQLiteTable,
  row: Record<string, unknown>
): Map<Column, unknown> {
  const columns = getTableColumns(table)
  const meta: Record<string, unknown> = { ...((row.meta as Record<string, unknown>) ?? {}) }
  for (const [key, value] of Object.entries(row)) {
    if (!(key in columns) && value !== undefined) meta[key] = value
  }
  const values = new Map<Column, unknown>()
  for (const [key, column] of Object.entries(columns)) {
    let value = key === 'meta' ? meta : row[key]
    if (isJsonColumn(column) && value !== undefined && value !== null) value = JSON.stringify(value)
    if (value === undefined && column.notNull && column.hasDefault) continue
    values.set(column, value)
  }
  return values
}

/** INSERT statements for one row, split into INSERT + UPDATE appends when a value is too long. */
export function insertStatements(table: SQLiteTable, row: Record<string, unknown>): string[] {
  const values = toColumnValues(table, row)
  const name = quoteId(getTableName(table))
  const columns = [...values.keys()]
  const literals = columns.map((column) => sqlLiteral(values.get(column)))
  const insert = `INSERT INTO ${name} (${columns.map((c) => quoteId(c.name)).join(', ')}) VALUES (${literals.join(', ')});`
  if (Buffer.byteLength(insert) <= MAX_STATEMENT_BYTES) return [insert]

  const primary = columns.find((column) => column.primary)
  if (!primary) throw new Error(`${getTableName(table)} needs a primary key to split long rows`)
  const appends: string[] = []
  const shortLiterals = columns.map((column, index) => {
    const value = values.get(column)
    if (typeof value !== 'string' || value.length <= CHUNK_CHARS) return literals[index]
    for (let offset = 0, end = 0; offset < value.length; offset = end) {
      end = Math.min(offset + CHUNK_CHARS, value.length)
      // never cut a surrogate pair in two
      if (end < value.length && /[\uD800-\uDBFF]/.test(value[end - 1]!)) end -= 1
      const chunk = sqlLiteral(value.slice(offset, end))
      appends.push(
        `UPDATE ${name} SET ${quoteId(column.name)} = ${quoteId(column.name)} || ${chunk} WHERE ${quoteId(primary.name)} = ${sqlLiteral(values.get(primary))};`
      )
    }
    return "''"
  })
  return [
    `INSERT INTO ${name} (${columns.map((c) => quoteId(c.name)).join(', ')}) VALUES (${shortLiterals.join(', ')});`,
    ...appends,
  ]
}

/** All statements of a collection: wipe, insert every row. */
export function collectionStatements(
  table: SQLiteTable,
  rows: Record<string, unknown>[]
): string[] {
  return [
    `DELETE FROM ${quoteId(getTableName(table))};`,
    ...rows.flatMap((row) => insertStatements(table, row)),
  ]
}

/** A collection's row in `content_info` (the build it belongs to), typed from the drizzle table. */
export type ContentInfo = typeof contentInfo.$inferInsert

/**
 * The statements of a collection's `content_info` row, the last ones of its SQL file; every
 * value goes through {@link sqlLiteral}. One upsert when it fits D1's statement limit; a large
 * navigation (thousands of pages) becomes a delete, an insert and appends of at most
 * MAX_STATEMENT_BYTES each, like a long content row. Consumers: build/index.ts (page and data
 * collections) and build/modules/index.ts (the modules directory).
 */
export function contentInfoStatements(info: ContentInfo): string[] {
  const values = toColumnValues(contentInfo, info)
  const columns = [...values.keys()]
  const names = columns.map((column) => quoteId(column.name)).join(', ')
  const literals = columns.map((column) => sqlLiteral(values.get(column))).join(', ')
  const table = quoteId(getTableName(contentInfo))
  const upsert = `INSERT OR REPLACE INTO ${table} (${names}) VALUES (${literals});`
  if (Buffer.byteLength(upsert) <= MAX_STATEMENT_BYTES) return [upsert]
  return [
    `DELETE FROM ${table} WHERE "collection" = ${sqlLiteral(info.collection)};`,
    ...insertStatements(contentInfo, info),
  ]
}
