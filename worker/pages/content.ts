import type { Locale } from '../../src/shared/i18n'
import type { ContentPageData } from '../../src/shared/page-data'
import type { Db } from '../db/client'
import { getPageByPath } from '../db/queries/content'

/** Collections whose pages are served by the generic content route, in lookup order. */
const CONTENT_COLLECTIONS = ['index', 'support', 'landing'] as const

/** Loads a markdown page of the index/support/landing collections, or undefined. */
export async function loadContentPage(db: Db, path: string, locale: Locale): Promise<ContentPageData | undefined> {
  for (const collection of CONTENT_COLLECTIONS) {
    const page = await getPageByPath(db, collection, path)
    if (!page) continue
    const meta = page.meta as Record<string, unknown>
    return {
      route: 'content',
      path,
      locale,
      title: page.title,
      description: page.description,
      body: page.body,
      meta,
      heroOpacity: typeof meta.heroOpacity === 'number' ? meta.heroOpacity : undefined,
    }
  }
  return undefined
}
