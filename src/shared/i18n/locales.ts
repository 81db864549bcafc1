/**
 * Interface locales, declared once. Consumers: worker/middleware/locale.ts (picks the request
 * locale), the message tables (./index.ts), the boot script's strings (./client.ts), every page
 * and island (translate with `t`), the document shell (`<html lang>`).
 */
export const LOCALES = ['en', 'zh-CN'] as const
export type Locale = (typeof LOCALES)[number]

/** The 400 message of an API's `?locale=` that names no language (the locale middleware, the search query). */
export const LOCALE_PARAM_MESSAGE = `"locale" must be ${LOCALES.join(' or ')}`

/**
 * Cookie that remembers the language a visitor last switched to (`?lang=`,
 * worker/middleware/locale.ts). It never picks the language of a page (its URL does): it keeps
 * the Chinese-version banner (src/client/language-banner.ts) away from a reader who chose
 * English, and is the default language of an API call made without a page.
 */
export const LOCALE_COOKIE = 'aster-locale'

/** True for a supported locale code. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
