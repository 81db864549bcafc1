import { Hono } from 'hono'
import { renderToString } from 'react-dom/server'
import * as v from 'valibot'
import { vValidator } from '@hono/valibot-validator'
import { DocsNavTree } from '../../src/components/docs/DocsNavTree'
import { LocaleContext } from '../../src/components/locale-context'
import { folderOf, indexNavigation } from '../../src/shared/docs/navigation-index'
import { listSidebarLevel } from '../../src/shared/docs/sidebar-tree'
import { isVersionedDocsPath, resolveDocsVersion } from '../../src/shared/docs/versions'
import { getMessages } from '../../src/shared/i18n'
import { getDb } from '../db/client'
import type { AppEnv } from '../env'
import { getNavigation } from '../pages/docs'

/** Query of `GET /api/docs-nav`: a docs folder path and the nesting depth to render it at. */
const DocsNavQuerySchema = v.object({
  group: v.pipe(
    v.string('group is required'),
    v.maxLength(300, 'group is too long'),
    v.regex(/^\/docs\/\d+\.x(?:\/[a-z0-9._-]+)+$/, 'group must be a docs folder path'),
    v.check((path) => isVersionedDocsPath(path), 'group must be a docs folder path')
  ),
  depth: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[0-9]$/, 'depth must be a digit'),
      v.transform((value) => Number(value))
    ),
    '1'
  ),
})

/**
 * `GET /api/docs-nav?group=<folder>&depth=<n>`: the HTML of every item of one docs folder,
 * its sub-groups collapsed, rendered by the aside's own DocsNavTree. The boot script swaps it in
 * when a collapsed group is expanded or a cut level's 'show all' is pressed (the page's HTML
 * holds only the way to the current page). 400 on a bad query, 404 on an unknown folder.
 */
export const docsNavApi = new Hono<AppEnv>()

docsNavApi.get(
  '/',
  vValidator('query', DocsNavQuerySchema, (result, c) => {
    if (!result.success) return c.json({ error: result.issues[0].message }, 400)
  }),
  async (c) => {
    const { group, depth } = c.req.valid('query')
    const version = resolveDocsVersion(group)
    const navigation = await getNavigation(getDb(c.env.DB), version, c.get('locale'))
    const folder = folderOf(indexNavigation(navigation), group)
    if (!folder?.children) return c.json({ error: `no docs folder at ${group}` }, 404)
    const locale = c.get('locale')
    const t = getMessages(locale)
    const html = renderToString(
      <LocaleContext value={locale}>
        <DocsNavTree
          items={listSidebarLevel(folder.children)}
          path=""
          showAll={t['docs.showAll']}
          depth={depth}
        />
      </LocaleContext>
    )
    // the tree changes with a build only: a browser keeps it for a few minutes
    return c.html(html, 200, { 'Cache-Control': 'public, max-age=300' })
  }
)
