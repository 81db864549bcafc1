/**
 * The cache key of a page row's SQL statements: the row's content is a function of its page's
 * compile (the content cache key: compiler, collection, path, text), its file's stem and position,
 * and its body, which the read-more titles may rewrite after the compile (then the row has no key:
 * its statements are encoded again). Noted by collect.ts when a row is made, read by
 * collection-sql.ts when its statements are written.
 */
const rowSources = new WeakMap<object, { key: string; body: unknown }>()

/** Notes a page row's statement key, with the body as compiled. */
export function noteRowKey(row: Record<string, unknown>, pageKey: string): void {
  rowSources.set(row, { key: rowKey(pageKey, row.stem, row.position), body: row.body })
}

/** The statement key of a page row made from the compile of `pageKey` at its stem and position. */
export function rowKey(pageKey: string, stem: unknown, position: unknown): string {
  return `${pageKey}\0${String(stem)}\0${String(position)}`
}

/** The statement key of a row; undefined for a data row or a page whose body was rewritten. */
export function rowKeyOf(row: Record<string, unknown>): string | undefined {
  const source = rowSources.get(row)
  return source && source.body === row.body ? source.key : undefined
}

/**
 * Forgets a row's statement key once its statements are spilled (row-statements.ts): the note
 * holds the compiled body, which would keep every spilled page's HTML alive.
 */
export function forgetRowKey(row: Record<string, unknown>): void {
  rowSources.delete(row)
}
