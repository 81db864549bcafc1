import { lt } from 'drizzle-orm'
import type { Db } from '../client'
import { usedOAuthStates } from '../schema'

/**
 * Marks a sign-in attempt's `state` used: true the first time, false when a callback already
 * used it (a replay). One statement, so two callbacks at once cannot both win.
 */
export async function useOAuthState(db: Db, state: string, expiresAt: number): Promise<boolean> {
  const rows = await db
    .insert(usedOAuthStates)
    .values({ state, expiresAt })
    .onConflictDoNothing()
    .returning({ state: usedOAuthStates.state })
  return rows.length === 1
}

/** Deletes states whose cookie has expired (run by the scheduled job). */
export async function pruneOAuthStates(db: Db, now = Date.now()): Promise<void> {
  await db.delete(usedOAuthStates).where(lt(usedOAuthStates.expiresAt, now))
}
