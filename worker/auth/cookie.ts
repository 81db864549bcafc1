/**
 * The session, sign-in and preview cookies. `__Host-` names make the browser refuse them unless
 * they are `Secure`, `Path=/` and without `Domain`: no subdomain or plain-http page can plant or
 * shadow them. Chromium and Firefox treat http://localhost and http://127.0.0.1 as secure
 * contexts, so local development keeps exactly the production attributes. Consumers: the
 * sign-in (worker/api/auth.ts, ./session.ts) and preview mode (worker/preview/middleware.ts).
 */

/** The session JWT. */
export const SESSION_COOKIE = '__Host-aster_session'
/** The signed OAuth `state` and PKCE verifier between the redirect and the callback. */
export const OAUTH_COOKIE = '__Host-aster_oauth'

const ATTRIBUTES = 'Path=/; Secure; HttpOnly; SameSite=Lax'

/**
 * The one value of a cookie in a `Cookie` header, or undefined when it is missing or sent more
 * than once (two values mean someone planted one: trust neither). Only the exact name counts:
 * `aster_session` without its prefix is ignored.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  const values = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.slice(0, part.indexOf('=')) === name)
    .map((part) => part.slice(name.length + 1))
  return values.length === 1 && values[0] ? values[0] : undefined
}

/** `Set-Cookie` value for a cookie living `maxAgeSeconds` (0 deletes it). */
export function setCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${value}; ${ATTRIBUTES}; Max-Age=${maxAgeSeconds}`
}
