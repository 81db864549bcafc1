import { CLIENT_BASE, CONTENT_BASE } from '../site'
import type { Locale } from './locales'

/*
 * The URL of each language: the one place it is written. English is the site's own paths
 * (`/docs/4.x/...`, exactly as the spec lists them); Chinese is the same path under `/zh`
 * (`/zh/docs/4.x/...`, `/zh` for home). Why a prefix and not a host: one Worker and one
 * certificate, links that work on `npm start` (localhost has no subdomains), the edge cache key
 * and the prerendered files keep the languages apart by path, crawlers see plain links.
 *
 * The extension point: a host per language later is a change of these two functions (and of
 * the absolute URLs of src/shared/seo/site-config.ts), nothing else. Consumers: the page-request
 * and locale middleware (the locale of a request), every link the site makes (components through
 * src/components/locale-context.ts, the head's canonical and hreflang pairs, the sitemap, feeds,
 * llms.txt), redirects (worker/middleware/page-request.ts), the client router and the banner.
 */

/** The path prefix of each locale ('' for English: its URLs have none). */
export const LOCALE_PREFIXES = { en: '', 'zh-CN': '/zh' } as const satisfies Record<Locale, string>

/**
 * Paths that are the same in every language: APIs, client assets, content endpoints, the MCP
 * server, `.well-known`, robots.txt and the sitemaps (one file lists both languages).
 */
const SHARED_PATH_RE = new RegExp(
  `^(?:/api/|${CLIENT_BASE}/|${CONTENT_BASE}/|/mcp(?:/|$)|/\\.well-known/|/robots\\.txt$|/sitemap(?:-\\d+)?\\.xml$|/favicon\\.)`
)

/** The prefixed locales, longest prefix first. */
const PREFIXED = (Object.entries(LOCALE_PREFIXES) as [Locale, string][]).filter(
  ([, prefix]) => prefix !== ''
)

/**
 * Which language a site path is in, and the path without its prefix (the route table's and D1's
 * path): `/zh/docs/4.x` → zh-CN, `/docs/4.x`; `/zh` and `/zh/` → zh-CN, `/`; anything else →
 * en, unchanged. A query or hash is kept. `/zhx` is English (a prefix is a whole segment).
 */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  for (const [locale, prefix] of PREFIXED) {
    if (!path.startsWith(prefix)) continue
    const rest = path.slice(prefix.length)
    if (rest === '' || rest[0] === '?' || rest[0] === '#') return { locale, path: `/${rest}` }
    if (rest[0] === '/') return { locale, path: rest }
  }
  return { locale: 'en', path }
}

/** Whether a site path has a URL per language (pages, feeds, llms.txt, cards; not APIs). */
export function isLocalizedPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !SHARED_PATH_RE.test(path)
}

/**
 * An API URL that answers in `locale`: `?locale=zh-CN` added for a language other than English
 * (worker/middleware/locale.ts reads it), so a cacheable answer (search, the docs aside's levels,
 * server islands) is keyed by its URL, and a form posted from a Chinese page answers in Chinese.
 * English URLs stay as they are.
 */
export function withLocaleParam(url: string, locale: Locale): string {
  if (locale === 'en') return url
  const [path, hash] = url.split('#', 2)
  const joined = `${path}${path!.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}`
  return hash === undefined ? joined : `${joined}#${hash}`
}

/** Files linked from content (images, downloads, feeds): the same file in every language. */
const FILE_RE =
  /\.(?:png|jpe?g|gif|webp|avif|svg|ico|pdf|zip|txt|xml|json|md|css|js|woff2?|mp4|webm)$/i

/**
 * Compiled HTML (a page body, a module README: markdown compiled at build time with the site's
 * English paths) with its links to pages in `locale`: `href="/docs/4.x/x"` becomes
 * `href="/zh/docs/4.x/x"` on a Chinese page, so a reader stays in their language (an untranslated
 * page falls back with a notice). Files, anchors, external URLs and APIs keep their href.
 */
export function localizeHtmlLinks(html: string, locale: Locale): string {
  if (!LOCALE_PREFIXES[locale]) return html
  return html.replace(/(<a\b[^>]*?\shref=")(\/[^"]*)"/g, (match, start: string, href: string) => {
    const path = href.split(/[?#]/)[0]!
    return isLocalizedPath(href) && !FILE_RE.test(path)
      ? `${start}${localizedPath(href, locale)}"`
      : match
  })
}

/**
 * The URL path of a site path in a language: `localizedPath('/blog', 'zh-CN')` is `/zh/blog`,
 * `localizedPath('/', 'zh-CN')` is `/zh`, `localizedPath('/zh/blog', 'en')` is `/blog` (a path
 * already in a language is moved to the other). Query and hash are kept. Anything that is not
 * a localized site path (external URLs, `#anchor`, `?query`, `/api/...`) comes back unchanged.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!isLocalizedPath(path)) return path
  const bare = splitLocalePath(path).path
  const prefix = LOCALE_PREFIXES[locale]
  if (!prefix) return bare
  return bare === '/' || /^\/[?#]/.test(bare) ? `${prefix}${bare.slice(1)}` : `${prefix}${bare}`
}
