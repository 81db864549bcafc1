/*
 * Checks of a search value as KV returns it (worker/search/load-index.ts): its hash against its
 * key, a display value's base64 text back to its gzip, and the error of a value that fails.
 */

/** The index cannot be served (manifest or values missing or corrupt): the API answers 503. */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError'
}

/** Bytes of base64 text (a loop: `Uint8Array.from(text, fn)` is about 15× slower). */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let n = 0; n < binary.length; n++) bytes[n] = binary.charCodeAt(n)
  return bytes
}

/** Throws unless the value as KV holds it hashes to what its key names. */
export async function checkHash(
  key: string,
  stored: ArrayBuffer | Uint8Array<ArrayBuffer>
): Promise<void> {
  const expected = key.slice(key.lastIndexOf(':') + 1)
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', stored))
  const actual = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, expected.length)
  if (actual !== expected)
    throw new SearchUnavailableError(`search index value ${key} is corrupt (hash ${actual})`)
}
