import { DOCS_VERSIONS } from '../docs/versions'
import { SITE } from '../site'

/**
 * The per-deployment site config (spec 3 "Site config: indexable, trailingSlash, url"), read from
 * the Worker's vars (`SITE_URL`, `SITE_INDEXABLE`, `SITE_TRAILING_SLASH`). Consumers: the head
 * tags (canonical, alternates), the sitemap, robots.txt, feeds, llms.txt and the X-Robots-Tag
 * middleware. A preview or staging deployment sets `SITE_INDEXABLE = "false"`.
 */
export interface SiteConfig {
  /** Origin of canonical URLs, without a trailing slash: `https://aster.example`. */
  url: string
  /** False on previews and staging: robots.txt disallows all, every answer is `noindex`. */
  indexable: boolean
  /** Canonical page URLs end with `/` (the home page always does). */
  trailingSlash: boolean
}

/** The vars a site config is read from (strings, as Workers vars are). */
export interface SiteConfigVars {
  SITE_URL?: string
  SITE_INDEXABLE?: string
  SITE_TRAILING_SLASH?: string
}

/**
 * Reads the site config; a missing or unparsable `SITE_URL` falls back to {@link SITE}.url,
 * `SITE_INDEXABLE` is true unless `"false"`, `SITE_TRAILING_SLASH` is false unless `"true"`.
 */
export function readSiteConfig(vars: SiteConfigVars): SiteConfig {
  let url: string = SITE.url
  try {
    if (vars.SITE_URL) url = new URL(vars.SITE_URL).origin
  } catch {
    // a malformed SITE_URL keeps the canonical default rather than emitting broken links
  }
  return {
    url,
    indexable: vars.SITE_INDEXABLE?.trim().toLowerCase() !== 'false',
    trailingSlash: vars.SITE_TRAILING_SLASH?.trim().toLowerCase() === 'true',
  }
}

/**
 * The canonical form of a site path: one leading slash, no repeated slashes, no query or hash,
 * the trailing slash as the config says (`/` stays `/`; a file such as `.md` or `.xml` never gets
 * one, a docs version's root such as `/docs/4.x` does).
 */
export function normalizePath(path: string, trailingSlash: boolean): string {
  const bare = (path.split(/[?#]/)[0] ?? '').replace(/\/{2,}/g, '/').replace(/\/+$/, '')
  if (!bare || bare === '/') return '/'
  const withLead = bare.startsWith('/') ? bare : `/${bare}`
  // a docs version's root (`/docs/4.x`, `/zh/docs/4.x`: a page when the corpus has an index.md)
  // is no file
  const isFile =
    /\.[a-z0-9]+$/i.test(withLead.slice(withLead.lastIndexOf('/'))) &&
    !DOCS_VERSIONS.some((version) => withLead.endsWith(version.path))
  return trailingSlash && !isFile ? `${withLead}/` : withLead
}

/** The absolute canonical URL of a site path. */
export function absoluteUrl(config: SiteConfig, path: string): string {
  return `${config.url}${normalizePath(path, config.trailingSlash)}`
}
