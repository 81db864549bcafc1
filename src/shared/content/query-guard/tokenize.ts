import { CONTROL_CHAR_RE } from './grammar'
import { QueryRejection } from './reject'

/**
 * `word`: unquoted identifier or keyword (compare upper-cased); `ident`: "quoted" identifier,
 * unescaped; `string`: 'literal', unescaped; `number`: decimal literal, sign included;
 * `punct`: operator or punctuation; `end`: end of input.
 */
export type TokenKind = 'word' | 'ident' | 'string' | 'number' | 'punct' | 'end'

/** One token of a content query. */
export interface Token {
  kind: TokenKind
  /** Unescaped value (identifier name, string contents) or the raw text. */
  value: string
  /** The text as written, for messages. */
  raw: string
  /** 1-based character position in the query. */
  pos: number
}

const WHITESPACE_RE = /[ \t\r\n]/
const WORD_START_RE = /[A-Za-z_]/
const WORD_RE = /[A-Za-z_][A-Za-z0-9_]*/y
const NUMBER_RE = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const WORD_CHAR_RE = /[A-Za-z0-9_$.]/
const DIGIT_RE = /\d/
const PARAMETER_RE = /[?:@$][A-Za-z0-9_]*/y
const DOLLAR_QUOTE_RE = /\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/y
const PUNCT_RE = /<=|>=|<>|!=|[*(),=<>]/y

/** Splits a content query into tokens, rejecting anything lexically outside the grammar. */
export function tokenize(sql: string): Token[] {
  const control = CONTROL_CHAR_RE.exec(sql)
  if (control) rejectControl(control[0], control.index)
  const tokens: Token[] = []
  let i = 0
  while (i < sql.length) {
    const ch = sql.charAt(i)
    const next = sql.charAt(i + 1)
    if (WHITESPACE_RE.test(ch)) {
      i++
      continue
    }
    const token = readToken(sql, i, ch, next)
    tokens.push(token)
    i += token.raw.length
  }
  tokens.push({ kind: 'end', value: '', raw: '', pos: sql.length + 1 })
  return tokens
}

/** The token at `index`, or the end token past it (tokenize always ends the list with one). */
export function tokenAt(tokens: readonly Token[], index: number): Token {
  return tokens[Math.min(index, tokens.length - 1)] ?? { kind: 'end', value: '', raw: '', pos: 0 }
}

function readToken(sql: string, i: number, ch: string, next: string): Token {
  const pos = i + 1
  if ((ch === '-' && next === '-') || (ch === '/' && next === '*')) {
    throw new QueryRejection(`comments are not allowed (found "${ch}${next}" at character ${pos})`)
  }
  if (ch === ';') throw new QueryRejection('";" is not allowed: send one statement')
  if (ch === '`') reject(`backtick identifiers are not allowed: use "double quotes"`, pos)
  if (ch === '[') reject(`[bracket] identifiers are not allowed: use "double quotes"`, pos)
  if (ch === '$' && match(DOLLAR_QUOTE_RE, sql, i)) reject('dollar quoting is not allowed', pos)
  if ('?:@$'.includes(ch)) {
    const raw = match(PARAMETER_RE, sql, i) ?? ch
    reject(`parameters are not allowed: send literal values instead of ${raw}`, pos)
  }
  if ((ch === 'x' || ch === 'X') && next === "'") {
    reject("blob literals (x'...') are not allowed", pos)
  }
  if (ch === "'") return readQuoted(sql, i, 'string')
  if (ch === '"') return readQuoted(sql, i, 'ident')
  if (ch === '0' && (next === 'x' || next === 'X')) reject('hex literals are not allowed', pos)
  if (DIGIT_RE.test(ch) || (ch === '-' && DIGIT_RE.test(next))) return readNumber(sql, i)
  if (WORD_START_RE.test(ch)) {
    const raw = match(WORD_RE, sql, i) as string
    if (sql.charAt(i + raw.length) === '.') rejectQualified(i + raw.length)
    return { kind: 'word', value: raw, raw, pos }
  }
  if (ch === '.') rejectQualified(i)
  const punct = match(PUNCT_RE, sql, i)
  if (punct) return { kind: 'punct', value: punct === '!=' ? '<>' : punct, raw: punct, pos }
  return reject(`unexpected character ${JSON.stringify(ch)}`, pos)
}

function readQuoted(sql: string, start: number, kind: 'string' | 'ident'): Token {
  const quote = sql.charAt(start)
  let value = ''
  let i = start + 1
  while (i < sql.length) {
    if (sql.charAt(i) !== quote) {
      value += sql.charAt(i++)
      continue
    }
    if (sql.charAt(i + 1) === quote) {
      value += quote
      i += 2
      continue
    }
    if (kind === 'ident' && sql.charAt(i + 1) === '.') rejectQualified(i + 1)
    return { kind, value, raw: sql.slice(start, i + 1), pos: start + 1 }
  }
  const what = kind === 'string' ? 'string' : 'quoted identifier'
  return reject(`unterminated ${what}: add the closing ${quote}`, start + 1)
}

function readNumber(sql: string, i: number): Token {
  const raw = match(NUMBER_RE, sql, i) as string
  const after = sql.charAt(i + raw.length)
  if (WORD_CHAR_RE.test(after)) reject(`malformed number ${JSON.stringify(raw + after)}`, i + 1)
  return { kind: 'number', value: raw, raw, pos: i + 1 }
}

function match(re: RegExp, sql: string, i: number): string | undefined {
  re.lastIndex = i
  return re.exec(sql)?.[0]
}

function rejectQualified(index: number): never {
  return reject('qualified names (table.column) are not allowed: name columns alone', index + 1)
}

function rejectControl(ch: string, index: number): never {
  const code = `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`
  const what = ch === '\0' ? 'NUL bytes are' : 'control characters are'
  return reject(`${what} not allowed (found ${code})`, index + 1)
}

function reject(message: string, pos: number): never {
  throw new QueryRejection(`${message} at character ${pos}`)
}
