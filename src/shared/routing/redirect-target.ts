/**
 * Every redirect the site issues goes through {@link toRedirectTarget}: only a same-origin,
 * normalised path (plus query) may become a `Location` header. Consumers: the worker's
 * `answerRedirect` (worker/middleware/page-request.ts: locale switch, route rules, loaders'
 * redirects: docs without version, trailing slashes, canonical module paths and queries).
 */

// C0 controls, DEL and the C1 range: never in a path we send back (CR/LF would split headers)
const CONTROL_RE = /[\u0000-\u001f\u007f-\u009f]/
// `//host`, `/\host`, `\\host`: a browser reads them as another origin
const LEADING_SLASHES_RE = /^[/\\]+/

/**
 * The safe form of a redirect target: a path starting with exactly one `/` (leading slashes and
 * backslashes folded, backslashes in the path made slashes, dot segments resolved, each segment
 * re-encoded), with its query; or undefined when the target is absolute, protocol-relative after
 * folding, or holds control characters (the caller answers 400).
 */
export function toRedirectTarget(target: string): string | undefined {
  if (CONTROL_RE.test(target)) return undefined
  const query = target.indexOf('?')
  if (hasControlCharacters(query < 0 ? target : target.slice(0, query))) return undefined
  if (!target.startsWith('/') && !target.startsWith('\\')) return undefined
  const folded = `/${target.replace(LEADING_SLASHES_RE, '').replace(/\\/g, '/')}`
  // resolve against a fixed origin: only the path and query survive, never a host
  const url = new URL(folded, 'https://same-origin.invalid')
  if (url.origin !== 'https://same-origin.invalid') return undefined
  const path = `/${url.pathname.replace(LEADING_SLASHES_RE, '')}`
  return `${path}${url.search}`
}

/**
 * True when a path holds control characters (CR/LF, NUL, ...), raw or percent-encoded, or
 * malformed escapes (nothing can be built from it safely).
 */
export function hasControlCharacters(path: string): boolean {
  if (CONTROL_RE.test(path)) return true
  try {
    return CONTROL_RE.test(decodeURIComponent(path))
  } catch {
    return true
  }
}
