import { LOCALES, type Locale } from '../i18n/locales'

/**
 * Content in more than one language. English is the source: every page and item is written in
 * English first; a translation is a sibling file named `<name>.<locale>.<ext>`
 * (`02.installation.zh-CN.md`, `agency.zh-CN.yml`, `.navigation.zh-CN.yml`) holding only what it
 * translates, merged over its source ({@link mergeTranslation}). Routes, slugs and ids stay the
 * source's. Consumers: build/content (walk, compile, rows, navigation, the translations command),
 * worker/db (rows by locale), the admin translations screen.
 */

/** The language content is written in. */
export const SOURCE_LOCALE = 'en' satisfies Locale

/** The languages a translation may be written in. */
export const TRANSLATION_LOCALES = LOCALES.filter(
  (locale): locale is Exclude<Locale, typeof SOURCE_LOCALE> => locale !== SOURCE_LOCALE
)
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number]

/**
 * How a translation stands: 'current' (made from the source as it is), 'outdated' (the source
 * changed since: its recorded `source:` hash is another one, or none was recorded), 'missing'
 * (no translation: a data row copied from English so a listing reads one locale).
 */
export type TranslationState = 'current' | 'outdated' | 'missing'

/** The frontmatter (or top-level YAML) key where a translation records its source's hash. */
export const SOURCE_HASH_KEY = 'source'

/** `02.installation.zh-CN.md` → base `02.installation`, locale `zh-CN`, extension `md`. */
const TRANSLATION_NAME_RE = new RegExp(
  `^(.+)\\.(${TRANSLATION_LOCALES.map((locale) => locale.replace('-', '\\-')).join('|')})\\.(md|yml)$`
)

/** The parts of a translation's file name; undefined for a source file. */
export function parseTranslationName(
  name: string
): { base: string; locale: TranslationLocale; extension: 'md' | 'yml' } | undefined {
  const match = TRANSLATION_NAME_RE.exec(name)
  if (!match) return undefined
  return {
    base: match[1]!,
    locale: match[2] as TranslationLocale,
    extension: match[3] as 'md' | 'yml',
  }
}

/** The file name of a source's translation: `02.installation.md` → `02.installation.zh-CN.md`. */
export function translationName(sourceName: string, locale: TranslationLocale): string {
  return sourceName.replace(/\.(md|yml)$/, `.${locale}.$1`)
}

/** The row id of a translation: the source row's id and `@<locale>`. */
export function translationId(id: string, locale: TranslationLocale): string {
  return `${id}@${locale}`
}

/** The `content_info` collection key of a language's navigation (`docsv4@zh-CN`). */
export function localeCollectionKey(collection: string, locale: Locale): string {
  return locale === SOURCE_LOCALE ? collection : `${collection}@${locale}`
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A translation merged over its source: mappings merge by key, lists by position (the
 * translation's item 2 over the source's item 2; a longer list adds items), any other value
 * replaces the source's. What the translation leaves out stays the source's.
 */
export function mergeTranslation(source: unknown, translation: unknown): unknown {
  if (translation === undefined) return source
  if (isMapping(source) && isMapping(translation)) {
    const merged: Record<string, unknown> = { ...source }
    for (const [key, value] of Object.entries(translation))
      merged[key] = mergeTranslation(source[key], value)
    return merged
  }
  if (Array.isArray(source) && Array.isArray(translation))
    return Array.from({ length: Math.max(source.length, translation.length) }, (_, i) =>
      i < translation.length ? mergeTranslation(source[i], translation[i]) : source[i]
    )
  return translation
}
