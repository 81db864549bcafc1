/**
 * The worker's small cryptographic helpers, in one place (Web Crypto only). Consumers: the
 * search index check (load-index), rate-limit keys, newsletter tokens and unsubscribe links,
 * preview tokens, sessions.
 */

const encoder = new TextEncoder()

/** Lower-case hex of bytes. */
export function toHex(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  return Array.from(view, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** Hex SHA-256 of a string (UTF-8) or of bytes. */
export async function sha256Hex(
  data: string | ArrayBuffer | Uint8Array<ArrayBuffer>
): Promise<string> {
  const bytes = typeof data === 'string' ? encoder.encode(data) : data
  return toHex(await crypto.subtle.digest('SHA-256', bytes))
}

/** `byteLength` random bytes as hex (16 bytes = a 128-bit token). */
export function randomHex(byteLength: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(byteLength)))
}

/** Hex HMAC-SHA-256 of `message` under `secret`. */
export async function hmacSha256Hex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign']
  )
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(message)))
}

/**
 * Compares two strings in time that depends only on their lengths (tokens, signatures): hashes
 * both, then compares the digests with the runtime's constant-time comparison.
 */
export async function constantTimeEqual(a: string, b: string): Promise<boolean> {
  const [left, right] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(a)),
    crypto.subtle.digest('SHA-256', encoder.encode(b)),
  ])
  const subtle = crypto.subtle as SubtleCrypto & {
    timingSafeEqual?: (a: ArrayBuffer, b: ArrayBuffer) => boolean
  }
  if (subtle.timingSafeEqual) return subtle.timingSafeEqual(left, right) && a.length === b.length
  const x = new Uint8Array(left)
  const y = new Uint8Array(right)
  let diff = 0
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!
  return diff === 0 && a.length === b.length
}
