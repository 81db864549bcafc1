import { jwtVerify, SignJWT } from 'jose'
import * as v from 'valibot'

/*
 * Preview tokens: who holds one sees the site in preview mode (worker/preview/middleware.ts).
 * Signed with HMAC-SHA256 under the PREVIEW_SECRET secret, expiring. The one file the admin area
 * calls to hand out a preview link: `createPreviewToken(env.PREVIEW_SECRET, 3600)`, then send the
 * editor to `/api/_preview?token=<token>&to=/blog/my-draft`.
 */

/** The shortest secret accepted (HS256 wants at least 256 bits). */
export const MIN_PREVIEW_SECRET_LENGTH = 32
/** The longest a token may live: a leaked preview link stops working within a week. */
export const MAX_PREVIEW_TTL_S = 7 * 24 * 3600

const ALGORITHM = 'HS256'
/** The one claim a preview token carries besides its times. */
const PreviewClaimsSchema = v.object({
  preview: v.literal(true),
  exp: v.number(),
  iat: v.number(),
})

function keyOf(secret: string | undefined): Uint8Array {
  if (!secret || secret.length < MIN_PREVIEW_SECRET_LENGTH)
    throw new Error(
      `PREVIEW_SECRET must be set to at least ${MIN_PREVIEW_SECRET_LENGTH} characters (wrangler secret put PREVIEW_SECRET, or .dev.vars locally)`
    )
  return new TextEncoder().encode(secret)
}

/**
 * A preview token valid for `ttlSeconds` (1 s to a week), signed with `secret` (PREVIEW_SECRET).
 * Throws on a missing or short secret, or a ttl out of range.
 */
export async function createPreviewToken(secret: string, ttlSeconds: number): Promise<string> {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1 || ttlSeconds > MAX_PREVIEW_TTL_S)
    throw new Error(`ttlSeconds must be a whole number from 1 to ${MAX_PREVIEW_TTL_S}`)
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ preview: true })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(keyOf(secret))
}

/**
 * The token's expiry (seconds since the epoch) when it is a valid, unexpired preview token signed
 * with `secret`; undefined otherwise (tampered, expired, another kind of token, garbage).
 */
export async function verifyPreviewToken(
  secret: string | undefined,
  token: string
): Promise<number | undefined> {
  const key = keyOf(secret)
  if (token.length > 1024) return undefined
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      currentDate: new Date(Date.now()),
    })
    const claims = v.safeParse(PreviewClaimsSchema, payload)
    return claims.success ? claims.output.exp : undefined
  } catch {
    return undefined
  }
}
