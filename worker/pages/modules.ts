import type { Locale } from '../../src/shared/i18n'
import { getMessages } from '../../src/shared/i18n'
import { CATEGORY_ICONS, MODULE_CATEGORIES } from '../../src/shared/modules/categories'
import {
  filterModules,
  matchesCategory,
  parseModuleQuery,
  parsePage,
  visibleCount,
} from '../../src/shared/modules/filter'
import type { ModulesPageData } from '../../src/shared/page-data'
import type { Db } from '../db/client'
import { getModulesDirectory } from '../db/queries/modules'

/**
 * Loads the modules directory for a request URL: reads q, category, sortBy, orderBy and page
 * (unknown values ignored), filters with the shared rules and returns the first cards, so a
 * shared URL renders the same list without JavaScript.
 */
export async function loadModulesPage(db: Db, url: URL, locale: Locale): Promise<ModulesPageData> {
  const { modules, stats } = await getModulesDirectory(db)
  const query = parseModuleQuery(url.searchParams)
  const page = parsePage(url.searchParams.get('page'))
  const results = filterModules(modules, query)
  const t = getMessages(locale)
  return {
    route: 'modules',
    path: '/modules',
    locale,
    title: t['modules.title'],
    description: t['modules.description'],
    query,
    page,
    modules: results.slice(0, visibleCount(page)),
    total: results.length,
    categories: MODULE_CATEGORIES.map((name) => ({
      name,
      icon: CATEGORY_ICONS[name],
      count: modules.filter((m) => matchesCategory(m, name)).length,
    })),
    stats,
    now: Date.now(),
  }
}
