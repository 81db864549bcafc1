import {
  TRANSLATION_LOCALES,
  type TranslationLocale,
  type TranslationState,
} from '../../src/shared/content/translation'
import type { CollectedCollection } from './collect'

/** How many translations of one language are current, outdated and missing. */
export type TranslationCounts = { locale: TranslationLocale } & Record<TranslationState, number>

/**
 * The content step's counts per language, from its rows (a data item's zh-CN row says its
 * state; a page without a translated row is missing). Counted by the content step itself: the
 * sql step empties the rows to free memory, possibly before the coverage line is printed
 * (build/content/translations.ts `coverageLine`).
 */
export function contentTranslationCounts(
  collections: readonly Pick<CollectedCollection, 'definition' | 'rows' | 'translations'>[]
): TranslationCounts[] {
  return TRANSLATION_LOCALES.map((locale) => {
    const count = { locale, current: 0, outdated: 0, missing: 0 }
    for (const collection of collections) {
      const rows = collection.translations.find((entry) => entry.locale === locale)?.rows ?? []
      for (const row of rows) count[row.translation as TranslationState]++
      if (collection.definition.kind === 'page')
        count.missing += collection.rows.length - rows.length
    }
    return count
  })
}
