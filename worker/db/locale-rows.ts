import { eq, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { SOURCE_LOCALE } from '../../src/shared/content/translation'
import type { Locale } from '../../src/shared/i18n/locales'

/**
 * The rows of one language of a content table: every content table holds its sources (English)
 * and their translations (`locale`, `translation`: worker/db/schema.ts), so every query of one
 * names the language it reads; English by default.
 */
export function inLocale(table: { locale: SQLiteColumn }, locale: Locale = SOURCE_LOCALE): SQL {
  return eq(table.locale, locale)
}
