import { SERVICE_PREFIXES } from './routes'

/**
 * Which path a 404 is counted under in the 404 log (worker/db/queries/not-found.ts), or none.
 * Consumer: the error page (worker/pages/serve.ts), given the page path (a `_payload.json`
 * request arrives as its page's path, so one navigation counts once).
 *
 * - The query string is never part of it, nor a trailing slash (`/a/` and `/a` are one page).
 * - Case is kept: routes are case-sensitive, and a redirect rule made from the row must match
 *   exactly what visitors asked for; `/Docs` and `/docs` are different broken links.
 * - `<page>.md` counts under its page, as its payload does.
 * - Not counted: service paths (API, assets, content dumps), files that are never pages (`.php`,
 *   `.env`, images, scripts: the probes of scanners), paths over 300 characters.
 */

/** Longest path counted, in characters. */
export const MAX_NOT_FOUND_PATH_LENGTH = 300

const NOT_A_PAGE_RE =
  /\.(?:php\d?|aspx?|jsp|cgi|env|git|ini|cfg|conf|bak|old|sql|log|ya?ml|xml|json|js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|zip|gz|tar|rar|7z|exe|dll|sh)$/i

/** The path a 404 of `pagePath` is counted under, or undefined when it is not counted. */
export function notFoundLogPath(pagePath: string): string | undefined {
  let path = pagePath.length > 1 ? pagePath.replace(/\/+$/, '') || '/' : pagePath
  if (path.endsWith('.md')) path = path.slice(0, -3) || '/'
  if (!path.startsWith('/') || path.length > MAX_NOT_FOUND_PATH_LENGTH) return undefined
  if (SERVICE_PREFIXES.some((prefix) => `${path}/`.startsWith(prefix))) return undefined
  if (NOT_A_PAGE_RE.test(path) || path.split('/').some((segment) => segment.startsWith('.')))
    return undefined
  return path
}
