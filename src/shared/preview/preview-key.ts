/**
 * Where a preview token is kept (spec 3: in a cookie and in session storage): the cookie
 * `GET /api/_preview` sets (worker/preview/middleware.ts reads it) and the session-storage key the
 * boot script mirrors it into (src/client/preview-token.ts).
 */
export const PREVIEW_KEY = 'aster-preview'

/** The value of cookie `name` in a `document.cookie` string, if set. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.trim().split('=')
    if (key === name) return value.join('=') || undefined
  }
  return undefined
}
