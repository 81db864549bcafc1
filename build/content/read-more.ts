import { followRedirects, hrefPath, type RouteRule } from '../../src/shared/routing/route-rules'
import { escapeHtml } from '../../src/shared/search/highlight'
import { READ_MORE_ICON, READ_MORE_ICON_ATTR, READ_MORE_TITLE_ATTR } from './components/ReadMore'
import type { CollectedCollection } from './collect'
import { TRANSLATION_LOCALES } from '../../src/shared/content/translation'

const TITLE_RE = new RegExp(`<a ([^>]*?) ${READ_MORE_TITLE_ATTR}="([^"]*)"([^>]*)>[^<]*</a>`, 'g')
const ICON_RE = new RegExp(
  `<span class="${READ_MORE_ICON} ([^"]*)" aria-hidden="true" ${READ_MORE_ICON_ATTR}="([^"]*)"`,
  'g'
)

const unescapeAttr = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * Writes each title-less `:read-more`'s target page title (and its navigation icon when the
 * author set none) into the rendered bodies, from the build's page index: after every page is
 * compiled, so a cached page picks up a renamed target. A target that is no page (a folder, an
 * app route) keeps its path; the link check reports targets that do not exist.
 */
export function fillReadMoreTitles(
  collections: CollectedCollection[],
  routeRules: Record<string, RouteRule>
): void {
  const english = collections.map((collection) => collection.rows)
  fillIn(english, english, routeRules)
  // a translation's read-more names its target in its own language where it is translated
  for (const locale of TRANSLATION_LOCALES) {
    const translated = collections.map(
      (collection) => collection.translations.find((rows) => rows.locale === locale)?.rows ?? []
    )
    fillIn(translated, [...english, ...translated], routeRules)
  }
}

/** The titles of `targets` (later rows win) written into the read-more links of `rows`. */
function fillIn(
  rows: Record<string, unknown>[][],
  targets: Record<string, unknown>[][],
  routeRules: Record<string, RouteRule>
): void {
  const pages = new Map<string, { title: string; icon?: string }>()
  for (const row of targets.flat()) {
    if (typeof row.path !== 'string' || typeof row.title !== 'string') continue
    const navigation = row.navigation as { title?: string; icon?: string } | boolean | undefined
    const icon = typeof navigation === 'object' ? navigation.icon : undefined
    pages.set(row.path, { title: row.title, ...(icon ? { icon } : {}) })
  }
  const lookup = (href: string) => {
    const path = hrefPath(unescapeAttr(href))
    return pages.get(path) ?? pages.get(followRedirects(path, routeRules) ?? '')
  }
  for (const collection of rows) {
    for (const row of collection) {
      const body = row.body
      if (typeof body !== 'string' || !body.includes(READ_MORE_TITLE_ATTR)) continue
      row.body = body
        .replace(TITLE_RE, (_match, before: string, href: string, after: string) => {
          const page = lookup(href)
          return `<a ${before}${after}>${page ? escapeHtml(page.title) : href}</a>`
        })
        .replace(ICON_RE, (_match, classes: string, href: string) => {
          const icon = lookup(href)?.icon ?? READ_MORE_ICON
          return `<span class="${escapeHtml(icon)} ${classes}" aria-hidden="true"`
        })
    }
  }
}
