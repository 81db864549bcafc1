import type { Locale } from '../../src/shared/i18n'
import type { ModulePageData } from '../../src/shared/page-data'
import type { Db } from '../db/client'
import { MODULE_NAME_RE, NPM_NAME_RE } from '../../src/shared/modules/schema'
import { formatModuleMarkdown } from '../../src/shared/markdown/modules'
import { pagePathOfMarkdown } from '../../src/shared/routing/markdown'
import { readSiteConfig } from '../../src/shared/seo/site-config'
import { getModuleWithSource } from '../db/queries/modules'
import { invalidRoute, pageNotFound } from '../errors'
import { definePage, redirect } from './define-page'
import { markdownTextResponse } from './page-markdown'

/**
 * Route 'module': an npm name (`/modules/@aster/image`) or a trailing slash redirects (301, query
 * kept) to the canonical path by name; an unknown module is the spec's 404; `<module>.md` is the
 * page as Markdown with the README as written.
 */
export const modulePage = definePage('module', async ({ path, url, db, env, locale }) => {
  const source = pagePathOfMarkdown(path)
  if (source) {
    const found = await getModuleWithSource(
      db,
      moduleNameOf(source, `${path}${url.search}`),
      locale
    )
    if (!found) throw pageNotFound(path)
    const origin = readSiteConfig(env).url
    return markdownTextResponse(formatModuleMarkdown(found.module, found.readmeSource, origin))
  }
  const data = await loadModulePage(db, path, `${path}${url.search}`, locale)
  return data.path === path ? data : redirect(`${data.path}${url.search}`, 301)
})

/**
 * The module a `/modules/<name>` path names (by name or npm name). A path that is neither a
 * module name nor an npm name fails the route's validity check (the fatal 'Page Not Found').
 */
function moduleNameOf(path: string, fullPath: string): string {
  let name: string
  try {
    name = decodeURIComponent(path.slice('/modules/'.length).replace(/\/+$/, ''))
  } catch {
    throw invalidRoute(fullPath)
  }
  // the route's validity check: a module is named by its name or its npm name, nothing else
  if (!MODULE_NAME_RE.test(name) && !NPM_NAME_RE.test(name)) throw invalidRoute(fullPath)
  return name
}

/**
 * Loads one module page for a `/modules/<name>` path, by name or npm name (`/modules/image`,
 * `/modules/@aster/image`); an unknown module throws the 404 of the spec. The returned `path`
 * is the canonical one (by name), for the route to redirect to when they differ.
 */
async function loadModulePage(
  db: Db,
  path: string,
  fullPath: string,
  locale: Locale
): Promise<ModulePageData> {
  const found = await getModuleWithSource(db, moduleNameOf(path, fullPath), locale)
  if (!found) throw pageNotFound(path)
  const { module, translation } = found
  return {
    route: 'module',
    path: `/modules/${module.name}`,
    locale,
    title: module.npm,
    description: module.description,
    module,
    now: Date.now(),
    // the reader is told when the README below is the English one or older than its source
    ...(translation && translation !== 'current' && { translation }),
  }
}
