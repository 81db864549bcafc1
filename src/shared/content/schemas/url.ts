import * as v from 'valibot'

/**
 * The one URL policy of the content schemas. Every field whose value ends up in an `href` or
 * `src` (pages, `sql_dump.txt`, the query endpoint) uses one of the schemas below: absolute
 * http(s) URLs to another site, and site paths `/…` where a field may point inside the site.
 * Everything else is refused: other schemes (`javascript:`, `data:`, `vbscript:`...),
 * protocol-relative `//host`, backslashes (`\\host`, `/\host`), whitespace and control
 * characters anywhere (browsers drop them, so ` javascript:` or `java\tscript:` would run),
 * `http:/x` without a host, and user names or passwords before the host.
 * Consumers: every schema in this folder (a unit test fails for a URL field without them).
 */

/** Longest URL a content field may hold. */
export const MAX_URL_LENGTH = 2048

// C0/C1 controls, any Unicode whitespace and backslashes, anywhere in the value
const UNSAFE_CHAR_RE = /[\u0000-\u001f\u007f-\u009f\\\s]/u
const HTTP_URL_RE = /^https?:\/\/[^/?#]/
const SITE_PATH_RE = /^\/(?!\/)/

/** True for an absolute `http://` or `https://` URL with a host and no credentials. */
export function isHttpUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || UNSAFE_CHAR_RE.test(value)) return false
  if (!HTTP_URL_RE.test(value)) return false
  try {
    const url = new URL(value)
    return url.hostname !== '' && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

/** True for a path inside the site: `/docs/4.x`, `/assets/logo.svg` (never `//host`). */
export function isSitePath(value: string): boolean {
  return value.length <= MAX_URL_LENGTH && SITE_PATH_RE.test(value) && !UNSAFE_CHAR_RE.test(value)
}

/** The refused value, shortened, for an error message. */
function received(input: unknown): string {
  const text = JSON.stringify(input) ?? String(input)
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

const HTTP_URL_RULE = 'an absolute http:// or https:// URL such as https://example.com'
const SITE_PATH_RULE = 'a site path such as /docs/4.x'

/** A link to another site: an absolute `http://` or `https://` URL. */
export const HttpUrlSchema = v.pipe(
  v.string(`must be ${HTTP_URL_RULE}`),
  v.check(isHttpUrl, (issue) => `must be ${HTTP_URL_RULE}; got ${received(issue.input)}`)
)

/** A file or page of the site: a path starting with one `/`. */
export const SitePathSchema = v.pipe(
  v.string(`must be ${SITE_PATH_RULE}`),
  v.check(isSitePath, (issue) => `must be ${SITE_PATH_RULE}; got ${received(issue.input)}`)
)

/** A link or image that may be on the site or elsewhere: a site path or an http(s) URL. */
export const LinkSchema = v.pipe(
  v.string(`must be ${SITE_PATH_RULE} or ${HTTP_URL_RULE}`),
  v.check(
    (value) => isSitePath(value) || isHttpUrl(value),
    (issue) => `must be ${SITE_PATH_RULE} or ${HTTP_URL_RULE}; got ${received(issue.input)}`
  )
)
