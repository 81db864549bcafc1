import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { iconClasses } from '../../src/shared/icons/icon-classes'

/**
 * The content collections whose icons each route kind can show, besides the interface's own
 * icons (every icon class of the component sources). A route kind not listed here (the error
 * page, admin, unsubscribe) links the whole icon sheet. Consumer: build/index.ts; the
 * worker picks a page's sheet by its route id (worker/render/page.tsx), and the coverage test
 * (test/worker/stylesheets.test.ts) checks every route kind's pages against their sheet.
 */
export const ROUTE_ICON_COLLECTIONS: Record<string, string[]> = {
  home: ['index', 'landing', 'modules', 'deploy', 'team', 'showcase', 'manualSponsors'],
  docs: ['docsv4', 'docsv3'],
  blog: ['blog'],
  'blog-post': ['blog'],
  deploy: ['deploy'],
  'deploy-guide': ['deploy'],
  modules: ['modules'],
  module: ['modules'],
  templates: ['templates', 'landing'],
  showcase: ['showcase', 'landing'],
  'video-courses': ['videoCourses', 'landing'],
  team: ['team', 'landing'],
  'design-kit': ['designKit', 'landing'],
  newsletter: ['landing', 'newsletter'],
  'newsletter-issue': ['newsletter', 'landing'],
  enterprise: ['landing', 'support', 'agencies', 'manualSponsors'],
  support: ['support', 'landing'],
  agencies: ['agencies', 'landing'],
  agency: ['agencies', 'landing'],
  sponsors: ['manualSponsors', 'landing'],
  jobs: ['landing'],
  content: ['landing', 'support'],
}

/** One `.i-…{…}` image rule a line, as build/css/icon-css.ts writes the icon sheet. */
const RULE_NAME_RE = /^\.(i-[a-z0-9-]+)\{/

/**
 * Every icon class the component sources spell (header, footer, islands, page components):
 * `sources` are the CSS step's class sources as readCssSources (css.ts) read them.
 */
export function interfaceIconClasses(sources: readonly (readonly [string, string])[]): string[] {
  return iconClasses(sources.map(([, text]) => text))
}

/**
 * Cuts the icon sheet into one sheet per route kind: the image rules of the interface's icons
 * plus those of the route's collections (`collectionIcons`: icon classes per collection name).
 * Route kinds with the same icons share one sheet text.
 */
export function splitIconSheets(
  iconsCss: string,
  interfaceIcons: string[],
  collectionIcons: Record<string, string[]>
): Map<string, string> {
  const rules = iconsCss.split('\n').filter(Boolean)
  const sheets = new Map<string, string>()
  for (const [route, collections] of Object.entries(ROUTE_ICON_COLLECTIONS)) {
    const wanted = new Set([
      ...interfaceIcons,
      ...collections.flatMap((name) => collectionIcons[name] ?? []),
    ])
    const picked = rules.filter((rule) => wanted.has(RULE_NAME_RE.exec(rule)?.[1] ?? ''))
    sheets.set(route, `${picked.join('\n')}\n`)
  }
  return sheets
}

/**
 * Writes the sheet of each route kind (content-hashed `icons-<hash>.css` in `dir`) and returns
 * route id → URL under `base`: the build manifest's `assets.iconSheets`.
 */
export async function writeRouteIconSheets(
  dir: string,
  base: string,
  iconsCss: string,
  icons: { interfaceIcons: string[]; collectionIcons: Record<string, string[]> }
): Promise<Record<string, string>> {
  const urls: Record<string, string> = {}
  for (const [route, text] of splitIconSheets(
    iconsCss,
    icons.interfaceIcons,
    icons.collectionIcons
  )) {
    const name = `icons-${createHash('sha256').update(text).digest('hex').slice(0, 8)}.css`
    await writeFile(join(dir, name), text)
    urls[route] = `${base}/${name}`
  }
  return urls
}
