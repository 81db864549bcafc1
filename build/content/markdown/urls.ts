/**
 * URL policy of compiled content: http, https and mailto URLs and relative URLs only. Applied to
 * every `href`/`src` and every `url` prop of a component, before the sanitizer checks again.
 */

const SAFE_SCHEMES = new Set(['http', 'https', 'mailto'])
const SCHEME_RE = /^([a-z][a-z0-9+.-]*):/i
// http(s) URLs must name their host: browsers read `http:evil.example` and `http:/evil.example`
// as `http://evil.example/`, which would slip past every "is this link external?" check.
const WEB_URL_RE = /^https?:\/\/[^/?#]/i
// Controls, whitespace (markdown URLs are percent-encoded, so these only come from raw props)
// and backslashes, which browsers may read as `/`.
const UNSAFE_CHAR_RE = /[\u0000-\u0020\u007f-\u009f\s\\]/u
const DELIMITER_RE = /[/?#]/

/**
 * Returns the URL if it is safe to put in an attribute, with its scheme lower-cased
 * (`HTTPS://x` → `https://x`), or undefined: `javascript:`, `data:`, `vbscript:`, any other
 * scheme, http(s) URLs without `//host`, and anything with control characters, whitespace or
 * backslashes is refused.
 */
export function safeUrl(url: string): string | undefined {
  if (url === '' || UNSAFE_CHAR_RE.test(url)) return undefined
  const scheme = SCHEME_RE.exec(url)
  if (scheme) {
    const name = scheme[1]!.toLowerCase()
    if (!SAFE_SCHEMES.has(name) || (name !== 'mailto' && !WEB_URL_RE.test(url))) return undefined
    return name + url.slice(name.length)
  }
  // No valid scheme: a colon before the first `/`, `?` or `#` would still be read as one.
  const colon = url.indexOf(':')
  if (colon === -1) return url
  const delimiter = url.search(DELIMITER_RE)
  return delimiter !== -1 && delimiter < colon ? url : undefined
}

/** True for site-internal links the link check verifies: `/path` and `#anchor`, not `//host`. */
export function isInternalHref(href: string): boolean {
  return href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//'))
}
