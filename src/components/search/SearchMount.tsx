import type { Messages } from '../../shared/i18n'
import type { HeaderLabelKey } from '../../shared/navigation/header-links'
import SearchPalette from '../../islands/SearchPalette'
import { Island } from '../Island'
import { SEARCH_LIMIT } from '../../shared/search/text'
import { PALETTE_LABEL_KEYS, type PaletteLabels } from './palette-items'

const MENU_LABEL_KEYS: HeaderLabelKey[] = [
  'nav.docs',
  'nav.getStarted',
  'nav.guide',
  'nav.api',
  'nav.examples',
  'nav.community',
  'nav.integrations',
  'nav.modules',
  'nav.hosting',
  'nav.resources',
  'nav.templates',
  'nav.videoCourses',
  'nav.showcase',
  'nav.certification',
  'nav.enterprise',
  'nav.support',
  'nav.agencies',
  'nav.sponsors',
  'nav.blog',
]

/**
 * The search palette island, once per page (the default layout, and so the error page, whose
 * 'Search the site' button opens it): hydrated on idle or on the first open, it renders nothing
 * until opened by a `[data-search-open]` button or Meta+K. `aiWidgetUrl` is the AI_WIDGET_URL
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
  const labels = Object.fromEntries(
    Object.entries(PALETTE_LABEL_KEYS).map(([name, key]) => [name, t[key]])
  ) as PaletteLabels
  const menuLabels = Object.fromEntries(MENU_LABEL_KEYS.map((key) => [key, t[key]])) as Record<
    HeaderLabelKey,
    string
  >
  return (
    <Island
      name="SearchPalette"
      component={SearchPalette}
      hydrate="idle"
      props={{ labels, menuLabels, aiWidgetUrl, limit }}
    />
  )
}
