import { sha256Hex } from '../crypto'
import type { Bindings } from '../env'

/** Shortest accepted `SESSION_SECRET`, in bytes (UTF-8): HS256 wants a key as long as its hash. */
export const MIN_SECRET_BYTES = 32
/** Longest a session lives, and the oldest `iat` accepted (jose `maxTokenAge`), in seconds. */
export const SESSION_MAX_AGE_S = 12 * 3600

/** One signing key and the `kid` that names it in a token's header. */
export interface SessionKey {
  kid: string
  key: Uint8Array<ArrayBuffer>
}

/** The session settings read from the environment, or why sign-in is turned off. */
export type AuthConfig =
  | {
      ok: true
      /** Signs new tokens and verifies them. */
      current: SessionKey
      /** The key before the last rotation: verifies tokens issued before `rotatedAt`, until `until`. */
      previous?: SessionKey & { rotatedAt: number; until: number }
      /** Allowed GitHub logins (lower case) and numeric ids. */
      allow: { logins: Set<string>; ids: Set<string> }
    }
  | { ok: false; reason: string }

const encoder = new TextEncoder()
let logged = ''

/** A key's `kid`: the first 16 hex digits of a SHA-256 of it (names the key, reveals nothing). */
async function toKey(secret: string): Promise<SessionKey> {
  return {
    kid: (await sha256Hex(`aster-session-kid:${secret}`)).slice(0, 16),
    key: encoder.encode(secret),
  }
}

/** Splits the `ADMIN_ALLOW` list (`octocat, 583231`) into logins and ids. */
export function parseAllowList(value: string | undefined): {
  logins: Set<string>
  ids: Set<string>
} {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean)
  return {
    logins: new Set(entries.filter((entry) => !/^\d+$/.test(entry)).map((e) => e.toLowerCase())),
    ids: new Set(entries.filter((entry) => /^\d+$/.test(entry))),
  }
}

/**
 * Reads and checks the session settings: `SESSION_SECRET` of at least {@link MIN_SECRET_BYTES},
 * an optional `SESSION_SECRET_PREVIOUS` honoured only with a valid `SESSION_ROTATED_AT` (for
 * {@link SESSION_MAX_AGE_S} after it), and the `ADMIN_ALLOW` list. A bad setting turns sign-in
 * off (the auth routes answer 503, /admin treats everyone as a guest) and is logged once per
 * isolate with what to fix. Consumers: worker/auth/session.ts, worker/api/auth.ts.
 */
export async function readAuthConfig(env: Bindings): Promise<AuthConfig> {
  const secret = env.SESSION_SECRET ?? ''
  if (encoder.encode(secret).byteLength < MIN_SECRET_BYTES) {
    return refuse(
      `sign-in disabled: SESSION_SECRET is ${secret ? `${encoder.encode(secret).byteLength} bytes` : 'not set'}; set a random secret of at least ${MIN_SECRET_BYTES} bytes (\`openssl rand -base64 48 | wrangler secret put SESSION_SECRET\`, or .dev.vars locally)`
    )
  }
  const current = await toKey(secret)
  const config: AuthConfig = { ok: true, current, allow: parseAllowList(env.ADMIN_ALLOW) }
  const previousSecret = env.SESSION_SECRET_PREVIOUS ?? ''
  if (previousSecret) {
    const rotatedAt = Date.parse(env.SESSION_ROTATED_AT ?? '')
    if (Number.isNaN(rotatedAt)) {
      log('SESSION_SECRET_PREVIOUS ignored: set SESSION_ROTATED_AT to the ISO time of the rotation')
    } else if (encoder.encode(previousSecret).byteLength >= MIN_SECRET_BYTES) {
      const until = rotatedAt + SESSION_MAX_AGE_S * 1000
      config.previous = { ...(await toKey(previousSecret)), rotatedAt, until }
    }
  }
  return config
}

function refuse(reason: string): AuthConfig {
  log(reason)
  return { ok: false, reason }
}

function log(message: string) {
  if (logged === message) return
  logged = message
  console.error(`[auth] ${message}`)
}
