import { getMessages, type Locale } from '../../src/shared/i18n'
import { CATEGORY_ICONS, MODULE_CATEGORIES } from '../../src/shared/modules/categories'
import {
  canonicalModulesSearch,
  sameSearch,
  filterModules,
  matchesCategory,
  parseModuleQuery,
  parsePage,
  visibleCount,
} from '../../src/shared/modules/filter'
import { formatModulesMarkdown } from '../../src/shared/markdown/modules'
import type { ModulesPageData } from '../../src/shared/page-data'
import { readSiteConfig } from '../../src/shared/seo/site-config'
import type { Db } from '../db/client'
import { getModulesDirectory } from '../db/queries/modules'
import { definePage, redirect } from './define-page'
import { markdownTextResponse } from './page-markdown'

/**
 * Route 'modules': `/modules/` redirects to `/modules` (301), unknown or non-canonical filter
 * values redirect to the canonical URL (302, never a 500), else the directory; `/modules.md` is
 * the filtered directory as Markdown.
 */
export const modulesPage = definePage('modules', async ({ path, url, db, env, locale }) => {
  if (path === '/modules.md') {
    // every match of the query, as Markdown (agents): no redirects, unknown values ignored
    const { modules } = await getModulesDirectory(db, locale)
    const query = parseModuleQuery(url.searchParams)
    const origin = readSiteConfig(env).url
    return markdownTextResponse(formatModulesMarkdown(filterModules(modules, query), query, origin))
  }
  if (path !== '/modules') return redirect(`/modules${url.search}`, 301)
  const canonical = canonicalModulesSearch(url.search)
  if (!sameSearch(canonical, url.search)) return redirect(`/modules${canonical}`, 302)
  return loadModulesPage(db, url, locale)
})

/**
 * Loads the modules directory for a request URL: reads q, category, sortBy, orderBy and page
 * (unknown values ignored), filters with the shared rules and returns the first cards, so a
 * shared URL renders the same list without JavaScript.
 */
async function loadModulesPage(db: Db, url: URL, locale: Locale): Promise<ModulesPageData> {
  const { modules, stats } = await getModulesDirectory(db, locale)
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
