/**
 * Navigation safety (spec 5): unsafe protocols are refused, and leaving the site happens only
 * when the navigation is explicitly marked external. Consumers: the client router.
 */
const UNSAFE_PROTOCOL_RE = /^(javascript|data|vbscript):/i
// C0 controls and spaces are stripped by URL parsers, so "\x01javascript:" is still javascript:
const C0_PREFIX_RE = /^[\u0000-\u0020]+/

export type NavigationCheck =
  { ok: true; url: URL; external: boolean } | { ok: false; reason: string }

/** Checks a navigation target against the current location. */
export function checkNavigation(
  href: string,
  current: string,
  options: { external?: boolean } = {}
): NavigationCheck {
  const cleaned = href.replace(C0_PREFIX_RE, '').replace(/[\t\n\r]/g, '')
  if (UNSAFE_PROTOCOL_RE.test(cleaned))
    return {
      ok: false,
      reason: `refused navigation to an unsafe protocol: ${cleaned.split(':')[0]}:`,
    }
  let url: URL
  try {
    url = new URL(cleaned, current)
  } catch {
    return { ok: false, reason: `refused navigation to an invalid URL: ${href}` }
  }
  if (!['http:', 'https:'].includes(url.protocol) && url.protocol !== 'mailto:') {
    return { ok: false, reason: `refused navigation to an unsafe protocol: ${url.protocol}` }
  }
  // a mail link opens the mail client: the page stays where it is, nothing to mark external
  if (url.protocol === 'mailto:') return { ok: true, url, external: false }
  const external = url.origin !== new URL(current).origin
  if (external && !options.external)
    return { ok: false, reason: `refused external navigation to ${url.origin}: mark it external` }
  return { ok: true, url, external }
}
