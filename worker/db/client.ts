import { drizzle } from 'drizzle-orm/d1'
import * as schema from './schema'

/** A drizzle client over the D1 binding (cheap: created per request, no I/O). */
export function getDb(d1: D1Database) {
  return drizzle(d1, { schema })
}
export type Db = ReturnType<typeof getDb>
