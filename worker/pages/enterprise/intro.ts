import type { Locale } from '../../../src/shared/i18n'
import type { Db } from '../../db/client'
import { getPageByPath } from '../../db/queries/content'
import { translationField } from '../../db/locale-rows'
import type { BasePageData } from '../../../src/shared/page-data-base'
import { pageNotFound } from '../../errors'
import { redirect } from '../define-page'

/** The markdown page that introduces an enterprise page: its title, description, body and meta. */
export interface EnterpriseIntro {
  title: string
  description: string
  body: string
  meta: Record<string, unknown>
  /** What a Chinese reader is told about it (worker/db/locale-rows.ts `translationOf`). */
  translation?: BasePageData['translation']
}

/**
 * Loads the introduction of an enterprise page (`support` collection for /enterprise/support,
 * `landing` for the others) in a language (its translation, else English); a missing page is
 * the spec's 404. Consumers: the enterprise loaders.
 */
export async function loadIntro(
  db: Db,
  collection: 'support' | 'landing',
  path: string,
  locale: Locale
): Promise<EnterpriseIntro> {
  const row = await getPageByPath(db, collection, path, locale)
  if (!row) throw pageNotFound(path)
  return {
    title: row.title,
    description: row.description,
    body: row.body,
    meta: row.meta,
    ...translationField(row, locale),
  }
}

/** A redirect to the canonical path without a trailing slash (query kept), or undefined. */
export function canonicalRedirect(requested: string, canonical: string, url: URL) {
  return requested === canonical ? undefined : redirect(`${canonical}${url.search}`, 301)
}

/** The fields every enterprise PageData shares. */
export function baseOf(intro: EnterpriseIntro, path: string, locale: Locale) {
  return {
    path,
    locale,
    title: intro.title,
    description: intro.description,
    body: intro.body,
    ...(intro.translation ? { translation: intro.translation } : {}),
  }
}
