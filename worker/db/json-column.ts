import { customType } from 'drizzle-orm/sqlite-core'

/**
 * A JSON value stored as TEXT (as drizzle's `text({ mode: 'json' })`), except that a value that
 * is not valid JSON reads as `undefined` instead of throwing: one corrupt row must not fail a
 * whole query (a list skips it, a page answers 503: worker/db/row-check.ts), so the type says
 * `T` but readers validate. Consumers: worker/db/schema.ts, build/content/sql.ts (through
 * {@link isJsonColumn}, re-exported by the schema).
 */
export function jsonColumn<T>(name: string) {
  return customType<{ data: T; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => parseJsonText(value) as T,
  })(name)
}

/** The parsed text, or undefined when it is not JSON. */
export function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

/** True for a column made by {@link jsonColumn} (the build serialises its values). */
export function isJsonColumn(column: { columnType: string; getSQLType(): string }): boolean {
  return column.columnType === 'SQLiteCustomColumn' && column.getSQLType() === 'text'
}
