import {
  checkColumn,
  renderWhere,
  toCondition,
  type ComparisonOperator,
  type Condition,
  type SqlValue,
} from './query-builder/conditions'
import {
  CONTROL_CHAR_RE,
  MAX_LIMIT,
  MAX_QUERY_LENGTH,
  quoteIdentifier,
} from './query-guard/grammar'

export type { ComparisonOperator, SqlValue }

/** The arguments of `where`: a comparison, an IN list or a null test. */
export type WhereArgs<C extends string> =
  | [column: C, operator: ComparisonOperator, value: SqlValue]
  | [column: C, operator: 'IN', values: readonly SqlValue[]]
  | [column: C, operator: 'IS NULL' | 'IS NOT NULL']

/** Fills the empty group it is given and returns it. */
export type GroupFactory<C extends string> = (group: ConditionGroup<C>) => ConditionGroup<C>

/** Conditions, joined by AND (by OR inside an `orWhere` group). Immutable. */
export interface Filterable<C extends string, Self> {
  /** Adds a condition: `("path" = '/docs')`, `("id" IN (1, 2))`, `("image" IS NULL)`. */
  where(...args: WhereArgs<C>): Self
  /** Same as `where`, or adds a nested group whose conditions are joined by AND. */
  andWhere(...args: WhereArgs<C> | [group: GroupFactory<C>]): Self
  /** Adds a nested group whose conditions are joined by OR. */
  orWhere(group: GroupFactory<C>): Self
}

/** A nested group of conditions, handed to a GroupFactory. */
export type ConditionGroup<C extends string> = Filterable<C, ConditionGroup<C>>

/** A SELECT on one collection's table. Immutable: every call returns a new query. */
export interface ContentQuery<C extends string> extends Filterable<C, ContentQuery<C>> {
  /** Columns to return; none (the default) selects `*`. */
  select(...columns: C[]): ContentQuery<C>
  /** Appends a sort key; the first call sorts first. */
  order(column: C, direction?: 'ASC' | 'DESC'): ContentQuery<C>
  /** At most `count` rows, 0 to 1000 (MAX_LIMIT). */
  limit(count: number): ContentQuery<C>
  /** Skips `count` rows; needs `limit` (SQLite has no OFFSET without LIMIT). */
  skip(count: number): ContentQuery<C>
  /** The SELECT of rows. */
  build(): string
  /** `SELECT COUNT(*|"col"|DISTINCT "col") AS "count"` with the same WHERE; no order or paging. */
  count(column?: C, options?: { distinct?: boolean }): string
}

interface QueryState {
  readonly table: string
  readonly columns: ReadonlySet<string>
  readonly fields: readonly string[]
  readonly conditions: readonly Condition[]
  readonly orders: readonly string[]
  readonly limit?: number
  readonly offset?: number
}

/** Conditions of the groups handed to factories, read back when a factory returns. */
const GROUP_CONDITIONS = new WeakMap<object, readonly Condition[]>()

/**
 * Starts a query on a collection's table. Unknown columns, bad values and out-of-range limits
 * throw at once, so every string it returns passes `checkContentQuery` (./query-guard).
 *
 * @example
 * queryCollection('content_blog', ['title', 'date', 'draft'])
 *   .select('title').where('draft', '=', false).order('date', 'DESC').limit(10).build()
 * // SELECT "title" FROM "content_blog" WHERE ("draft" = 0) ORDER BY "date" DESC LIMIT 10
 */
export function queryCollection<const C extends string>(
  table: string,
  columns: readonly C[]
): ContentQuery<C> {
  if (!table || CONTROL_CHAR_RE.test(table)) throw new Error(`invalid table name "${table}"`)
  return createQuery({ table, columns: new Set(columns), fields: [], conditions: [], orders: [] })
}

function createQuery<C extends string>(state: QueryState): ContentQuery<C> {
  const next = (patch: Partial<QueryState>) => createQuery<C>({ ...state, ...patch })
  const column = (name: C) => checkColumn(state.table, state.columns, name)
  const from = () => `FROM ${quoteIdentifier(state.table)}${renderWhere(state.conditions)}`
  return {
    ...createFilters<C, ContentQuery<C>>(state, state.conditions, (conditions) =>
      next({ conditions })
    ),
    select: (...fields) => next({ fields: fields.map(column) }),
    order: (name, direction = 'ASC') => {
      if (direction !== 'ASC' && direction !== 'DESC') throw new Error(`invalid sort ${direction}`)
      return next({ orders: [...state.orders, `${quoteIdentifier(column(name))} ${direction}`] })
    },
    limit: (count) => next({ limit: checkCount('limit', count, MAX_LIMIT) }),
    skip: (count) => next({ offset: checkCount('skip', count, Number.MAX_SAFE_INTEGER) }),
    build: () => {
      if (state.offset !== undefined && state.limit === undefined) {
        throw new Error('skip() needs limit(): SQLite has no OFFSET without LIMIT')
      }
      const fields = state.fields.length ? state.fields.map(quoteIdentifier).join(', ') : '*'
      const order = state.orders.length ? ` ORDER BY ${state.orders.join(', ')}` : ''
      const limit = state.limit === undefined ? '' : ` LIMIT ${state.limit}`
      const offset = state.offset === undefined ? '' : ` OFFSET ${state.offset}`
      return checkLength(`SELECT ${fields} ${from()}${order}${limit}${offset}`)
    },
    count: (name, options) => {
      const target = name === undefined ? '*' : quoteIdentifier(column(name))
      const counted = options?.distinct && name !== undefined ? `DISTINCT ${target}` : target
      return checkLength(`SELECT COUNT(${counted}) AS "count" ${from()}`)
    },
  }
}

/** where/andWhere/orWhere over a list of conditions; `wrap` makes the next immutable value. */
function createFilters<C extends string, Self>(
  state: QueryState,
  list: readonly Condition[],
  wrap: (conditions: readonly Condition[]) => Self
): Filterable<C, Self> {
  const add = (condition?: Condition) => wrap(condition ? [...list, condition] : list)
  const where = (...[name, operator, value]: WhereArgs<C>) =>
    add(toCondition(checkColumn(state.table, state.columns, name), operator, value))
  const group = (join: 'AND' | 'OR', factory: GroupFactory<C>): Condition | undefined => {
    const conditions = GROUP_CONDITIONS.get(factory(createGroup<C>(state, [])))
    if (!conditions) throw new Error('a where group factory must return the group it was given')
    return conditions.length > 1 ? { kind: 'group', join, conditions } : conditions[0]
  }
  return {
    where,
    andWhere: (...args) =>
      typeof args[0] === 'function' ? add(group('AND', args[0])) : where(...(args as WhereArgs<C>)),
    orWhere: (factory) => add(group('OR', factory)),
  }
}

function createGroup<C extends string>(state: QueryState, list: readonly Condition[]) {
  const group: ConditionGroup<C> = createFilters(state, list, (conditions) =>
    createGroup<C>(state, conditions)
  )
  GROUP_CONDITIONS.set(group, list)
  return group
}

function checkCount(method: string, count: number, max: number): number {
  if (Number.isInteger(count) && count >= 0 && count <= max) return count
  throw new Error(`${method}() takes an integer from 0 to ${max}, got ${count}`)
}

function checkLength(sql: string): string {
  if (sql.length <= MAX_QUERY_LENGTH) return sql
  throw new Error(`the query is ${sql.length} characters long; the limit is ${MAX_QUERY_LENGTH}`)
}
