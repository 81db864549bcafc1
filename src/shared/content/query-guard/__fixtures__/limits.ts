import {
  MAX_CONDITIONS,
  MAX_IN_VALUES,
  MAX_LIKE_PATTERN_BYTES,
  MAX_LIKE_WILDCARDS,
  MAX_LIMIT,
  MAX_NESTING,
  MAX_OFFSET,
  MAX_ORDER_TERMS,
  MAX_QUERY_LENGTH,
  MAX_SELECT_COLUMNS,
} from '../grammar'

/**
 * Every limit of the guard (../grammar.ts), as a query exactly at the limit (accepted, and D1
 * must run it) and the same query one step past it (rejected with `message`). Shared by the
 * guard's unit test and the worker test, which sends both to D1 through the endpoint.
 */
export interface LimitCase {
  name: string
  atLimit: string
  pastLimit: string
  message: RegExp
}

/** Queries from the hostile-testing issue that reached D1 and answered 500 on every collection. */
export interface ReportedQuery {
  name: string
  sql: string
  message: RegExp
}

/**
 * The limit cases on `table`, with `text` a text column and `integer` an integer column of it.
 */
export function listLimitCases(table: string, text: string, integer: string): LimitCase[] {
  const from = `SELECT "${text}" FROM "${table}"`
  const like = (pattern: string) => `${from} WHERE "${text}" LIKE '${pattern}'`
  const conditions = (n: number, join: string) => `${from} WHERE ${chain(integer, n, join)}`
  const nested = (depth: number) =>
    `${from} WHERE ${'('.repeat(depth)}"${integer}" = 1${')'.repeat(depth)}`
  const inList = (n: number) => `${from} WHERE "${integer}" IN (${range(n).join(', ')})`
  const columns = (n: number) => `SELECT ${Array(n).fill(`"${text}"`).join(', ')} FROM "${table}"`
  const orderBy = (n: number) => `${from} ORDER BY ${Array(n).fill(`"${text}"`).join(', ')}`
  const padded = (length: number, pad: string) => {
    const head = `${from} WHERE "${text}" = '`
    return `${head}${pad.repeat(length - head.length - 1)}'`
  }
  const bytes = MAX_LIKE_PATTERN_BYTES
  const storm = (n: number) => '%_'.repeat(n).slice(0, n)
  const tooLong = (n: number) => new RegExp(`is ${n} bytes long: the limit is ${bytes} bytes`)
  const tooMany = (what: string, n: number, max: number) =>
    new RegExp(`^too many ${what} \\(${n}\\): the limit is ${max}`)
  return [
    {
      name: `query length, ASCII (${MAX_QUERY_LENGTH} characters)`,
      atLimit: padded(MAX_QUERY_LENGTH, 'a'),
      pastLimit: padded(MAX_QUERY_LENGTH + 1, 'a'),
      message: /^the query is 4097 characters long; the limit is 4096$/,
    },
    {
      name: `query length, 2-byte "é" (${MAX_QUERY_LENGTH} characters)`,
      atLimit: padded(MAX_QUERY_LENGTH, 'é'),
      pastLimit: padded(MAX_QUERY_LENGTH + 1, 'é'),
      message: /^the query is 4097 characters long/,
    },
    {
      name: `LIKE pattern, ASCII (${bytes} bytes)`,
      atLimit: like('a'.repeat(bytes)),
      pastLimit: like('a'.repeat(bytes + 1)),
      message: tooLong(bytes + 1),
    },
    {
      name: `LIKE pattern, 2-byte "é" (${bytes} bytes)`,
      atLimit: like('é'.repeat(bytes / 2)),
      pastLimit: like(`${'é'.repeat(bytes / 2)}a`),
      message: tooLong(bytes + 1),
    },
    {
      name: `LIKE pattern, 4-byte emoji (${bytes} bytes)`,
      atLimit: like(`${'😀'.repeat(12)}ab`),
      pastLimit: like(`${'😀'.repeat(12)}abc`),
      message: tooLong(51),
    },
    {
      name: `LIKE wildcards (${MAX_LIKE_WILDCARDS})`,
      atLimit: like(storm(MAX_LIKE_WILDCARDS)),
      pastLimit: like(storm(MAX_LIKE_WILDCARDS + 1)),
      message: /has 11 wildcards \(% or _\): the limit is 10 per pattern$/,
    },
    {
      name: `conditions joined by OR (${MAX_CONDITIONS})`,
      atLimit: conditions(MAX_CONDITIONS, 'OR'),
      pastLimit: conditions(MAX_CONDITIONS + 1, 'OR'),
      message: tooMany('conditions in WHERE', MAX_CONDITIONS + 1, MAX_CONDITIONS),
    },
    {
      name: `conditions joined by AND (${MAX_CONDITIONS})`,
      atLimit: conditions(MAX_CONDITIONS, 'AND'),
      pastLimit: conditions(MAX_CONDITIONS + 1, 'AND'),
      message: tooMany('conditions in WHERE', MAX_CONDITIONS + 1, MAX_CONDITIONS),
    },
    {
      name: `conditions nested ${MAX_NESTING} deep (${MAX_CONDITIONS})`,
      atLimit: `${from} WHERE ${nestConditions(integer, MAX_CONDITIONS)}`,
      pastLimit: `${from} WHERE ${nestConditions(integer, MAX_CONDITIONS + 1)}`,
      message: tooMany('conditions in WHERE', MAX_CONDITIONS + 1, MAX_CONDITIONS),
    },
    {
      name: `nesting (${MAX_NESTING})`,
      atLimit: nested(MAX_NESTING),
      pastLimit: nested(MAX_NESTING + 1),
      message: /^conditions are nested too deeply \(limit 32\)$/,
    },
    {
      name: `IN list (${MAX_IN_VALUES} values)`,
      atLimit: inList(MAX_IN_VALUES),
      pastLimit: inList(MAX_IN_VALUES + 1),
      message: tooMany('values in one IN list', MAX_IN_VALUES + 1, MAX_IN_VALUES),
    },
    {
      name: `select list (${MAX_SELECT_COLUMNS} columns)`,
      atLimit: columns(MAX_SELECT_COLUMNS),
      pastLimit: columns(MAX_SELECT_COLUMNS + 1),
      message: tooMany('columns in the select list', MAX_SELECT_COLUMNS + 1, MAX_SELECT_COLUMNS),
    },
    {
      name: `ORDER BY (${MAX_ORDER_TERMS} terms)`,
      atLimit: orderBy(MAX_ORDER_TERMS),
      pastLimit: orderBy(MAX_ORDER_TERMS + 1),
      message: tooMany('ORDER BY terms', MAX_ORDER_TERMS + 1, MAX_ORDER_TERMS),
    },
    {
      name: `LIMIT (${MAX_LIMIT})`,
      atLimit: `${from} LIMIT ${MAX_LIMIT}`,
      pastLimit: `${from} LIMIT ${MAX_LIMIT + 1}`,
      message: /^LIMIT must be an integer from 0 to 1000, got 1001$/,
    },
    {
      name: `OFFSET (${MAX_OFFSET})`,
      atLimit: `${from} LIMIT 1 OFFSET ${MAX_OFFSET}`,
      pastLimit: `${from} LIMIT 1 OFFSET ${MAX_OFFSET + 1}`,
      message: /^OFFSET must be an integer from 0 to 100000, got 100001$/,
    },
  ]
}

