import { QueryRejection } from './reject'
import { tokenAt, type Token } from './tokenize'

/** Statements other than SELECT, named in the message when found anywhere. */
const STATEMENT_WORDS = words(
  'ALTER ANALYZE ATTACH BEGIN COMMIT CREATE DELETE DETACH DROP EXPLAIN INSERT PRAGMA REINDEX ' +
    'RELEASE REPLACE ROLLBACK SAVEPOINT UPDATE UPSERT VACUUM'
)
const COMPOUND_WORDS = words('UNION INTERSECT EXCEPT')
const JOIN_WORDS = words('JOIN NATURAL CROSS INNER OUTER LEFT RIGHT FULL')

/** Words that precede "(" as syntax, not as a function name. COUNT is checked by the parser. */
const SYNTAX_BEFORE_PAREN = words(
  'AND AS COUNT EXISTS FROM IN JOIN NOT ON OR SELECT USING VALUES WHERE WITH UNION INTERSECT EXCEPT'
)

const SYSTEM_TABLE_RE = /^sqlite_/i

/**
 * Rejects, with a message naming the construct, everything that is hostile wherever it appears:
 * other statements, compound selects, CTEs, VALUES, joins, sub-selects, function calls and system
 * tables. Runs before the parser so the message names the attack, not a mere syntax error.
 */
export function scanTokens(tokens: readonly Token[], table: string): void {
  if (upper(tokenAt(tokens, 0)) !== 'SELECT') {
    checkToken(tokens, 0)
    throw new QueryRejection(`only SELECT ... FROM "${table}" is allowed`)
  }
  for (let i = 1; i < tokens.length; i++) {
    checkToken(tokens, i)
    if (upper(tokenAt(tokens, i)) === 'SELECT') {
      throw new QueryRejection('sub-selects are not allowed')
    }
  }
}

function checkToken(tokens: readonly Token[], i: number): void {
  const token = tokenAt(tokens, i)
  if (token.kind !== 'word' && token.kind !== 'ident') return
  if (SYSTEM_TABLE_RE.test(token.value)) {
    throw new QueryRejection(`SQLite system names are not allowed: ${token.value}`)
  }
  const word = upper(token)
  const next = tokenAt(tokens, i + 1)
  if (next.kind === 'punct' && next.value === '(' && !SYNTAX_BEFORE_PAREN.has(word ?? '')) {
    throw new QueryRejection(`function calls are not allowed: ${token.raw}(`)
  }
  if (!word) return
  if (STATEMENT_WORDS.has(word)) {
    throw new QueryRejection(`only SELECT queries are allowed: ${word} is not`)
  }
  if (COMPOUND_WORDS.has(word)) {
    throw new QueryRejection(`compound queries are not allowed: ${word}; send one SELECT`)
  }
  if (word === 'WITH') throw new QueryRejection('WITH (common table expressions) is not allowed')
  if (word === 'VALUES') throw new QueryRejection('VALUES is not allowed')
  if (JOIN_WORDS.has(word)) throw new QueryRejection(`joins are not allowed: ${word}`)
}

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(' '))
}

/** The upper-cased text of an unquoted word, undefined for any other token. */
function upper(token: Token): string | undefined {
  return token.kind === 'word' ? token.value.toUpperCase() : undefined
}
