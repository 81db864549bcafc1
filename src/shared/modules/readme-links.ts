/**
 * README links point at the module's repository: a README is written for GitHub, so its
 * relative URLs (`./docs/setup.md`, `docs/`, `../LICENSE`, `/CONTRIBUTING.md`) resolve against
 * the repository root there. Consumer: build/modules (the `resolveRelative` hook of the
 * markdown compiler).
 */

const SCHEME_RE = /^[a-z][a-z0-9+.-]*:/i
/** Stand-in origin to let URL resolve `..` and `.` segments. */
const BASE = 'https://readme.invalid/'

/** True for a URL that depends on where the document lives: not absolute, not `//host`, not `#anchor`. */
export function isRelativeUrl(url: string): boolean {
  return url !== '' && !SCHEME_RE.test(url) && !url.startsWith('//') && !url.startsWith('#')
}

/**
 * Rewrites a relative URL of a module README to the repository on the main branch: links to
 * `https://github.com/<repo>/blob/main/<path>`, images to `https://github.com/<repo>/raw/main/<path>`
 * (query and hash kept). Anything else is returned unchanged.
 */
export function resolveReadmeUrl(
  url: string,
  repo: string,
  kind: 'link' | 'image' = 'link'
): string {
  if (!isRelativeUrl(url)) return url
  const resolved = new URL(url, BASE)
  return `https://github.com/${repo}/${kind === 'image' ? 'raw' : 'blob'}/main${resolved.pathname}${resolved.search}${resolved.hash}`
}
