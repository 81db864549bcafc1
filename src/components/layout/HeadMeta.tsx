import type { HeadTags } from '../../shared/seo/head'
import { serializeJsonLd } from '../../shared/seo/json-ld'

/**
 * The search-engine and link-preview tags of a page's `<head>` (canonical, hreflang, docs version
 * alternates, feeds, Open Graph, Twitter card, JSON-LD), rendered from {@link HeadTags}, which
 * src/shared/seo/head.ts computes from the PageData.
 */
export function HeadMeta({ head }: { head: HeadTags }) {
  return (
    <>
      {head.robots && <meta name="robots" content={head.robots} />}
      {head.canonical && <link rel="canonical" href={head.canonical} />}
      {head.alternates.map((alternate) => (
        <link
          key={alternate.hreflang}
          rel="alternate"
          hrefLang={alternate.hreflang}
          href={alternate.href}
        />
      ))}
      {head.versions.map((entry) => (
        <link
          key={entry.version}
          rel="alternate"
          href={entry.href}
          title={entry.version}
          data-docs-version={entry.version}
        />
      ))}
      {head.feeds.map((feed) => (
        <link
          key={feed.href}
          rel="alternate"
          type={feed.type}
          title={feed.title}
          href={feed.href}
        />
      ))}
      {head.og.map(([property, content], index) => (
        <meta key={`og${index}`} property={property} content={content} />
      ))}
      {head.twitter.map(([name, content]) => (
        <meta key={name} name={name} content={content} />
      ))}
      {head.jsonLd.map((value, index) => (
        <script
          key={`ld${index}`}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(value) }}
        />
      ))}
    </>
  )
}
