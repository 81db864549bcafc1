/*
 * Faulty D1 bindings for the fault tests: the platform failing under the worker, not a stand-in
 * for our code. Each implements the part of D1Database that drizzle uses.
 */

type Rows = { results: unknown[] }

function statement(run: () => Promise<Rows>, raw: () => Promise<unknown[]>) {
  const stmt = {
    bind: () => stmt,
    all: run,
    raw,
    run,
    first: async () => (await run()).results[0] ?? null,
  }
  return stmt
}

function database(run: () => Promise<Rows>, raw: () => Promise<unknown[]>): D1Database {
  return {
    prepare: () => statement(run, raw),
    batch: async (statements: unknown[]) => Promise.all(statements.map(() => run())),
    exec: async () => ({ count: 0, duration: 0 }),
    dump: async () => new ArrayBuffer(0),
    withSession: () => {
      throw new Error('not used')
    },
  } as unknown as D1Database
}

/** Every statement fails with `message` (as D1 reports it). */
export function failingD1(message: string): D1Database {
  // thrown synchronously, as a binding that fails before any I/O: a pre-rejected promise would be
  // reported by workerd as unhandled before the caller's await attaches to it
  const fail = (): never => {
    throw new Error(message)
  }
  return database(fail, fail)
}

/** Every statement succeeds with no rows: an empty database with its tables. */
export function emptyD1(): D1Database {
  return database(
    async () => ({ results: [] }),
    async () => []
  )
}

/** Every statement never answers. */
export function hangingD1(): D1Database {
  const never = () => new Promise<never>(() => {})
  return database(never, never)
}

/** An R2 bucket whose every read fails. */
export function failingR2(): R2Bucket {
  return {
    get: () => Promise.reject(new Error('R2 internal error')),
    head: () => Promise.reject(new Error('R2 internal error')),
  } as unknown as R2Bucket
}
