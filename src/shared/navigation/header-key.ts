import { isDocsPath, resolveDocsVersion } from '../docs/versions'
import type { ChromeData, PageData } from '../page-data'
import { getHeaderMenus, isMenuActive } from './header-links'

/**
 * Everything the rendered header depends on, as one string (the header's `data-header-key`).
 * Two pages with the same key have the same header but for the docs version select's targets,
 * which the client router copies from the new page's aside: so a client navigation fetches the
 * header only when the key changes (worker/render/page.tsx, src/client/router.ts).
 */
export function headerKey(data: PageData, chrome: ChromeData, forcedColorMode: boolean): string {
  const version = resolveDocsVersion(data.path)
  const active = getHeaderMenus().findIndex((menu) => isMenuActive(menu, data.path))
  return [
    data.locale,
    forcedColorMode ? 'forced' : '',
    chrome.release ?? '',
    chrome.stars,
    version.shortTag,
    isDocsPath(data.path) ? 'docs' : '',
    active,
  ].join('|')
}
