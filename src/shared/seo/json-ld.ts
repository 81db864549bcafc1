import type { PageData } from '../page-data'
import { articleOf } from './article'
import { SITE } from '../site'
import { localizedPath } from '../i18n/locale-paths'
import { absoluteUrl, type SiteConfig } from './site-config'

/** Schema.org `Organization` of the site (the home page). */
function organization(config: SiteConfig) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    url: `${config.url}/`,
    logo: `${config.url}/favicon.svg`,
    sameAs: [`https://github.com/${SITE.github.owner}`],
  }
}

/**
 * The JSON-LD of a page: `Organization` and `WebSite` on the home page, `TechArticle` plus a
 * `BreadcrumbList` on docs pages, `BlogPosting` on blog articles, `WebPage` otherwise.
 */
export function buildJsonLd(
  data: PageData,
  config: SiteConfig,
  { canonical, image }: { canonical: string; image: string }
): object[] {
  const base = { '@context': 'https://schema.org', url: canonical, image }
  const inLanguage = data.locale
  if (data.path === '/') {
    return [
      organization(config),
      { ...base, '@type': 'WebSite', name: SITE.name, description: data.description },
    ]
  }
  if (data.route === 'docs') {
    const trail = [...data.breadcrumb, { title: data.title, path: data.path }]
    return [
      {
        ...base,
        '@type': 'TechArticle',
        headline: data.title,
        description: data.description,
        inLanguage,
        proficiencyLevel: 'Beginner',
        version: data.version.shortTag,
        isPartOf: {
          '@type': 'WebSite',
          name: SITE.name,
          url: absoluteUrl(config, localizedPath('/', data.locale)),
        },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((item, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: item.title,
          item: absoluteUrl(config, localizedPath(item.path, data.locale)),
        })),
      },
    ]
  }
  const article = articleOf(data)
  if (article) {
    return [
      {
        ...base,
        '@type': 'BlogPosting',
        headline: data.title,
        description: data.description,
        inLanguage,
        datePublished: article.date,
        articleSection: article.category,
        keywords: article.tags.join(', '),
        author: article.authors.map((author) => ({
          '@type': 'Person',
          name: author.name,
          ...(author.to ? { url: author.to } : {}),
        })),
        publisher: organization(config),
        mainEntityOfPage: canonical,
      },
    ]
  }
  return [{ ...base, '@type': 'WebPage', name: data.title, description: data.description }]
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no tag can close it. */
export function serializeJsonLd(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'))
}
