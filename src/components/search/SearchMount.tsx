import type { Locale, Messages } from '../../shared/i18n'
import { docsMenuLinks, type DocsSection } from '../../shared/docs/sections'
import { pickMessages } from '../../shared/i18n/pick'
import SearchPalette from '../../islands/SearchPalette'
import { Island } from '../Island'
import { SEARCH_LIMIT } from '../../shared/search/text'
import { PALETTE_LABEL_KEYS } from './palette-items'

/**
 * The search palette island, once per page (the default layout, and so the error page, whose
 * 'Search the site' button opens it): hydrated when a search button is hovered, focused or
 * pressed (src/client/search-trigger.ts), or on the first Meta+K; it renders nothing until opened by a `[data-search-open]` button or Meta+K. `aiWidgetUrl` is the AI_WIDGET_URL
 * var ('' → the local answer panel); `limit` caps each group (spec 2 and 9: 42).
 */
export function SearchMount({
  t,
  aiWidgetUrl,
  limit = SEARCH_LIMIT,
  docsSections,
  locale,
}: {
  t: Messages
  aiWidgetUrl: string
  limit?: number
  /** The build's docs sections (ChromeData): the Docs links before typing, as the header has them. */
  docsSections?: Record<string, DocsSection[]>
  locale?: Locale
}) {
  const docsMenus =
    docsSections &&
    Object.fromEntries(
      Object.entries(docsSections).map(([path, sections]) => [
        path,
        docsMenuLinks(sections, locale ?? 'en'),
      ])
    )
  return (
    <Island
      name="SearchPalette"
      component={SearchPalette}
      hydrate="interaction"
      props={{ labels: pickMessages(t, PALETTE_LABEL_KEYS), aiWidgetUrl, limit, docsMenus }}
    />
  )
}
