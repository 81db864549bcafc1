import { and, desc, gte, max, sql, sum } from 'drizzle-orm'
import type { Db } from '../client'
import { notFoundHits } from '../schema'

/** The bounds of the 404 log (worker/db/tables/not-found.ts). */
export const NOT_FOUND_LIMITS = {
  /** Rows kept at most; past it the oldest day's least-hit rows are evicted. */
  maxRows: 5000,
  /** New paths taken a day: a flood of random paths cannot push the history out at once. */
  newPathsPerDay: 1000,
  /** Days kept (and shown by the admin screen). */
  days: 30,
} as const

/** The UTC day of a time, `YYYY-MM-DD`. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/**
 * Counts one 404 of `path` today: one statement that adds the row or increments it (a new path
 * only while the day has fewer than {@link NOT_FOUND_LIMITS}.newPathsPerDay). A new row also
 * evicts: rows past the kept days, then past maxRows the oldest day's least-hit rows.
 */
export async function recordNotFound(d1: D1Database, path: string, now = Date.now()) {
  const day = utcDay(now)
  const inserted = await d1
    .prepare(
      `INSERT INTO not_found_hits (path, day, hits, last_at)
       SELECT ?1, ?2, 1, ?3
       WHERE (SELECT count(*) FROM not_found_hits WHERE day = ?2) < ?4
          OR EXISTS (SELECT 1 FROM not_found_hits WHERE path = ?1 AND day = ?2)
       ON CONFLICT (path, day) DO UPDATE SET hits = hits + 1, last_at = excluded.last_at
       RETURNING hits`
    )
    .bind(path, day, now, NOT_FOUND_LIMITS.newPathsPerDay)
    .first<{ hits: number }>()
  if (inserted?.hits !== 1) return
  const oldest = utcDay(now - (NOT_FOUND_LIMITS.days - 1) * 86_400_000)
  await d1
    .prepare(
      `DELETE FROM not_found_hits WHERE day < ?1 OR rowid IN (
         SELECT rowid FROM not_found_hits ORDER BY day ASC, hits ASC, last_at ASC
         LIMIT max(0, (SELECT count(*) FROM not_found_hits) - ?2))`
    )
    .bind(oldest, NOT_FOUND_LIMITS.maxRows)
    .run()
}

/** One path of the 'Not found' screen: hits and days seen in the window, last hit. */
export interface NotFoundRow {
  path: string
  hits: number
  lastAt: number
}

/** The most-hit paths of the last `days` days (most hits first). */
export async function listTopNotFound(
  db: Db,
  limit: number,
  days: number = NOT_FOUND_LIMITS.days,
  now = Date.now()
): Promise<NotFoundRow[]> {
  const from = utcDay(now - (days - 1) * 86_400_000)
  const hits = sql<number>`cast(${sum(notFoundHits.hits)} as integer)`
  return db
    .select({ path: notFoundHits.path, hits, lastAt: sql<number>`${max(notFoundHits.lastAt)}` })
    .from(notFoundHits)
    .where(and(gte(notFoundHits.day, from)))
    .groupBy(notFoundHits.path)
    .orderBy(desc(hits), notFoundHits.path)
    .limit(limit)
}
