import { desc, gte, lt, max, sql, sum } from 'drizzle-orm'
import type { SearchMissRow } from '../../../src/shared/admin/types'
import type { Db } from '../client'
import { searchMisses } from '../schema'

/** Where a search that found nothing came from. */
export type MissSource = 'mcp' | 'palette'

/** Distinct misses kept per day at most: a flood of random queries cannot grow the table. */
export const MAX_MISSES_PER_DAY = 5000
/** Days a miss is kept (the admin screen shows the last 30). */
export const MISS_RETENTION_DAYS = 90
/** Longest query kept. */
const MAX_QUERY_CHARS = 200

/** UTC day `YYYY-MM-DD` of a time. */
const dayOf = (now: number) => new Date(now).toISOString().slice(0, 10)

/**
 * Counts one search that found nothing (query folded: trimmed, one space, lowercased). A new
 * query is stored only while the day has fewer than MAX_MISSES_PER_DAY rows; a known one always
 * counts. No address, agent or cookie is stored. Consumers: the search API (palette) and the
 * MCP tool search_docs, after the answer (`waitUntil`).
 */
export async function recordSearchMiss(
  db: Db,
  miss: { query: string; version: string; locale: string; source: MissSource },
  now = Date.now()
): Promise<void> {
  const query = miss.query.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_QUERY_CHARS)
  if (!query) return
  const day = dayOf(now)
  await db.run(sql`INSERT INTO ${searchMisses} (query, version, locale, source, day, count)
    SELECT ${query}, ${miss.version}, ${miss.locale}, ${miss.source}, ${day}, 1
    WHERE (SELECT count(*) FROM ${searchMisses} WHERE day = ${day}) < ${MAX_MISSES_PER_DAY}
      OR EXISTS (SELECT 1 FROM ${searchMisses} WHERE query = ${query} AND version = ${miss.version}
        AND locale = ${miss.locale} AND source = ${miss.source} AND day = ${day})
    ON CONFLICT (query, version, locale, source, day) DO UPDATE SET count = count + 1`)
}

/** The queries that found nothing in the last `days` days, most asked first. */
export async function listTopMisses(
  db: Db,
  { days = 30, limit = 50 }: { days?: number; limit?: number } = {},
  now = Date.now()
): Promise<SearchMissRow[]> {
  const total = sum(searchMisses.count).mapWith(Number)
  const rows = await db
    .select({
      query: searchMisses.query,
      version: searchMisses.version,
      locale: searchMisses.locale,
      sources: sql<string>`group_concat(DISTINCT ${searchMisses.source})`,
      count: total,
      lastDay: max(searchMisses.day),
    })
    .from(searchMisses)
    .where(gte(searchMisses.day, dayOf(now - (days - 1) * 86_400_000)))
    .groupBy(searchMisses.query, searchMisses.version, searchMisses.locale)
    .orderBy(desc(total), desc(max(searchMisses.day)), searchMisses.query)
    .limit(limit)
  return rows.map((row) => ({ ...row, lastDay: row.lastDay ?? '' }))
}

/** Deletes misses older than MISS_RETENTION_DAYS (the scheduled job). */
export async function pruneSearchMisses(db: Db, now = Date.now()): Promise<void> {
  await db
    .delete(searchMisses)
    .where(lt(searchMisses.day, dayOf(now - MISS_RETENTION_DAYS * 86_400_000)))
}
