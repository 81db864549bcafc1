import { HTTPException } from 'hono/http-exception'
import * as v from 'valibot'

/*
 * Reading content rows defensively: a row whose JSON columns are not what the build writes (a
 * hand-edited or half-written D1) must not take down more than itself. A page made of a bad row
 * answers 503 with a message; a list skips the bad row. Each bad row is logged once per isolate.
 * Consumers: worker/db/queries/{content,blog,modules}.ts.
 */

const ObjectSchema = v.looseObject({})

/** What every page row's JSON columns must hold. */
export const PageRowSchema = v.looseObject({
  toc: v.array(ObjectSchema, 'toc: expected an array'),
  meta: v.record(v.string(), v.unknown(), 'meta: expected an object'),
  navigation: v.union([v.boolean(), ObjectSchema], 'navigation: expected true, false or an object'),
})

/** A blog post row: a page row with authors and tags. */
export const BlogRowSchema = v.looseObject({
  ...PageRowSchema.entries,
  authors: v.array(v.looseObject({ name: v.string() }), 'authors: expected a list of {name}'),
  tags: v.array(v.string(), 'tags: expected a list of strings'),
})

/** A blog list entry (the columns the list reads). */
export const BlogEntrySchema = v.looseObject({
  authors: v.array(v.looseObject({ name: v.string() }), 'authors: expected a list of {name}'),
  tags: v.array(v.string(), 'tags: expected a list of strings'),
})

/** A navigation tree as stored in `content_info`. */
export const NavigationSchema = v.array(
  v.looseObject({ title: v.string(), path: v.string() }),
  'navigation: expected a list of {title, path}'
)

/** A module row's JSON columns. */
export const ModuleRowSchema = v.looseObject({
  maintainers: v.array(ObjectSchema, 'maintainers: expected a list'),
  compatibility: ObjectSchema,
})

/** Bad rows already logged by this isolate (bounded: a flood of bad rows logs at most this many). */
const logged = new Set<string>()
const MAX_LOGGED = 1000

function logOnce(id: string, message: string): void {
  if (logged.has(id) || logged.size >= MAX_LOGGED) return
  logged.add(id)
  console.error(`[content] malformed row ${id}: ${message}`)
}

/** The 503 of a page whose row is malformed (the message says which row and what is wrong). */
export function malformedRow(id: string, message: string): HTTPException {
  return new HTTPException(503, {
    message: `content row ${id} is malformed (${message}): rebuild and load the content again`,
  })
}

/** The row, checked against `schema`; a malformed row throws {@link malformedRow} (503). */
export function requireRow<S extends v.GenericSchema, R>(schema: S, row: R, id: string): R {
  const result = v.safeParse(schema, row)
  if (result.success) return row
  const message = result.issues[0].message
  logOnce(id, message)
  throw malformedRow(id, message)
}

/** The rows that pass `schema`; the others are skipped and logged once each. */
export function keepValidRows<S extends v.GenericSchema, R>(
  schema: S,
  rows: R[],
  idOf: (row: R) => string
): R[] {
  return rows.filter((row) => {
    const result = v.safeParse(schema, row)
    if (!result.success) logOnce(idOf(row), result.issues[0].message)
    return result.success
  })
}

/** The value when it passes `schema`, else `fallback` (logged once under `id`). */
export function validOr<S extends v.GenericSchema, R>(
  schema: S,
  value: R,
  fallback: R,
  id: string
): R {
  const result = v.safeParse(schema, value)
  if (result.success) return value
  logOnce(id, result.issues[0].message)
  return fallback
}
