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
 * Keywords are case-insensitive, identifiers may be quoted or not; the limits are below. Each
 * limit keeps an accepted query inside what D1 runs (so the endpoint never answers 500 for a
 * query the guard let through) with a wide margin; the figures of D1 were measured with the
 * worker tests (test/worker/content-api.test.ts checks every limit and the value past it).
 */

/** Longest SQL string accepted, in characters (D1 refuses statements over 100,000 bytes). */
export const MAX_QUERY_LENGTH = 4096

/** Largest `LIMIT` accepted. */
export const MAX_LIMIT = 1000

/**
 * Largest `OFFSET` accepted. Collections hold hundreds of rows; D1 takes any 64-bit integer but
 * fails with "datatype mismatch" past 2^63 - 1, so the number is kept plainly in range.
 */
export const MAX_OFFSET = 100_000

/** Deepest nesting of parenthesised conditions accepted. */
export const MAX_NESTING = 32

/**
 * Most conditions (comparisons, LIKE, IN, IS [NOT] NULL) in one WHERE. D1 refuses expression
 * trees deeper than 100, which a chain of 100 conditions reaches; parentheses add no depth, so
 * this cap bounds the depth at about 51, whatever the shape.
 */
export const MAX_CONDITIONS = 50

/** Most values in one `IN (...)` list (D1 took 2,000; one list per condition). */
export const MAX_IN_VALUES = 100

/**
 * Longest LIKE pattern, in UTF-8 bytes as SQLite counts them: D1 refuses patterns over 50 bytes
 * ("LIKE or GLOB pattern too complex"), so 50 ASCII characters but only 25 "é" or 12 emoji.
 */
export const MAX_LIKE_PATTERN_BYTES = 50

/** Most wildcards (`%` or `_`) in one LIKE pattern; `'%word%'` needs 2. */
export const MAX_LIKE_WILDCARDS = 10

/** Most columns in the select list (D1 refuses more than 100; the widest table has 22). */
export const MAX_SELECT_COLUMNS = 64

/** Most `ORDER BY` terms (D1 refuses more than 100). */
export const MAX_ORDER_TERMS = 16

/** Comparison operators of `WHERE` (LIKE, IN and IS [NOT] NULL have their own shapes). */
export const COMPARISON_OPERATORS = ['=', '<>', '<', '>', '<=', '>='] as const

/** Control characters (tab, line feed and carriage return excepted), NUL included. */
export const CONTROL_CHAR_RE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
