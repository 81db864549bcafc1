import { SIGN_IN_DONE_KEY } from '../../shared/auth/session'

/**
 * In the sign-in popup (a page opened by the login page with `?signin=<outcome>`), tells the
 * opener how sign-in ended through `localStorage` (spec 7: completion is signalled through
 * local storage) and closes the popup. Returns false when this window is not such a popup
 * (the page then simply shows itself: the full-page fallback when popups are blocked).
 */
export function relaySignIn(): boolean {
  const outcome = new URLSearchParams(location.search).get('signin')
  if (!outcome || !window.opener) return false
  try {
    localStorage.setItem(SIGN_IN_DONE_KEY, JSON.stringify({ outcome, at: Date.now() }))
  } catch {
    return false
  }
  window.close()
  return true
}
