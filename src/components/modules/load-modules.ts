import type { ModuleSummary } from '../../shared/modules/types'
import { createFetchOnce } from '../fetch-once'
import { withLocaleParam } from '../../shared/i18n/locale-paths'
import { isLocale } from '../../shared/i18n/locales'

/**
 * Every module from `GET /api/modules?locale=`, fetched once per page life and skipped when already
 * loaded (spec 7), so coming back to the directory by client navigation filters at once; a
 * failure is retried on the next call. Consumers: the ModulesDirectory island, the search
 * palette's Modules group.
 */
export const loadModules = createFetchOnce(
  // in the page's language (a Chinese page lists Chinese descriptions); a switch of language is
  // a full page load, so once per page life stays right
  () => {
    const lang = document.documentElement.lang
    return withLocaleParam('/api/modules', isLocale(lang) ? lang : 'en')
  },
  (body) => (body as { modules: ModuleSummary[] }).modules
)
