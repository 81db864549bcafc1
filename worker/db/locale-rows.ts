import { eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { SOURCE_LOCALE } from '../../src/shared/content/translation'
import type { Locale } from '../../src/shared/i18n/locales'
import type { BasePageData } from '../../src/shared/page-data-base'

/**
 * The rows of one language of a content table: every content table holds its sources (English)
 * and their translations (`locale`, `translation`: worker/db/schema.ts), so every query of one
 * names the language it reads; English by default.
 */
export function inLocale(table: { locale: SQLiteColumn }, locale: Locale = SOURCE_LOCALE): SQL {
  return eq(table.locale, locale)
}

/**
 * The rows of a language and, for what it has not translated, English: a page collection holds
 * a zh-CN row only for a translated page (`locale IN ('zh-CN', 'en')`; English alone for `en`).
 * Read with {@link preferLocale} (one row) or {@link pickLocale} (a list).
 */
export function withFallback(table: { locale: SQLiteColumn }, locale: Locale): SQL {
  return locale === SOURCE_LOCALE ? inLocale(table) : inArray(table.locale, [locale, SOURCE_LOCALE])
}

/** Orders a language's row before its English source (a single read's `LIMIT 1` keeps it). */
export function preferLocale(table: { locale: SQLiteColumn }, locale: Locale): SQL {
  return sql`${table.locale} = ${locale} DESC`
}

/** One row per key, the language's over English, in the order of the rows given. */
export function pickLocale<Row extends { locale: string }>(
  rows: readonly Row[],
  locale: Locale,
  keyOf: (row: Row) => string
): Row[] {
  const translated = new Set(rows.filter((row) => row.locale === locale).map(keyOf))
  return rows.filter((row) => row.locale === locale || !translated.has(keyOf(row)))
}

/**
 * What the reader of a page in `locale` is told about the row it got (PageData.translation):
 * `missing` when it is the English source (no translation), `outdated` when the translation was
 * made from an older source, nothing for a current translation or an English page.
 */
export function translationOf(
  row: { locale: string; translation?: string | null },
  locale: Locale
): BasePageData['translation'] {
  if (locale === SOURCE_LOCALE) return undefined
  if (row.locale !== locale) return 'missing'
  return row.translation === 'outdated' ? 'outdated' : undefined
}

/**
 * {@link translationOf} as the PageData field a loader spreads in (`{ translation }` when there
 * is something to tell the reader, else nothing).
 */
export function translationField(
  row: { locale: string; translation?: string | null },
  locale: Locale
): Pick<BasePageData, 'translation'> {
  const translation = translationOf(row, locale)
  return translation ? { translation } : {}
}
