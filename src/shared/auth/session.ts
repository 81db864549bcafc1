/**
 * The session contract of `GET /api/_auth/session` (spec 7: `{user}` when signed in, `{}`
 * otherwise; the client treats any failure as signed out, no retries) and the sign-in popup.
 * Consumers: worker/api/auth.ts, the admin pages (PageData), the sign-in script.
 */

/** The signed-in administrator, as GitHub knows them. */
export interface SessionUser {
  /** GitHub user id (the token's `sub`). */
  id: string
  login: string
  name: string | null
  avatarUrl: string | null
}

/** The session endpoint's answer. */
export interface SessionAnswer {
  user?: SessionUser
}

/** Path of the session endpoint. */
export const SESSION_PATH = '/api/_auth/session'
/** Path that starts the GitHub sign-in (opened in the popup). */
export const SIGN_IN_PATH = '/api/_auth/github'
/** The `localStorage` key the popup writes when sign-in ends (the opener listens for it). */
export const SIGN_IN_DONE_KEY = 'aster:sign-in'
/** Size of the provider's login popup (spec 9). */
export const LOGIN_POPUP = { width: 960, height: 600 } as const
