import { drizzle } from 'drizzle-orm/d1'
import * as schema from './schema'

const connect = (d1: D1Database) => drizzle(d1, { schema })

/** The drizzle client of each D1 binding this isolate has seen (a binding is per isolate). */
const clients = new WeakMap<D1Database, ReturnType<typeof connect>>()

/**
 * A drizzle client over the D1 binding, one per binding and isolate: building it walks the whole
 * schema (relational config of every table), work a request should not repeat. No I/O.
 */
export function getDb(d1: D1Database) {
  let db = clients.get(d1)
  if (!db) {
    db = connect(d1)
    clients.set(d1, db)
  }
  return db
}
export type Db = ReturnType<typeof connect>
