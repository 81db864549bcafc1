import type { Context } from 'hono'
import type { SessionUser } from '../../src/shared/auth/session'
import { getDb } from '../db/client'
import { findLiveSession } from '../db/queries/sessions'
import type { AppEnv, Session } from '../env'
import { readAuthConfig, type AuthConfig } from './config'
import { readCookie, SESSION_COOKIE } from './cookie'
import { verifySessionToken } from './token'

/** True when the user is on the `ADMIN_ALLOW` list, by numeric id or login (any case). */
export function isAllowed(config: Extract<AuthConfig, { ok: true }>, user: SessionUser): boolean {
  return config.allow.ids.has(user.id) || config.allow.logins.has(user.login.toLowerCase())
}

/**
 * The request's session, or undefined for a guest: exactly one `__Host-` session cookie whose
 * token verifies (worker/auth/token.ts), whose `jti` is live in D1 (not revoked, not expired)
 * and whose user is still on the allow-list. Any doubt is a guest. Memoised on the context
 * (the admin guard and the admin pages ask the same question). Consumers: the admin guard,
 * the session API, the admin APIs.
 */
export async function getSession(c: Context<AppEnv>): Promise<Session | undefined> {
  const memo = c.get('session')
  if (memo !== undefined) return memo ?? undefined
  const session = await readSession(c)
  c.set('session', session ?? null)
  return session
}

async function readSession(c: Context<AppEnv>): Promise<Session | undefined> {
  const token = readCookie(c.req.header('cookie'), SESSION_COOKIE)
  if (!token || token.length > 4096) return undefined
  const config = await readAuthConfig(c.env)
  if (!config.ok) return undefined
  const claims = await verifySessionToken(config, token)
  if (!claims) return undefined
  const user = await findLiveSession(getDb(c.env.DB), claims.jti, claims.sub)
  if (!user || !isAllowed(config, user)) return undefined
  return { jti: claims.jti, user }
}
