import { MAX_QUERY_LENGTH } from './query-guard/grammar'
import { parseQuery } from './query-guard/parse'
import { QueryRejection } from './query-guard/reject'
import { scanTokens } from './query-guard/scan'
import { tokenize } from './query-guard/tokenize'

/** The guard's verdict: accepted, or rejected with a message meant for the developer. */
export type QueryCheck = { ok: true } | { ok: false; message: string }

/**
 * Accepts only the narrow SELECT grammar of ./query-guard/grammar.ts on one collection's
 * table, within its limits (sized so that D1 runs whatever is accepted), and rejects everything
 * else with a message saying what is wrong, naming the limit when one is passed.
 * Used by `POST /__aster_content/<collection>/query` before anything reaches D1.
 *
 * `sql` is typed `unknown` because it arrives straight from a JSON body.
 *
 * @example
 * checkContentQuery('SELECT * FROM "content_blog" LIMIT 5', 'content_blog', ['title'])
 * // { ok: true }
 * checkContentQuery('SELECT "password" FROM "content_blog"', 'content_blog', ['title'])
 * // { ok: false, message: 'unknown column "password" in content_blog' }
 */
export function checkContentQuery(
  sql: unknown,
  table: string,
  columns: readonly string[]
): QueryCheck {
  if (typeof sql !== 'string') {
    const got = sql === null ? 'null' : Array.isArray(sql) ? 'array' : typeof sql
    return reject(`the query must be a string of SQL, got ${got}`)
  }
  if (sql.length > MAX_QUERY_LENGTH) {
    return reject(`the query is ${sql.length} characters long; the limit is ${MAX_QUERY_LENGTH}`)
  }
  if (sql.trim() === '') return reject(`the query is empty: send SELECT ... FROM "${table}"`)
  try {
    const tokens = tokenize(sql)
    scanTokens(tokens, table)
    parseQuery(tokens, table, columns)
    return { ok: true }
  } catch (error) {
    if (error instanceof QueryRejection) return reject(error.message)
    throw error
  }
}

function reject(message: string): QueryCheck {
  return { ok: false, message }
}
