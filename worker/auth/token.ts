import { decodeProtectedHeader, jwtVerify, SignJWT, type JWTPayload } from 'jose'
import { randomHex } from '../crypto'
import { SESSION_MAX_AGE_S, type AuthConfig } from './config'

// three base64url segments, none empty
const COMPACT_JWS_RE = /^[\w-]+\.[\w-]+\.[\w-]+$/

type ReadyConfig = Extract<AuthConfig, { ok: true }>

/** The claims of a verified session token. */
export interface SessionClaims {
  sub: string
  jti: string
  iat: number
  exp: number
}

/** Signs a new session token for a GitHub user id with the current key (`kid` in the header). */
export async function signSessionToken(
  config: ReadyConfig,
  sub: string,
  now = Date.now()
): Promise<SessionClaims & { token: string }> {
  const iat = Math.floor(now / 1000)
  const claims = { sub, jti: randomHex(16), iat, exp: iat + SESSION_MAX_AGE_S }
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: config.current.kid })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(config.current.key)
  return { ...claims, token }
}

/**
 * Verifies a session token: HS256 only, a known `kid` (the previous key only for tokens issued
 * before the rotation and only within the rotation window), `sub`, `iat`, `exp` and `jti`
 * present, `iat` neither in the future nor older than the maximum age, and a lifetime no longer
 * than the maximum age (an `exp` of 1e300 is refused). Returns undefined for anything else;
 * whether the `jti` is still live is the caller's D1 check.
 */
export async function verifySessionToken(
  config: ReadyConfig,
  token: string,
  now = Date.now()
): Promise<SessionClaims | undefined> {
  const key = pickKey(config, token, now)
  if (!key) return undefined
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(token, key.key, {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'iat', 'exp', 'jti'],
      maxTokenAge: SESSION_MAX_AGE_S,
      currentDate: new Date(now),
    }))
  } catch {
    return undefined
  }
  const { sub, jti, iat, exp } = payload
  // the OAuth state cookie is signed with the same key: it has an audience, a session has none
  if (payload.aud !== undefined) return undefined
  if (typeof sub !== 'string' || !/^\d{1,20}$/.test(sub)) return undefined
  if (typeof jti !== 'string' || !/^[0-9a-f]{32}$/.test(jti)) return undefined
  if (typeof iat !== 'number' || typeof exp !== 'number') return undefined
  if (exp - iat > SESSION_MAX_AGE_S || exp <= iat) return undefined
  // a leaked old key must not mint new sessions: it only vouches for tokens older than the rotation
  if (key.rotatedAt !== undefined && iat * 1000 > key.rotatedAt) return undefined
  return { sub, jti, iat, exp }
}

/**
 * The key a token names by `kid`, read before jose runs: anything but a three-part HS256 token
 * naming the current key (or the previous one inside its window) is refused without verifying.
 */
function pickKey(
  config: ReadyConfig,
  token: string,
  now: number
): { key: Uint8Array<ArrayBuffer>; rotatedAt?: number } | undefined {
  // an HS256 signature is 32 bytes: 43 base64url characters
  if (!COMPACT_JWS_RE.test(token) || token.length - token.lastIndexOf('.') - 1 !== 43)
    return undefined
  let header
  try {
    header = decodeProtectedHeader(token)
  } catch {
    return undefined
  }
  if (header.alg !== 'HS256') return undefined
  if (header.kid === config.current.kid) return { key: config.current.key }
  const previous = config.previous
  if (previous && header.kid === previous.kid && now < previous.until) {
    return { key: previous.key, rotatedAt: previous.rotatedAt }
  }
  return undefined
}
