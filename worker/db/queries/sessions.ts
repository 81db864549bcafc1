import { and, eq, gt, isNull, lt } from 'drizzle-orm'
import type { SessionUser } from '../../../src/shared/auth/session'
import type { Db } from '../client'
import { sessions } from '../schema'

/** Records a newly issued session token (its `jti`) with the user it was issued to. */
export async function insertSession(
  db: Db,
  row: { jti: string; user: SessionUser; createdAt: number; expiresAt: number }
): Promise<void> {
  const { jti, user, createdAt, expiresAt } = row
  await db.insert(sessions).values({
    jti,
    sub: user.id,
    login: user.login,
    name: user.name,
    avatarUrl: user.avatarUrl,
    createdAt,
    expiresAt,
  })
}

/** The user of a live session (`jti` known, same `sub`, not revoked, not expired), else undefined. */
export async function findLiveSession(
  db: Db,
  jti: string,
  sub: string,
  now = Date.now()
): Promise<SessionUser | undefined> {
  const row = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.jti, jti),
        eq(sessions.sub, sub),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now)
      )
    )
    .get()
  return row
    ? { id: row.sub, login: row.login, name: row.name, avatarUrl: row.avatarUrl }
    : undefined
}

/** Marks a session revoked (sign-out); a revoked `jti` is never accepted again. */
export async function revokeSession(db: Db, jti: string, now = Date.now()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.jti, jti))
}

/** Deletes sessions that expired more than a day ago (run by the scheduled job). */
export async function pruneSessions(db: Db, now = Date.now()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now - 24 * 3600 * 1000))
}
