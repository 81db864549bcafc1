/**
 * Whether the build's switch in the environment variable `name` is on: every switch is, unless
 * set to `0` (the fast paths of content/fast-paths.ts, `SEARCH_FAST_EDIT`, `CSS_LITERAL_TOKENS`,
 * `OG_NATIVE_BROTLI`; build/cache/ reads `CONTENT_CACHE` the same way itself, as it imports
 * nothing of build/ outside it). Read when asked, so a test can turn one off.
 */
export function switchOn(name: string): boolean {
  return process.env[name] !== '0'
}
