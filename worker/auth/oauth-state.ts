import { jwtVerify, SignJWT } from 'jose'
import { constantTimeEqual, randomHex } from '../crypto'
import type { AuthConfig } from './config'

type ReadyConfig = Extract<AuthConfig, { ok: true }>

/** How long the provider round trip may take (the state cookie's life), in seconds. */
export const OAUTH_STATE_MAX_AGE_S = 600
const AUDIENCE = 'aster-oauth-state'

/** base64url without padding (PKCE, RFC 7636). */
function base64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * The PKCE S256 challenge of a verifier: base64url of its SHA-256. Consumers: the sign-in
 * (below) and the development provider that checks it (worker/api/dev-oauth.ts).
 */
export async function pkceChallenge(verifier: string): Promise<string> {
  return base64Url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)))
}

/**
 * A new sign-in attempt: a random `state` for the provider, a PKCE verifier with its S256
 * challenge, and both signed (HS256, current key, 10 minutes) into the value of the short-lived
 * `__Host-aster_oauth` cookie, so the callback can check them without storing anything.
 */
export async function createOAuthState(config: ReadyConfig, now = Date.now()) {
  const state = randomHex(16)
  const verifier = randomHex(32)
  const challenge = await pkceChallenge(verifier)
  const iat = Math.floor(now / 1000)
  const cookie = await new SignJWT({ state, verifier })
    .setProtectedHeader({ alg: 'HS256', kid: config.current.kid })
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + OAUTH_STATE_MAX_AGE_S)
    .sign(config.current.key)
  return { state, challenge, cookie }
}

/**
 * The PKCE verifier of a sign-in attempt, and when its cookie expires (ms), when the callback's
 * `state` matches the one signed into the cookie (and the cookie is genuine and fresh), else
 * undefined. Stateless: the callback then records the state as used (single use,
 * worker/db/queries/oauth-states.ts).
 */
export async function readOAuthState(
  config: ReadyConfig,
  cookie: string | undefined,
  state: string | undefined
): Promise<{ verifier: string; expiresAt: number } | undefined> {
  if (!cookie || !state || state.length > 64) return undefined
  try {
    const { payload } = await jwtVerify(cookie, config.current.key, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      requiredClaims: ['exp', 'iat'],
      maxTokenAge: OAUTH_STATE_MAX_AGE_S,
    })
    if (typeof payload.state !== 'string' || typeof payload.verifier !== 'string') return undefined
    if (!(await constantTimeEqual(payload.state, state))) return undefined
    return { verifier: payload.verifier, expiresAt: payload.exp! * 1000 }
  } catch {
    return undefined
  }
}
