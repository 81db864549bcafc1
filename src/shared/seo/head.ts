import { resolveDocsVersion } from '../docs/versions'
import { LOCALES } from '../i18n/locales'
import type { PageData } from '../page-data'
import { articleOf } from './article'
import { isPathUnder } from '../routing/path'
import { formatTitle, SITE } from '../site'
import { ogImagePath, OG_SIZE } from './og-path'
import { absoluteUrl, type SiteConfig } from './site-config'
import { buildJsonLd } from './json-ld'

/**
 * Everything a page puts in its `<head>` for search engines, link previews and feed readers,
 * computed from its PageData alone: the ONE place head tags are decided. Consumers: the document
 * shell (src/components/layout/Document.tsx via worker/render/page.tsx) and the client payload.
 * A new route gets all of it from its PageData (`route`, `title`, `description`, `path`).
 */
export interface HeadTags {
  title: string
  description: string
  /** Absolute, normalised; absent on error pages. */
  canonical?: string
  /** `<meta name="robots">`: set on pages that must not be indexed. */
  robots?: string
  /** hreflang alternates: en, zh-CN and x-default. */
  alternates: { hreflang: string; href: string }[]
  /** The same page in the other docs versions. */
  versions: { version: string; href: string }[]
  /** RSS/Atom/JSON feeds announced on the page. */
  feeds: { type: string; title: string; href: string }[]
  /** `<meta property>` tags (Open Graph, article:*). */
  og: [string, string][]
  /** `<meta name>` tags of the Twitter card. */
  twitter: [string, string][]
  /** JSON-LD objects, one `<script type="application/ld+json">` each. */
  jsonLd: object[]
}

/** The feeds of the blog, announced on every blog page. */
export const BLOG_FEEDS = [
  { type: 'application/rss+xml', title: 'RSS', path: '/blog/rss.xml' },
  { type: 'application/atom+xml', title: 'Atom', path: '/blog/atom.xml' },
] as const

/**
 * Paths never indexed whatever the config: the admin area, the APIs (search answers too) and the
 * newsletter's unsubscribe page (reached only from a mail). Consumers: the head's robots meta
 * (below) and the `X-Robots-Tag` middleware (worker/middleware/robots-header.ts).
 */
export const NOINDEX_PREFIXES: readonly string[] = ['/admin', '/api', '/newsletter/unsubscribe']

/** Builds the head tags of a page from its PageData and the deployment's site config. */
export function buildHeadTags(data: PageData, config: SiteConfig): HeadTags {
  const title = data.documentTitle ?? formatTitle(data.title)
  const description = data.description || SITE.description
  const isError = data.route === 'error'
  const canonical = isError ? undefined : absoluteUrl(config, data.path)
  const noindex =
    isError || !config.indexable || NOINDEX_PREFIXES.some((p) => isPathUnder(data.path, p))
  const image = `${config.url}${ogImagePath(isError ? '/' : data.path)}`
  const article = articleOf(data)
  const isArticle = Boolean(article) || data.route === 'docs'
  const og: [string, string][] = [
    ['og:site_name', SITE.name],
    ['og:type', isArticle ? 'article' : 'website'],
    ['og:title', data.title || SITE.defaultTitle],
    ['og:description', description],
    ...(canonical ? [['og:url', canonical] as [string, string]] : []),
    ['og:locale', data.locale === 'zh-CN' ? 'zh_CN' : 'en_US'],
    ['og:image', image],
    ['og:image:type', 'image/png'],
    ['og:image:width', String(OG_SIZE.width)],
    ['og:image:height', String(OG_SIZE.height)],
    ['og:image:alt', data.title || SITE.defaultTitle],
  ]
  if (article) {
    og.push(['article:published_time', article.date], ['article:section', article.category])
    for (const author of article.authors) og.push(['article:author', author.name])
    for (const tag of article.tags) og.push(['article:tag', tag])
  }
  if (data.route === 'docs') og.push(['article:section', data.sectionTitle || 'Docs'])
  return {
    title,
    description,
    canonical,
    robots: noindex ? 'noindex, nofollow' : undefined,
    alternates: canonical ? localeAlternates(canonical) : [],
    versions:
      data.route === 'docs'
        ? data.versions
            .filter((entry) => !entry.current)
            .map((entry) => ({ version: entry.shortTag, href: absoluteUrl(config, entry.path) }))
        : [],
    feeds: isPathUnder(data.path, '/blog')
      ? BLOG_FEEDS.map((feed) => ({
          type: feed.type,
          title: `${SITE.name} blog (${feed.title})`,
          href: `${config.url}${feed.path}`,
        }))
      : [],
    og,
    twitter: [
      ['twitter:card', 'summary_large_image'],
      ['twitter:title', data.title || SITE.defaultTitle],
      ['twitter:description', description],
      ['twitter:image', image],
    ],
    jsonLd: isError ? [] : buildJsonLd(data, config, { canonical: canonical!, image }),
  }
}

/**
 * hreflang alternates: the interface language is picked by `?lang=` (worker/middleware/locale.ts
 * stores it and redirects to the bare URL), so each language's URL is the page with `?lang=`.
 */
function localeAlternates(canonical: string): HeadTags['alternates'] {
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: `${canonical}?lang=${locale}` })),
    { hreflang: 'x-default', href: canonical },
  ]
}

/** The docs version a docs path belongs to, for image badges and JSON-LD. */
export function docsVersionTag(path: string): string | undefined {
  return isPathUnder(path, '/docs') ? resolveDocsVersion(path).shortTag : undefined
}
