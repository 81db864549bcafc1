/**
 * Interface locales, declared once. Consumers: worker/middleware/locale.ts (picks the request
 * locale), the message tables (./index.ts), the boot script's strings (./client.ts), every page
 * and island (translate with `t`), the document shell (`<html lang>`).
 */
export const LOCALES = ['en', 'zh-CN'] as const
export type Locale = (typeof LOCALES)[number]

/** True for a supported locale code. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
