/**
 * The query grammar shared by the content client's SQL builder (`../query-builder.ts`, which
 * throws) and the worker's guard (`../query-guard.ts`, which rejects). Change a limit here and
 * both sides move together, so everything the builder emits keeps passing the guard.
 */

/** Longest SQL string accepted, in characters. */
export const MAX_QUERY_LENGTH = 4096

/** Largest `LIMIT` accepted. */
export const MAX_LIMIT = 1000

/** Deepest nesting of parenthesised conditions accepted. */
export const MAX_NESTING = 32

/** Comparison operators of `WHERE` (LIKE, IN and IS [NOT] NULL have their own shapes). */
export const COMPARISON_OPERATORS = ['=', '<>', '<', '>', '<=', '>='] as const

/** Control characters (tab, line feed and carriage return excepted), NUL included. */
export const CONTROL_CHAR_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** Quotes an identifier the standard way: `"name"`, doubling inner quotes. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** Quotes a string literal: `'value'`, doubling inner single quotes. */
export function quoteString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`
}
