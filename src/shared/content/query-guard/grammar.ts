/**
 * The narrow SELECT grammar the content query guard (`../query-guard.ts`) accepts on one
 * collection's table, parsed by `./parse.ts`:
 *
 * ```
 * query     = SELECT fields FROM table [WHERE or] [ORDER BY order {"," order}]
 *             [LIMIT int [OFFSET int]]
 * fields    = "*" | COUNT "(" ("*" | [DISTINCT] column) ")" [AS name] | column {"," column}
 * or        = and {OR and}          and = unary {AND unary}
 * unary     = "(" or ")" | column (cmp value | LIKE string | IN "(" values ")" | IS [NOT] NULL)
 * value     = string | number | NULL
 * order     = column [ASC | DESC]
 * ```
 *
 * Keywords are case-insensitive, identifiers may be quoted or not; the limits are below.
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
