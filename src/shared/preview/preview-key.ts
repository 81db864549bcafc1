/**
 * Where a preview token is kept (spec 3: in a cookie and in session storage). The cookie is the
 * worker's (`__Host-aster_preview`, HttpOnly: no script reads it, worker/preview/middleware.ts);
 * the session-storage copy comes from the preview link itself: `GET /api/_preview` redirects to
 * the page with the token in the fragment (`#aster-preview=<token>`, never sent to a server),
 * which the boot script keeps and removes from the address bar (src/client/preview-token.ts).
 */

/** The session-storage key of the copy, and the fragment key that carries the token. */
export const PREVIEW_KEY = 'aster-preview'

/** The cookie that holds the token for the worker. */
export const PREVIEW_COOKIE = '__Host-aster_preview'

/** The fragment that hands a token to the page a preview link lands on. */
export function previewHash(token: string): string {
  return `#${PREVIEW_KEY}=${encodeURIComponent(token)}`
}

/** The token a fragment carries ({@link previewHash}), if it carries one. */
export function previewTokenOfHash(hash: string): string | undefined {
  const prefix = `#${PREVIEW_KEY}=`
  if (!hash.startsWith(prefix) || hash.length === prefix.length) return undefined
  try {
    return decodeURIComponent(hash.slice(prefix.length))
  } catch {
    return undefined
  }
}
