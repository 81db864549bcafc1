import { createContext, use } from 'react'
import type { Locale } from '../shared/i18n'
import { localizedPath } from '../shared/i18n/locale-paths'

/**
 * The language being rendered, so every link a component makes points into it (`/blog` on a
 * Chinese page is `/zh/blog`: src/shared/i18n/locale-paths.ts). Provided by worker/render/page.tsx
 * (the document, the payload and its header), worker/islands/render-island.tsx and, in the
 * browser, src/client/hydrate.tsx from `<html lang>`, so an island renders the same links on
 * both sides. Components keep their data's paths as they are in D1 (English) and localize them
 * here, when they are written into `href` or `action`.
 */
export const LocaleContext = createContext<Locale>('en')

/** The language being rendered. */
export function useLocale(): Locale {
  return use(LocaleContext)
}

/**
 * A function that writes a site path in the language being rendered (external URLs, anchors,
 * APIs and assets pass unchanged). Consumers: every component that links to a page.
 */
export function useLocalePath(): (path: string) => string {
  const locale = use(LocaleContext)
  return (path) => localizedPath(path, locale)
}
