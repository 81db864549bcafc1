import { en, type MessageKey, type Messages } from './en'
import { zhCN } from './zh-CN'

/**
 * Interface locales. Consumers: worker/middleware/i18n.ts (picks the request locale), every
 * page and island (translate with `t`), the document shell (`<html lang>`).
 */
export const LOCALES = ['en', 'zh-CN'] as const
export type Locale = (typeof LOCALES)[number]
export type { MessageKey, Messages }

const TABLES: Record<Locale, Messages> = { en, 'zh-CN': zhCN }

/** True for a supported locale code. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Returns the translator of a locale. */
export function getMessages(locale: Locale): Messages {
  return TABLES[locale]
}
