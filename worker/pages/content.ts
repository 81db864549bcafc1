import type { Locale } from '../../src/shared/i18n'
import type { ContentPageData } from '../../src/shared/page-data'
import type { Db } from '../db/client'
import { translationField } from '../db/locale-rows'
import { getPageByPath } from '../db/queries/content'
import { pageNotFound } from '../errors'
import { isPathUnder } from '../../src/shared/routing/path'
import { definePage } from './define-page'
import { markdownResponse } from './page-markdown'

/** The one collection that can hold a path (so a request costs one lookup, a 404 too). */
function collectionFor(path: string): 'support' | 'landing' {
  return isPathUnder(path, '/enterprise/support') ? 'support' : 'landing'
}

type PageRow = {
  title: string
  description: string
  body: string
  meta: Record<string, unknown>
  locale: string
  translation: string | null
}

function toPageData(row: PageRow, path: string, locale: Locale): ContentPageData {
  return {
    route: 'content',
    path,
    locale,
    title: row.title,
    description: row.description,
    body: row.body,
    meta: row.meta,
    heroOpacity: typeof row.meta.heroOpacity === 'number' ? row.meta.heroOpacity : undefined,
    ...translationField(row, locale),
  }
}

/**
 * Route 'content': a markdown page of the landing or support collection (marketing and
 * enterprise pages), else the spec's 404. Home, blog and hosting have routes of their own.
 */
export const contentPage = definePage('content', async ({ path: requested, db, locale }) => {
  const path = requested === '/' ? '/' : requested.replace(/\/+$/, '')
  // `<page>.md`: the markdown source of a landing or support page (AI readers)
  if (path.endsWith('.md') && path.length > '/.md'.length) {
    const source = path.slice(0, -'.md'.length)
    const row = await getPageByPath(db, collectionFor(source), source, locale)
    if (!row) throw pageNotFound(requested)
    return markdownResponse(row)
  }
  const data = await loadContentPage(db, path, locale)
  if (!data) throw pageNotFound(requested)
  return data
})

/** Loads a markdown page of the landing or support collection, or undefined. */
async function loadContentPage(
  db: Db,
  path: string,
  locale: Locale
): Promise<ContentPageData | undefined> {
  const page = await getPageByPath(db, collectionFor(path), path, locale)
  return page ? toPageData(page, path, locale) : undefined
}
