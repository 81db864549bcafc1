import {
  COMPARISON_OPERATORS,
  CONTROL_CHAR_RE,
  MAX_NESTING,
  quoteIdentifier,
  quoteString,
} from '../query-guard/grammar'

/** A literal value: strings, finite numbers, booleans (rendered 1/0) and null. */
export type SqlValue = string | number | boolean | null

/** Operators taking one value; `= null` and `<> null` become IS [NOT] NULL. */
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number] | 'LIKE'

/** One WHERE condition of the builder, checked when it is added. */
export type Condition =
  | { kind: 'compare'; column: string; operator: ComparisonOperator; value: SqlValue }
  | { kind: 'in'; column: string; values: readonly SqlValue[] }
  | { kind: 'null'; column: string; not: boolean }
  | { kind: 'group'; join: 'AND' | 'OR'; conditions: readonly Condition[] }

const OPERATORS: readonly unknown[] = [...COMPARISON_OPERATORS, 'LIKE']

/** Returns the column if the table has it, else throws naming the table. */
export function checkColumn(table: string, columns: ReadonlySet<string>, name: unknown): string {
  if (typeof name === 'string' && columns.has(name)) return name
  throw new Error(`unknown column ${JSON.stringify(name)} in ${table}`)
}

/** Turns `where` arguments into a condition, throwing on bad operators or values. */
export function toCondition(column: string, operator: unknown, value?: unknown): Condition {
  if (operator === 'IS NULL' || operator === 'IS NOT NULL') {
    return { kind: 'null', column, not: operator === 'IS NOT NULL' }
  }
  if (operator === 'IN') {
    if (!Array.isArray(value) || !value.length) throw new Error('IN needs a non-empty array')
    return { kind: 'in', column, values: value.map(checkValue) }
  }
  if (!OPERATORS.includes(operator)) throw new Error(`unknown operator ${String(operator)}`)
  if (operator === 'LIKE' && typeof value !== 'string') throw new Error('LIKE needs a string')
  const checked = checkValue(value)
  if (checked === null && (operator === '=' || operator === '<>')) {
    return { kind: 'null', column, not: operator === '<>' }
  }
  if (checked === null) throw new Error(`${String(operator)} cannot compare with null`)
  return { kind: 'compare', column, operator: operator as ComparisonOperator, value: checked }
}

/** ` WHERE (a) AND (b)`, or '' without conditions. */
export function renderWhere(conditions: readonly Condition[]): string {
  if (!conditions.length) return ''
  return ` WHERE ${conditions.map((condition) => renderCondition(condition, 1)).join(' AND ')}`
}

function renderCondition(condition: Condition, depth: number): string {
  if (depth > MAX_NESTING) throw new Error(`conditions are nested deeper than ${MAX_NESTING}`)
  if (condition.kind === 'group') {
    const inner = condition.conditions.map((child) => renderCondition(child, depth + 1))
    return `(${inner.join(` ${condition.join} `)})`
  }
  const column = quoteIdentifier(condition.column)
  if (condition.kind === 'null') return `(${column} IS ${condition.not ? 'NOT ' : ''}NULL)`
  if (condition.kind === 'in') {
    return `(${column} IN (${condition.values.map(renderValue).join(', ')}))`
  }
  return `(${column} ${condition.operator} ${renderValue(condition.value)})`
}

function renderValue(value: SqlValue): string {
  if (value === null) return 'NULL'
  if (typeof value === 'boolean') return value ? '1' : '0'
  if (typeof value === 'number') return String(value)
  return quoteString(value)
}

function checkValue(value: unknown): SqlValue {
  if (value === null || typeof value === 'boolean') return value
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return value
    throw new Error(`numbers must be finite, got ${value}`)
  }
  if (typeof value !== 'string') throw new Error(`unsupported value ${String(value)}`)
  if (CONTROL_CHAR_RE.test(value)) throw new Error('strings cannot hold control characters')
  return value
}
