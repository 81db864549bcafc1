import { PREVIEW_KEY, previewTokenOfHash } from '../shared/preview/preview-key'

/**
 * Keeps the preview token in session storage as well as in its cookie (spec 3). The cookie is
 * HttpOnly, so the copy comes from the preview link: the page it lands on carries the token in
 * its fragment (src/shared/preview/preview-key.ts), taken here and removed from the address bar.
 * A page the worker did not render in preview mode (`<html>` without `data-preview`: the cookie
 * expired or preview mode was left) drops the copy.
 */
export function mirrorPreviewToken(): void {
  const token = previewTokenOfHash(location.hash)
  if (token) history.replaceState(history.state, '', `${location.pathname}${location.search}`)
  try {
    if (token) sessionStorage.setItem(PREVIEW_KEY, token)
    else if (!document.documentElement.hasAttribute('data-preview'))
      sessionStorage.removeItem(PREVIEW_KEY)
  } catch {
    // storage disabled: the cookie alone keeps preview mode
  }
}