/** The queries of the issue on `table` (columns as for listLimitCases), each with its message. */
export function listReportedQueries(table: string, text: string, integer: string): ReportedQuery[] {
  const where = `SELECT * FROM "${table}" WHERE`
  return [
    {
      name: 'LIKE pattern of 51 characters',
      sql: `${where} "${text}" LIKE '%${'a'.repeat(49)}%'`,
      message: /is 51 bytes long: the limit is 50 bytes/,
    },
    {
      name: 'LIKE wildcard storm',
      sql: `${where} "${text}" LIKE '${'%_'.repeat(40)}'`,
      message: /is 80 bytes long: the limit is 50 bytes/,
    },
    {
      name: 'LIKE wildcard storm within 50 bytes',
      sql: `${where} "${text}" LIKE '${'%_'.repeat(25)}'`,
      message: /has 50 wildcards \(% or _\): the limit is 10 per pattern/,
    },
    {
      name: 'OR chain of 120 conditions',
      sql: `${where} ${chain(integer, 120, 'OR')}`,
      message: /too many conditions in WHERE \(51\): the limit is 50/,
    },
    {
      name: 'AND chain of 120 conditions',
      sql: `${where} ${chain(integer, 120, 'AND')}`,
      message: /too many conditions in WHERE \(51\): the limit is 50/,
    },
  ]
}

/** `n` conditions on `column` joined by `join`: `"position" = 0 OR "position" = 1 ...`. */
function chain(column: string, n: number, join: string): string {
  return range(n)
    .map((i) => `"${column}" = ${i}`)
    .join(` ${join} `)
}

/**
 * `n` conditions in the deepest shape the limits allow: one per level, right-nested to
 * MAX_NESTING (the innermost group included), the rest chained with OR in the innermost group.
 */
function nestConditions(column: string, n: number): string {
  const depth = Math.min(MAX_NESTING - 1, n - 1)
  const open = range(depth).map((i) => `("${column}" = ${i} AND `)
  return `${open.join('')}(${chain(column, n - depth, 'OR')})${')'.repeat(depth)}`
}

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i)
}
