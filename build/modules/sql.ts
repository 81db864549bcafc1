import { getTableName } from 'drizzle-orm'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { frameworkStats, modules } from '../../worker/db/schema'
import { contentInfoStatements, insertStatements, toColumnValues } from '../content/sql'

/** The modules step's SQL: upserts that keep what the stats cron wrote, and the file it goes in. */

/** Columns the stats cron writes: a content load sets them only until the cron has refreshed the row. */
const CRON_STATS_COLUMNS = new Set(['downloads', 'stars'])
/** The cron's mark: null until its first refresh of the row; a content load keeps it while the package stays the same. */
const CRON_MARK_COLUMN = 'stats_updated_at'
/** The package the cron's figures were fetched for: when a file changes one, its figures apply again. */
const STATS_SOURCE_COLUMNS = ['npm', 'repo']

/** Writes `modules.json` (the statements plus the `content_info` row) into `dir`. */
export async function writeModules(
  dir: string,
  built: { statements: string[]; hash: string; count: number },
  buildId: string,
  builtAt: number
): Promise<void> {
  const info = contentInfoStatements({
    collection: 'modules',
    hash: built.hash,
    buildId,
    rows: built.count,
    navigation: [],
    builtAt: new Date(builtAt).toISOString(),
  })
  const statements = [...built.statements, ...info]
  await writeFile(join(dir, 'modules.json'), JSON.stringify(statements))
}

/**
 * INSERT statements of a row turned into an upsert on `key`. Downloads and stars take the file's
 * values while the cron has not refreshed the row yet (so an author can still correct the initial
 * figures); once it has, they and the cron's mark stay, unless the file now names another package
 * (`npm` or `repo` changed): then the file's figures apply and the mark is cleared, so the cron
 * refreshes the row first. Long rows stay split (INSERT, then `UPDATE … ||` appends): the upsert
 * resets the long value first, so the appends rebuild it on an existing row too.
 */
export function upsert(
  table: typeof modules | typeof frameworkStats,
  row: Record<string, unknown>,
  key: string
): string[] {
  const [insert, ...appends] = insertStatements(table, row)
  const name = getTableName(table)
  const columns = [...toColumnValues(table, row).keys()].map((column) => column.name)
  const samePackage = STATS_SOURCE_COLUMNS.map(
    (column) => `"${name}"."${column}" = excluded."${column}"`
  ).join(' AND ')
  const refreshed = `"${name}"."${CRON_MARK_COLUMN}" IS NOT NULL AND ${samePackage}`
  const set = columns
    .filter((column) => column !== key)
    .map((column) => {
      if (column === CRON_MARK_COLUMN)
        return `"${column}" = CASE WHEN ${samePackage} THEN "${name}"."${column}" END`
      if (CRON_STATS_COLUMNS.has(column))
        return `"${column}" = CASE WHEN ${refreshed} THEN "${name}"."${column}" ELSE excluded."${column}" END`
      return `"${column}" = excluded."${column}"`
    })
  return [
    `${insert!.slice(0, -1)} ON CONFLICT ("${key}") DO UPDATE SET ${set.join(', ')};`,
    ...appends,
  ]
}
