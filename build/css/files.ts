import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { CLIENT_BASE } from '../../src/shared/site'
import type { CssSources } from './generate'
import { splitSiteCss } from './generate'
import { interfaceIconClasses, writeRouteIconSheets } from './icon-sheets'
import { shortHash } from '../short-hash'

/** The site's stylesheets as the build manifest names them. */
export interface SiteSheets {
  cssName: string
  iconsName: string
  /** The icon sheet of each route kind (URL). */
  iconSheets: Record<string, string>
}

/**
 * Writes the site CSS into `clientDir` under content-hashed names: the main sheet (minified),
 * the whole icon sheet, and one icon sheet per route kind, which links only the icons that kind
 * of page can show (icon-sheets.ts): the interface's icons (the class sources) and those of the
 * collections the route reads (`collectionIcons` of the content, `icons` of the modules), and
 * `menuIcons`, the header's content-made Docs menu (on every page).
 */
export async function writeSiteCss(
  root: string,
  clientDir: string,
  css: string,
  sources: CssSources,
  content: { collectionIcons: Record<string, string[]> },
  modules: { icons: string[] },
  menuIcons: string[]
): Promise<SiteSheets> {
  const sheets = await splitSiteCss(root, css)
  const cssName = `app-${shortHash(sheets.main, 8)}.css`
  const iconsName = `icons-${shortHash(sheets.icons, 8)}.css`
  await writeFile(join(clientDir, cssName), sheets.main)
  await writeFile(join(clientDir, iconsName), sheets.icons)
  const iconSheets = await writeRouteIconSheets(clientDir, CLIENT_BASE, sheets.icons, {
    interfaceIcons: [...interfaceIconClasses(sources.texts), ...menuIcons],
    collectionIcons: { ...content.collectionIcons, modules: modules.icons },
  })
  return { cssName, iconsName, iconSheets }
}
