import { PREVIEW_KEY, readCookie } from '../shared/preview/preview-key'

/**
 * Keeps the preview token in session storage as well as in its cookie (spec 3): copied on every
 * page load while the cookie holds one, dropped once it is gone (expired or left).
 */
export function mirrorPreviewToken(): void {
  const token = readCookie(document.cookie, PREVIEW_KEY)
  try {
    if (token) sessionStorage.setItem(PREVIEW_KEY, token)
    else sessionStorage.removeItem(PREVIEW_KEY)
  } catch {
    // storage disabled: the cookie alone keeps preview mode
  }
}
