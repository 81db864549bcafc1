import { countValues } from '../../src/shared/count-values'
import { parseDeployQuery } from '../../src/shared/deploy/filter'
import type { DeployListPageData } from '../../src/shared/page-data'
import { translationField } from '../db/locale-rows'
import { getPageByPath } from '../db/queries/content'
import { listDeployProviders } from '../db/queries/hosting'
import { pageNotFound } from '../errors'
import { definePage, redirect } from './define-page'

/**
 * Route 'deploy': the hosting providers at `/deploy` (intro from content/deploy/index.md),
 * featured first, with the title search and category of `?q=&category=` (the GET form works
 * without JS; the island filters the same list as you type). `/deploy/` redirects.
 */
export const deployPage = definePage('deploy', async ({ path, url, db, locale }) => {
  if (path !== '/deploy') return redirect(`/deploy${url.search}`, 301)
  const [page, providers] = await Promise.all([
    getPageByPath(db, 'deploy', '/deploy', locale),
    listDeployProviders(db, locale),
  ])
  if (!page) throw pageNotFound(path)
  const categories = countValues(providers.map((provider) => provider.category))
  const data: DeployListPageData = {
    route: 'deploy',
    path,
    locale,
    title: page.title,
    description: page.description,
    body: page.body,
    query: parseDeployQuery(
      url.searchParams,
      categories.map((category) => category.name)
    ),
    providers,
    categories,
    ...translationField(page, locale),
  }
  return data
})
