import type { Db } from './client'
import { createIsolateMemo } from '../isolate-memo'
import { getModulesVersion } from './queries/modules'

/**
 * How long an isolate reuses the modules version it read from D1. A content load or a cron run
 * in another isolate shows here within this time (the edge-cache key and ETag carry the version).
 */
export const MODULES_VERSION_TTL_MS = 30_000

/** The last version read by this isolate; the value only, never a pending promise of another request. */
const memo = createIsolateMemo<string>({ ttlMs: MODULES_VERSION_TTL_MS })

/**
 * The modules version ({@link getModulesVersion}), read from D1 at most once per
 * {@link MODULES_VERSION_TTL_MS} per isolate, so edge-cache hits and 304s of `/api/modules` and
 * `/api/stats` cost no D1 round trip. Consumers: worker/api/modules.ts (edge cache), the stats
 * cron (resets it after writing).
 */
export function getIsolateModulesVersion(db: Db): Promise<string> {
  return memo.get('modules', () => getModulesVersion(db))
}

/** Forgets the isolate's version: the stats cron calls it after its writes, so its isolate sees them at once. */
export function resetIsolateModulesVersion(): void {
  memo.reset()
}
