import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * Searches that found nothing: the MCP tool `search_docs` and the palette's `/api/search`
 * (worker/db/queries/search-misses.ts), read by the admin screen of what the docs are missing.
 * One row per query, version, locale, source and UTC day with a count; no address, no agent.
 */
export const searchMisses = sqliteTable(
  'search_misses',
  {
    /** The query as asked, trimmed, blanks made one space, lowercased, at most 200 characters. */
    query: text('query').notNull(),
    /** Docs version searched (`4.x`). */
    version: text('version').notNull(),
    /** The searcher's locale (`en`, `zh-CN`). */
    locale: text('locale').notNull(),
    /** `mcp` (search_docs) or `palette` (/api/search). */
    source: text('source').notNull(),
    /** UTC day, `YYYY-MM-DD`. */
    day: text('day').notNull(),
    /** Times it was asked that day. */
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.query, table.version, table.locale, table.source, table.day] }),
    index('search_misses_day').on(table.day),
  ]
)
