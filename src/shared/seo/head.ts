import { resolveDocsVersion } from '../docs/versions'
import { getMessages } from '../i18n'
import { localizedPath } from '../i18n/locale-paths'
import { LOCALES, type Locale } from '../i18n/locales'
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
  /** hreflang alternates: en, zh-CN and x-default (the English URL), the same in every language. */
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
  // every URL in the page's language: `data.path` is the page's path without its prefix
  const url = (path: string) => absoluteUrl(config, localizedPath(path, data.locale))
  const canonical = isError ? undefined : url(data.path)
  const noindex =
    isError || !config.indexable || NOINDEX_PREFIXES.some((p) => isPathUnder(data.path, p))
  const image = `${config.url}${localizedPath(ogImagePath(isError ? '/' : data.path), data.locale)}`
  const t = getMessages(data.locale)
  const article = articleOf(data)
  const isArticle = Boolean(article) || data.route === 'docs'
  const og: [string, string][] = [
    ['og:site_name', SITE.name],
    ['og:type', isArticle ? 'article' : 'website'],
    ['og:title', data.title || SITE.defaultTitle],
    ['og:description', description],
    ...(canonical ? [['og:url', canonical] as [string, string]] : []),
    ['og:locale', OG_LOCALES[data.locale]],
    ...LOCALES.filter((locale) => locale !== data.locale).map(
      (locale) => ['og:locale:alternate', OG_LOCALES[locale]] as [string, string]
    ),
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
    alternates: canonical ? localeAlternates(config, data.path) : [],
    versions:
      data.route === 'docs'
        ? data.versions
            .filter((entry) => !entry.current)
            .map((entry) => ({ version: entry.shortTag, href: url(entry.path) }))
        : [],
    feeds: isPathUnder(data.path, '/blog')
      ? BLOG_FEEDS.map((feed) => ({
          type: feed.type,
          title: t['blog.feedTitle'].replace('{site}', SITE.name).replace('{format}', feed.title),
          href: url(feed.path),
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

/** `og:locale` of each language (Open Graph writes a territory with an underscore). */
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', 'zh-CN': 'zh_CN' }

/**
 * hreflang alternates: the page's URL in each language (src/shared/i18n/locale-paths.ts), and
 * x-default the English one. Every language of a page lists the same set, so the pairs are
 * reciprocal, as search engines require.
 */
export function localeAlternates(config: SiteConfig, path: string): HeadTags['alternates'] {
  return [
    ...LOCALES.map((locale) => ({
      hreflang: locale,
      href: absoluteUrl(config, localizedPath(path, locale)),
    })),
    { hreflang: 'x-default', href: absoluteUrl(config, path) },
  ]
}

/** The docs version a docs path belongs to, for image badges and JSON-LD. */
export function docsVersionTag(path: string): string | undefined {
  return isPathUnder(path, '/docs') ? resolveDocsVersion(path).shortTag : undefined
}
