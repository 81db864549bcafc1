import { localizedPath } from '../i18n/locale-paths'
import { LOCALES } from '../i18n/locales'
import { localeAlternates } from './head'
import { absoluteUrl, type SiteConfig } from './site-config'
import { escapeXml } from './xml'

/**
 * The sitemap (sitemaps.org 0.9): every page in both languages, each URL with its `xhtml:link`
 * alternates (en, zh-CN, x-default: the pages' own hreflang pairs, src/shared/seo/head.ts); one
 * `<urlset>` up to {@link SITEMAP_URL_LIMIT} URLs, above it a `<sitemapindex>` at /sitemap.xml
 * pointing at /sitemap-1.xml, /sitemap-2.xml, ... Consumers: worker/seo/routes.ts (entries from
 * D1), robots.txt (the pointer).
 */
export interface SitemapEntry {
  /** Site path; made absolute and normalised (trailing slash per config) when rendered. */
  path: string
  /** `YYYY-MM-DD` or a full ISO date, from the content (absent when the content has none). */
  lastmod?: string
  /** 0.0 to 1.0. */
  priority: number
}

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_URL_LIMIT = 50_000
/** The most pages one file holds: each page is a URL per language. */
export const SITEMAP_PAGE_LIMIT = Math.floor(SITEMAP_URL_LIMIT / LOCALES.length)

/** Path of the n-th (1-based) part when the sitemap is split. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`

/** How many sitemap files `total` pages need (1 means no index). */
export function countSitemapParts(total: number, limit = SITEMAP_PAGE_LIMIT): number {
  return Math.max(1, Math.ceil(total / limit))
}

/** The n-th (1-based) slice of the entries. */
export function sitemapPart<T>(entries: readonly T[], n: number, limit = SITEMAP_PAGE_LIMIT): T[] {
  return entries.slice((n - 1) * limit, n * limit)
}

const ISO_DATE_RE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2}))?$/

/** A `<urlset>` of the entries: each page's URL in every language, with its alternates. */
export function renderUrlset(entries: readonly SitemapEntry[], config: SiteConfig): string {
  const urls = entries.flatMap((entry) => {
    const lastmod =
      entry.lastmod && ISO_DATE_RE.test(entry.lastmod) ? `<lastmod>${entry.lastmod}</lastmod>` : ''
    const priority = Math.min(1, Math.max(0, entry.priority)).toFixed(1)
    const links = localeAlternates(config, entry.path)
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`
      )
      .join('')
    return LOCALES.map((locale) => {
      const loc = escapeXml(absoluteUrl(config, localizedPath(entry.path, locale)))
      return `<url><loc>${loc}</loc>${lastmod}<priority>${priority}</priority>${links}</url>`
    })
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/** A `<sitemapindex>` of `parts` files, each with the newest lastmod of its entries. */
export function renderSitemapIndex(
  entries: readonly SitemapEntry[],
  config: SiteConfig,
  limit = SITEMAP_PAGE_LIMIT
): string {
  const parts = countSitemapParts(entries.length, limit)
  const items = Array.from({ length: parts }, (_, index) => {
    const newest = sitemapPart(entries, index + 1, limit)
      .map((entry) => entry.lastmod ?? '')
      .filter((date) => ISO_DATE_RE.test(date))
      .sort()
      .at(-1)
    const lastmod = newest ? `<lastmod>${newest}</lastmod>` : ''
    return `<sitemap><loc>${escapeXml(`${config.url}${sitemapPartPath(index + 1)}`)}</loc>${lastmod}</sitemap>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
}
