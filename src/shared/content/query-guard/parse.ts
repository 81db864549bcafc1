import {
  COMPARISON_OPERATORS,
  MAX_CONDITIONS,
  MAX_IN_VALUES,
  MAX_LIMIT,
  MAX_NESTING,
  MAX_OFFSET,
  MAX_ORDER_TERMS,
  MAX_SELECT_COLUMNS,
} from './grammar'
import { checkCount, checkLikePattern } from './limits'
import { QueryRejection } from './reject'
import { tokenAt, type Token } from './tokenize'

/** Unquoted words that are SQL syntax here, never a column name: quote such columns. */
const RESERVED_WORDS = new Set(
  (
    'ALL AND AS ASC BETWEEN BY CASE CAST COLLATE COUNT DESC DISTINCT ELSE END ESCAPE EXISTS ' +
    'FALSE FROM GLOB GROUP HAVING IN INDEXED IS ISNULL LIKE LIMIT MATCH NOT NOTNULL NULL ' +
    'OFFSET ON OR ORDER OVER REGEXP SELECT THEN TRUE USING WHEN WHERE WINDOW'
  ).split(' ')
)
const COMPARISONS: ReadonlySet<string> = new Set(COMPARISON_OPERATORS)
const INTEGER_RE = /^\d+$/

const ASCII_UPPER_RE = /[A-Z]/g

const isReserved = (token: Token) =>
  token.kind === 'word' && RESERVED_WORDS.has(token.value.toUpperCase())

/** Folds ASCII case only, as SQLite compares identifiers (a Kelvin sign is not a "k"). */
const foldCase = (name: string) => name.replace(ASCII_UPPER_RE, (ch) => ch.toLowerCase())

/**
 * Parses exactly the grammar of ./grammar.ts, by recursive descent, counting against its limits
 * as it goes (./limits.ts). Throws QueryRejection.
 */
export function parseQuery(
  tokens: readonly Token[],
  table: string,
  columns: readonly string[]
): void {
  const known = new Set(columns.map(foldCase))
  let at = 0
  let conditions = 0
  const peek = () => tokenAt(tokens, at)
  const isWord = (word: string) => peek().kind === 'word' && peek().value.toUpperCase() === word
  const isPunct = (punct: string) => peek().kind === 'punct' && peek().value === punct
  const take = (matched: boolean) => {
    if (matched) at++
    return matched
  }
  const accept = (word: string) => take(isWord(word))
  const acceptPunct = (punct: string) => take(isPunct(punct))
  const isName = () => peek().kind === 'ident' || peek().kind === 'word'

  const fail = (expected: string): never => {
    const token = peek()
    const found = token.kind === 'end' ? 'end of query' : `${token.raw} at character ${token.pos}`
    throw new QueryRejection(`unexpected ${found}: expected ${expected}`)
  }
  const expectWord = (word: string) => accept(word) || fail(word)
  const expectPunct = (punct: string) => acceptPunct(punct) || fail(`"${punct}"`)

  const column = (where: string): string => {
    const token = peek()
    if (!isName() || isReserved(token)) fail(`a column of ${table} ${where}`)
    if (!known.has(foldCase(token.value))) {
      throw new QueryRejection(`unknown column ${JSON.stringify(token.value)} in ${table}`)
    }
    at++
    return token.value
  }

  const fields = () => {
    if (acceptPunct('*')) return
    if (!accept('COUNT')) {
      let count = 0
      do {
        checkCount(++count, MAX_SELECT_COLUMNS, 'columns in the select list', '; use * for all')
        column('in the select list')
      } while (acceptPunct(','))
      return
    }
    expectPunct('(')
    if (!acceptPunct('*')) {
      accept('DISTINCT')
      column('inside COUNT()')
    }
    expectPunct(')')
    if (!accept('AS')) return
    if (!isName() || isReserved(peek())) fail('a name after AS')
    at++
  }

  const from = () => {
    expectWord('FROM')
    const token = peek()
    if (!isName() || foldCase(token.value) !== foldCase(table)) {
      const got = token.kind === 'end' ? 'nothing' : token.raw
      throw new QueryRejection(`only SELECT ... FROM "${table}" is allowed (got ${got})`)
    }
    at++
    if (isPunct(',')) throw new QueryRejection('joins are not allowed: ","')
  }

  const value = () => {
    const kind = peek().kind
    if (!take(kind === 'string' || kind === 'number' || isWord('NULL'))) {
      fail('a string, number or NULL')
    }
  }

  const unary = (depth: number): void => {
    if (acceptPunct('(')) {
      if (depth >= MAX_NESTING) {
        throw new QueryRejection(`conditions are nested too deeply (limit ${MAX_NESTING})`)
      }
      or(depth + 1)
      expectPunct(')')
      return
    }
    checkCount(++conditions, MAX_CONDITIONS, 'conditions in WHERE', '; match values with IN (...)')
    column('in WHERE')
    if (take(peek().kind === 'punct' && COMPARISONS.has(peek().value))) value()
    else if (accept('LIKE')) {
      const pattern = peek()
      if (pattern.kind !== 'string') fail('a string pattern after LIKE')
      checkLikePattern(pattern.value, pattern.pos)
      at++
    } else if (accept('IN')) {
      expectPunct('(')
      let count = 0
      do {
        checkCount(++count, MAX_IN_VALUES, 'values in one IN list', '; split the list with OR')
        value()
      } while (acceptPunct(','))
      expectPunct(')')
    } else if (accept('IS')) {
      accept('NOT')
      expectWord('NULL')
    } else fail('=, <>, <, >, <=, >=, LIKE, IN or IS [NOT] NULL')
  }

  const and = (depth: number) => {
    do {
      unary(depth)
    } while (accept('AND'))
  }
  const or = (depth: number) => {
    do {
      and(depth)
    } while (accept('OR'))
  }

  const orderBy = () => {
    let count = 0
    do {
      checkCount(++count, MAX_ORDER_TERMS, 'ORDER BY terms')
      column('after ORDER BY (expressions and positions are not allowed)')
      if (!accept('ASC')) accept('DESC')
    } while (acceptPunct(','))
  }

  const integer = (clause: string, max: number) => {
    const token = peek()
    const n = token.kind === 'number' && INTEGER_RE.test(token.value) ? Number(token.value) : NaN
    if (!(n <= max)) {
      const got = token.kind === 'end' ? 'nothing' : token.raw
      throw new QueryRejection(`${clause} must be an integer from 0 to ${max}, got ${got}`)
    }
    at++
  }

  expectWord('SELECT')
  fields()
  from()
  if (accept('WHERE')) or(0)
  if (accept('ORDER')) {
    expectWord('BY')
    orderBy()
  }
  if (accept('LIMIT')) {
    integer('LIMIT', MAX_LIMIT)
    if (isPunct(',')) throw new QueryRejection('write LIMIT n OFFSET m, not LIMIT m, n')
    if (accept('OFFSET')) integer('OFFSET', MAX_OFFSET)
  }
  if (peek().kind !== 'end') fail('end of query')
}
