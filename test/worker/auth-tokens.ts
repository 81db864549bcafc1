import { env } from 'cloudflare:test'
import { SESSION_MAX_AGE_S } from '../../worker/auth/config'
import { SESSION_COOKIE } from '../../worker/auth/cookie'
import { sha256Hex } from '../../worker/crypto'

/**
 * Token forging kit of the auth tests: JWTs built by hand (any header, any claims, any key),
 * and session rows in the real D1. Consumers: auth-tokens.test.ts, admin-guard.test.ts.
 */

/** base64url of a string (UTF-8) or bytes, no padding. */
export function b64url(value: string | ArrayBuffer): string {
  const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : new Uint8Array(value)
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The JSON of a base64url segment. */
export function readSegment(segment: string): Record<string, unknown> {
  return JSON.parse(atob(segment.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>
}

/** The `kid` the worker derives for a secret (worker/auth/config.ts). */
export async function kidOf(secret: string): Promise<string> {
  return (await sha256Hex(`aster-session-kid:${secret}`)).slice(0, 16)
}

/**
 * A compact JWS signed with HMAC (SHA-256 or `hash`) under raw `key` bytes, with no library
 * checks. HMAC zero-pads short keys, so 64 zero bytes sign exactly as the empty key would.
 */
export async function signRaw(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  key: string | Uint8Array<ArrayBuffer>,
  hash: 'SHA-256' | 'SHA-512' = 'SHA-256'
): Promise<string> {
  const input = `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}`
  const raw = typeof key === 'string' ? new TextEncoder().encode(key) : key
  const hmac = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash }, false, ['sign'])
  return `${input}.${b64url(await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(input)))}`
}

/** The empty HMAC key (see {@link signRaw}). */
export const EMPTY_KEY = new Uint8Array(64)

/** An allowed admin (ADMIN_ALLOW in vitest.config.ts lists this login). */
export const ADMIN = { id: '9001', login: 'aster-admin', name: 'Ada Admin', avatarUrl: null }

/** Claims of a fresh session for `sub`, with a new `jti`. */
export function freshClaims(sub = ADMIN.id, now = Date.now()) {
  const iat = Math.floor(now / 1000)
  return { sub, jti: crypto.randomUUID().replace(/-/g, ''), iat, exp: iat + 3600 }
}

/** Inserts the D1 row of a session (what the OAuth callback writes). */
export async function insertSessionRow(
  claims: { sub: string; jti: string; exp: number },
  user: { login: string; name?: string | null } = ADMIN,
  revokedAt: number | null = null
) {
  await env.DB.prepare(
    'INSERT INTO sessions (jti, sub, login, name, avatar_url, created_at, expires_at, revoked_at) VALUES (?, ?, ?, ?, NULL, ?, ?, ?)'
  )
    .bind(
      claims.jti,
      claims.sub,
      user.login,
      user.name ?? null,
      Date.now(),
      claims.exp * 1000,
      revokedAt
    )
    .run()
}

/** A valid token (current key and kid) for `claims`. */
export async function validToken(claims: Record<string, unknown>): Promise<string> {
  const secret = env.SESSION_SECRET!
  return signRaw({ alg: 'HS256', typ: 'JWT', kid: await kidOf(secret) }, claims, secret)
}

/** A signed-in admin: a D1 session row and its `Cookie` header. */
export async function signedInCookie(): Promise<string> {
  const claims = freshClaims()
  await insertSessionRow(claims)
  return `${SESSION_COOKIE}=${await validToken(claims)}`
}

export { SESSION_COOKIE, SESSION_MAX_AGE_S }
