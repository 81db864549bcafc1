import { getTableColumns, type Column } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { contentDrafts, isJsonColumn } from '../../worker/db/schema'
import { insertStatements, sqlLiteral, toColumnValues } from './sql'

/*
 * Drafts (`draft: true` in a page's frontmatter) go to D1's `content_drafts`, never to their
 * collection's table: the public dump is made of the collection's own statements, so a draft
 * cannot leak through it, the content queries, listings or navigation. The statements below are
 * appended to the collection's SQL file (build/index.ts), not to its dump. The worker reads them
 * only in preview mode (worker/db/queries/drafts.ts).
 */

/**
 * A draft as its collection's table would hold it (drizzle JS keys, unknown fields folded into
 * `meta`, JSON columns as values), so the worker validates it with the same row schema.
 */
export function toDraftRow(table: SQLiteTable, row: Record<string, unknown>) {
  const values = toColumnValues(table, row)
  const entries = Object.entries(getTableColumns(table) as Record<string, Column>)
    .filter(([, column]) => values.has(column))
    .map(([key, column]) => {
      const value = values.get(column)
      // toColumnValues serialises JSON columns for SQL; the draft keeps the value itself
      return [key, isJsonColumn(column) && typeof value === 'string' ? JSON.parse(value) : value]
    })
  return Object.fromEntries(entries) as Record<string, unknown>
}

/**
 * The statements that replace a collection's drafts: delete them all, insert each (long rows
 * split into appends like any content row). Empty drafts still delete: a published page's old
 * draft row disappears on the next deploy.
 */
export function draftStatements(
  collection: string,
  table: SQLiteTable,
  drafts: Record<string, unknown>[]
): string[] {
  return [
    `DELETE FROM "content_drafts" WHERE "collection" = ${sqlLiteral(collection)};`,
    ...drafts.flatMap((row) =>
      insertStatements(contentDrafts, {
        id: `${collection}${String(row.path)}`,
        collection,
        path: row.path,
        row: toDraftRow(table, row),
      })
    ),
  ]
}
