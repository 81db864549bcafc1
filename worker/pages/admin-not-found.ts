import type { AdminView } from '../../src/shared/admin/types'
import { isAdminArea } from '../../src/shared/routing/admin-path'
import { createPathIndex, suggestPaths } from '../../src/shared/routing/nearest-paths'
import { compileRedirectRules } from '../../src/shared/routing/redirect-rules'
import { ROUTES } from '../../src/shared/routing/routes'
import type { Db } from '../db/client'
import { listTopNotFound } from '../db/queries/not-found'
import { listRedirectRules } from '../db/queries/redirect-rules'
import { listIndexableRows } from '../db/queries/sitemap'

/** Paths the screen lists at most (most hits first). */
const TOP_PATHS = 50

/**
 * The admin 'Not found' screen: the most-hit paths of the 404 log (30 days), each with up to
 * three suggested targets among the pages that exist now (the sitemap's rows, in navigation
 * order, plus the app's fixed pages) and the rule that already sends it elsewhere, if any; then
 * the stored rules. `?done=saved|deleted` is the notice after a form.
 */
export async function loadNotFoundView(db: Db, url: URL): Promise<AdminView> {
  const [top, rules, pages] = await Promise.all([
    listTopNotFound(db, TOP_PATHS),
    listRedirectRules(db),
    listIndexableRows(db),
  ])
  const appPages = ROUTES.flatMap((route) => ('paths' in route ? (route.paths ?? []) : []))
  const existing = [...pages.map((page) => page.path), ...appPages]
  const index = createPathIndex(new Set(existing.filter((path) => !isAdminArea(path))))
  const match = compileRedirectRules(rules)
  const done = url.searchParams.get('done')
  return {
    screen: 'not-found',
    paths: top.map((row) => ({
      ...row,
      suggestions: suggestPaths(row.path, index),
      redirectedTo: match(row.path)?.location ?? null,
    })),
    rules,
    done: done === 'saved' || done === 'deleted' ? done : null,
  }
}
