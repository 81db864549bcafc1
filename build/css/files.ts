import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { CLIENT_BASE } from '../../src/shared/site'
import { splitSiteCss } from './generate'
import { writeRouteIconSheets } from './icon-sheets'
import { shortHash } from '../short-hash'

/**
 * Writes the site CSS into `clientDir` under content-hashed names: the main sheet (minified),
 * the whole icon sheet, and one icon sheet per route kind, which links only the icons that kind
 * of page can show (build/icon-sheets.ts). Returns the names and the route sheets' URLs.
 */
export async function writeSiteCss(
  root: string,
  clientDir: string,
  css: string,
  icons: { interfaceIcons: string[]; collectionIcons: Record<string, string[]> }
): Promise<{ cssName: string; iconsName: string; iconSheets: Record<string, string> }> {
  const sheets = await splitSiteCss(root, css)
  const cssName = `app-${shortHash(sheets.main, 8)}.css`
  const iconsName = `icons-${shortHash(sheets.icons, 8)}.css`
  await writeFile(join(clientDir, cssName), sheets.main)
  await writeFile(join(clientDir, iconsName), sheets.icons)
  const iconSheets = await writeRouteIconSheets(clientDir, CLIENT_BASE, sheets.icons, icons)
  return { cssName, iconsName, iconSheets }
}
