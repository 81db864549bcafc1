import type { Locale } from './i18n'

/**
 * PageData: what a loader (worker/pages) returns and a page component (src/pages) renders.
 * The same object is served as `<route>/_payload.json` for client navigation.
 */
export interface BasePageData {
  /** Route id, selects the page component. */
  route: string
  /** Page title (without the site template). */
  title: string
  description: string
  locale: Locale
  /** Request path. */
  path: string
  heroOpacity?: number
  /** Full document title override (templated already), e.g. docs `titleTemplate`. */
  documentTitle?: string
  /**
   * A page of another language than English whose content is not (or no longer) its
   * translation: `missing`, no translation (the English content is shown), `outdated`, the
   * English source changed after the translation was made. The page view shows the notice
   * (src/components/layout/TranslationNotice.tsx). Set by loaders from the zh-CN rows.
   */
  translation?: 'missing' | 'outdated'
  /** A draft shown in preview mode: the layout marks it 'Draft' (never set for visitors). */
  draft?: boolean
  /**
   * Preview mode: the page carries the preview bar with the link's expiry (seconds since the
   * epoch). Set by the renderer (worker/render/page.tsx) from the request, never by a loader.
   */
  preview?: { expires: number }
}
