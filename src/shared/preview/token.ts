import { errors, jwtVerify, SignJWT } from 'jose'
import * as v from 'valibot'

/*
 * Preview tokens: who holds one sees the site in preview mode (worker/preview/middleware.ts).
 * Signed with HMAC-SHA256 under the PREVIEW_SECRET secret, expiring, and bound to the current key
 * generation (the `gen` claim): rotating the generation (worker/db/queries/preview-key.ts, the
 * 'Revoke all preview links' button) revokes every link made before, although the Worker secret
 * itself cannot change from the worker. The one signing code of the worker (Drafts screen) and of
 * `npm run preview-link` (build/publish/preview-link.ts): no Workers-only imports.
 */

/** The shortest secret accepted (HS256 wants at least 256 bits). */
export const MIN_PREVIEW_SECRET_LENGTH = 32
/** The longest a token may live: a leaked preview link stops working within a week. */
export const MAX_PREVIEW_TTL_S = 7 * 24 * 3600
/** How long a preview link lives unless asked otherwise (the Drafts screen, the command). */
export const DEFAULT_PREVIEW_TTL_S = MAX_PREVIEW_TTL_S

const ALGORITHM = 'HS256'
/** The claims a preview token carries besides its times; `gen` is absent before any rotation. */
const PreviewClaimsSchema = v.object({
  preview: v.literal(true),
  gen: v.optional(v.string()),
  exp: v.number(),
  iat: v.number(),
})

/** Why a token does not open preview mode: forged or damaged, past its expiry, or revoked. */
export type PreviewTokenProblem = 'invalid' | 'expired' | 'revoked'

/** The outcome of {@link checkPreviewToken}: the expiry (s since the epoch), or the problem. */
export type PreviewTokenCheck =
  { ok: true; expires: number } | { ok: false; problem: PreviewTokenProblem }

function keyOf(secret: string | undefined): Uint8Array {
  if (!secret || secret.length < MIN_PREVIEW_SECRET_LENGTH)
    throw new Error(
      `PREVIEW_SECRET must be set to at least ${MIN_PREVIEW_SECRET_LENGTH} characters (wrangler secret put PREVIEW_SECRET, or .dev.vars locally)`
    )
  return new TextEncoder().encode(secret)
}

/**
 * A preview token valid for `ttlSeconds` (1 s to a week), signed with `secret` (PREVIEW_SECRET)
 * under key generation `generation` ('' before the first rotation). Throws on a missing or short
 * secret, or a ttl out of range.
 */
export async function createPreviewToken(
  secret: string,
  ttlSeconds: number,
  generation = ''
): Promise<string> {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_PREVIEW_TTL_S)
    throw new Error(`ttlSeconds must be a whole number from 1 to ${MAX_PREVIEW_TTL_S}`)
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT(generation ? { preview: true, gen: generation } : { preview: true })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(keyOf(secret))
}

/**
 * Checks a preview token against `secret` and the current key `generation`: its expiry when it
 * opens preview mode, else why not. A token is `expired` or `revoked` only when its signature is
 * good (so those messages never confirm anything about a forged token).
 */
export async function checkPreviewToken(
  secret: string | undefined,
  token: string,
  generation = ''
): Promise<PreviewTokenCheck> {
  const key = keyOf(secret)
  if (token.length > 1024) return { ok: false, problem: 'invalid' }
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      currentDate: new Date(Date.now()),
    })
    const claims = v.safeParse(PreviewClaimsSchema, payload)
    if (!claims.success) return { ok: false, problem: 'invalid' }
    if ((claims.output.gen ?? '') !== generation) return { ok: false, problem: 'revoked' }
    return { ok: true, expires: claims.output.exp }
  } catch (error) {
    // jose checks the signature before the times: an expired token was signed with our key
    return { ok: false, problem: error instanceof errors.JWTExpired ? 'expired' : 'invalid' }
  }
}
