import { inLocale, preferLocale, withFallback } from '../locale-rows'
import { eq, inArray, and } from 'drizzle-orm'
import { localeCollectionKey } from '../../../src/shared/content/translation'
import type { Locale } from '../../../src/shared/i18n/locales'
import { COLLECTION_TABLES, contentInfo } from '../schema'
import type { Db } from '../client'
import { PageRowSchema, requireRow } from '../row-check'
import type { DocsCollection } from '../../../src/shared/docs/versions'

type PageCollection = DocsCollection | 'index' | 'landing' | 'support' | 'deploy'

/**
 * One page of a page-type collection by path, or undefined; a malformed row throws a 503. In
 * another language than English: its translation, else its English row (the row's `locale`
 * says which: worker/db/locale-rows.ts `translationOf`).
 */
export async function getPageByPath(
  db: Db,
  collection: PageCollection,
  path: string,
  locale: Locale = 'en'
) {
  const table = COLLECTION_TABLES[collection]
  const rows = await db
    .select()
    .from(table)
    .where(and(eq(table.path, path), withFallback(table, locale)))
    .orderBy(preferLocale(table, locale))
    .limit(1)
  return rows[0] && requireRow(PageRowSchema, rows[0], `${collection}${path}`)
}

/** Which of the given paths are pages of the collection (version fallback). */
export async function listExistingPaths(
  db: Db,
  collection: PageCollection,
  paths: string[]
): Promise<Set<string>> {
  if (!paths.length) return new Set()
  const table = COLLECTION_TABLES[collection]
  const rows = await db
    .select({ path: table.path })
    .from(table)
    .where(and(inArray(table.path, paths), inLocale(table)))
  return new Set(rows.map((row) => row.path))
}

/**
 * True when any content has been loaded into D1 (a `content_info` row exists): an empty database
 * answers 503 'content not loaded', not a 404 for every page.
 */
export async function isContentLoaded(db: Db): Promise<boolean> {
  const rows = await db.select({ collection: contentInfo.collection }).from(contentInfo).limit(1)
  return rows.length > 0
}

/** When a collection's content was built (ISO), or undefined when it has no row. */
export async function getBuiltAt(db: Db, collection: string): Promise<string | undefined> {
  const [row] = await db
    .select({ builtAt: contentInfo.builtAt })
    .from(contentInfo)
    .where(eq(contentInfo.collection, collection))
  return row?.builtAt
}

/**
 * The content-version row of a collection (hash, build id, navigation tree); in another language
 * than English its row `<collection>@<locale>` (the navigation in that language, the same hash),
 * else the English one.
 */
export async function getContentInfo(db: Db, collection: string, locale: Locale = 'en') {
  const keys =
    locale === 'en' ? [collection] : [localeCollectionKey(collection, locale), collection]
  const rows = await db.select().from(contentInfo).where(inArray(contentInfo.collection, keys))
  return rows.find((row) => row.collection === keys[0]) ?? rows[0]
}
