import { en, type MessageKey, type Messages } from './en'
import { zhCN } from './zh-CN'

import type { Locale } from './locales'

export { isLocale, LOCALES, type Locale } from './locales'
export type { MessageKey, Messages }

const TABLES: Record<Locale, Messages> = { en, 'zh-CN': zhCN }

/** Returns the translator of a locale. */
export function getMessages(locale: Locale): Messages {
  return TABLES[locale]
}
