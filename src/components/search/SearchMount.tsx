import type { Messages } from '../../shared/i18n'
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
}: {
  t: Messages
  aiWidgetUrl: string
  limit?: number
}) {
  return (
    <Island
      name="SearchPalette"
      component={SearchPalette}
      hydrate="interaction"
      props={{ labels: pickMessages(t, PALETTE_LABEL_KEYS), aiWidgetUrl, limit }}
    />
  )
}
