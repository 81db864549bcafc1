import { getMessages } from '../i18n'
import { localizedPath } from '../i18n/locale-paths'
import type { Locale } from '../i18n/locales'
import type { BlogPostSummary } from '../page-data'
import { SITE } from '../site'
import { absoluteUrl, type SiteConfig } from './site-config'
import { escapeXml, stripInvalidXmlChars } from './xml'

/**
 * The blog feeds: RSS 2.0 at /blog/rss.xml and Atom at /blog/atom.xml, from the published posts
 * (newest first, as worker/db/queries/blog.ts lists them), and the Chinese blog's at
 * /zh/blog/rss.xml and /zh/blog/atom.xml (the posts in Chinese where translated, links to the
 * Chinese pages). Links are absolute; each item carries its summary, authors, category and date.
 * Consumers: worker/seo/routes.ts, the head tags' `<link rel="alternate">`
 * (src/shared/seo/head.ts `BLOG_FEEDS`).
 */
export type FeedPost = Pick<
  BlogPostSummary,
  'path' | 'title' | 'description' | 'date' | 'authors' | 'category'
>

/** The newest posts a feed holds. */
export const FEED_LIMIT = 50

const text = (value: string) => escapeXml(stripInvalidXmlChars(value))

/** RFC 822 date of RSS (`Thu, 12 Jun 2025 00:00:00 GMT`); undefined for a bad date. */
function rfc822(date: string | undefined): string | undefined {
  const time = date ? Date.parse(date) : NaN
  return Number.isNaN(time) ? undefined : new Date(time).toUTCString()
}

/** RFC 3339 date of Atom; undefined for a bad date. */
function rfc3339(date: string | undefined): string | undefined {
  const time = date ? Date.parse(date) : NaN
  return Number.isNaN(time) ? undefined : new Date(time).toISOString()
}

/** The feed's title, blog page and own URL in a language. */
function feedOf(config: SiteConfig, locale: Locale, file: string) {
  const url = (path: string) => absoluteUrl(config, localizedPath(path, locale))
  const title = getMessages(locale)['blog.feedName'].replace('{site}', SITE.name)
  return { url, title, blog: url('/blog'), self: url(file) }
}

/** RSS 2.0 of the posts (with `dc:creator` authors and an `atom:link` to itself). */
export function renderRss(
  posts: readonly FeedPost[],
  config: SiteConfig,
  locale: Locale = 'en'
): string {
  const { url, title, blog, self } = feedOf(config, locale, '/blog/rss.xml')
  const items = posts.slice(0, FEED_LIMIT).map((post) => {
    const link = url(post.path)
    const date = rfc822(post.date)
    return [
      '<item>',
      `<title>${text(post.title)}</title>`,
      `<link>${text(link)}</link>`,
      `<guid isPermaLink="true">${text(link)}</guid>`,
      `<description>${text(post.description)}</description>`,
      date ? `<pubDate>${date}</pubDate>` : '',
      ...post.authors.map(({ name }) => `<dc:creator>${text(name)}</dc:creator>`),
      post.category ? `<category>${text(post.category)}</category>` : '',
      '</item>',
    ].join('')
  })
  const newest = rfc822(posts[0]?.date)
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${text(title)}</title>
<link>${text(blog)}</link>
<description>${text(SITE.description)}</description>
<language>${locale}</language>
<atom:link href="${text(self)}" rel="self" type="application/rss+xml"/>
${newest ? `<lastBuildDate>${newest}</lastBuildDate>\n` : ''}${items.join('\n')}
</channel>
</rss>
`
}

/** Atom 1.0 of the posts. */
export function renderAtom(
  posts: readonly FeedPost[],
  config: SiteConfig,
  locale: Locale = 'en'
): string {
  const { url, title, blog, self } = feedOf(config, locale, '/blog/atom.xml')
  const updated = rfc3339(posts[0]?.date) ?? new Date(0).toISOString()
  const entries = posts.slice(0, FEED_LIMIT).map((post) => {
    const link = url(post.path)
    const date = rfc3339(post.date) ?? updated
    const authors = post.authors.length ? post.authors.map(({ name }) => name) : [SITE.name]
    return [
      '<entry>',
      `<id>${text(link)}</id>`,
      `<title>${text(post.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${text(link)}"/>`,
      `<published>${date}</published>`,
      `<updated>${date}</updated>`,
      ...authors.map((name) => `<author><name>${text(name)}</name></author>`),
      post.category ? `<category term="${text(post.category)}"/>` : '',
      `<summary>${text(post.description)}</summary>`,
      '</entry>',
    ].join('')
  })
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">
<id>${text(blog)}</id>
<title>${text(title)}</title>
<subtitle>${text(SITE.description)}</subtitle>
<link rel="alternate" type="text/html" href="${text(blog)}"/>
<link rel="self" type="application/atom+xml" href="${text(self)}"/>
<updated>${updated}</updated>
${entries.join('\n')}
</feed>
`
}
