import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { LOGO_SVG } from '../src/shared/brand'
import { CLIENT_BASE } from '../src/shared/site'
import type { IconSetEntry } from '../src/shared/icons/icon-query'
import { writeAssetHeaders } from './assets-headers'
import type { ClientBundle } from './client'
import { closeCollectionFiles, type ContentSql } from './content/collection-sql'
import type { CollectedContent } from './content/index'
import { writePageHistory, type PageIdentity } from './content/page-identity'
import type { SiteSheets } from './css/files'
import type { BuiltModules } from './modules/index'
import { writeModules } from './modules/sql'
import { shortHash } from './short-hash'
import { DOCS_VERSIONS } from '../src/shared/docs/versions'
import { docsSectionsOf, type DocsSection } from '../src/shared/docs/sections'
import { listPrerenderPaths } from '../src/shared/routing/prerender'
import type { RouteRule } from '../src/shared/routing/route-rules'
import { COLOR_MODE_SCRIPT } from '../src/shared/color-mode-script'
import { cachedTransform } from './cache/transform-cache'

/** What a build's manifests are made of (build/index.ts, its write step). */
export interface ManifestParts {
  id: string
  timestamp: number
  /** The client entry, the sheets and the icon sheet of each route kind. */
  assets: { boot: string; css: string; icons: string; iconSheets: Record<string, string> }
  /** The minified colour-mode script, inlined into every page under its CSP hash. */
  colorMode: string
  /** Each collection's content hash. */
  content: Record<string, string>
  routeRules: Record<string, RouteRule>
  /** The icon sets' shards (build/css/icon-shards.ts). */
  icons: unknown
  /** Each docs version's top-level sections, by version path (src/shared/docs/sections.ts). */
  docsSections: Record<string, DocsSection[]>
  /** The docs page about the MCP server, when the content has one (content/agent-docs.ts). */
  mcpDocs?: string
}

/**
 * Writes `build-manifest.json` (what the worker bundles: worker/build-manifest.ts), and
 * `builds/latest.json` and `builds/meta/<id>.json` (what open tabs poll and the worker matches
 * routes with), into the staging folder `dir`.
 */
export async function writeManifests(dir: string, parts: ManifestParts): Promise<void> {
  const { id, timestamp, assets, colorMode, content, routeRules, icons, docsSections, mcpDocs } =
    parts
  const manifest = {
    id,
    timestamp,
    assets,
    inlineScripts: {
      colorMode: {
        code: colorMode,
        hash: `sha256-${createHash('sha256').update(colorMode).digest('base64')}`,
      },
    },
    content,
    routeRules,
    icons,
    docsSections,
    ...(mcpDocs ? { mcpDocs } : {}),
    // the pages `npm run prerender` (build/publish/prerender.ts) renders to static files
    prerendered: listPrerenderPaths(routeRules),
  }
  await writeFile(join(dir, 'build-manifest.json'), JSON.stringify(manifest, null, 2))
  await mkdir(join(dir, 'builds', 'meta'), { recursive: true })
  await writeFile(join(dir, 'builds', 'latest.json'), JSON.stringify({ id, timestamp }))
  await writeFile(
    join(dir, 'builds', 'meta', `${id}.json`),
    JSON.stringify({ id, timestamp, matcher: routeRules, prerendered: manifest.prerendered })
  )
}

/** `content-hashes.json`: what D1's `content_info` will hold per SQL file (the deploy skips the unchanged ones). */
export async function writeContentHashes(
  dir: string,
  hashes: Record<string, string>
): Promise<void> {
  await writeFile(join(dir, 'content-hashes.json'), JSON.stringify(hashes))
}

/** The colour-mode script as pages inline it: minified for old browsers too (from .cache/transform/). */
export async function colorModeScript(root: string): Promise<string> {
  const script = await cachedTransform(root, 'color-mode', COLOR_MODE_SCRIPT, {
    minify: true,
    target: 'es2015',
  })
  return script.trim()
}

/** What the write step puts together: every other step's output. */
export interface BuildParts {
  content: Pick<CollectedContent, 'routeRules' | 'mcpDocs'>
  /** Page identity across builds: its history and the rules of moved pages. */
  pages: PageIdentity
  sql: ContentSql
  modules: BuiltModules
  client: ClientBundle
  icons: Record<string, IconSetEntry>
  stylesheets: SiteSheets
  colorMode: string
  /** A digest of the worker's code (server-code-hash.ts). */
  serverCode: string
}

/**
 * The write step: names the build (its id: a hash of everything it is made of, the worker's code
 * included, so a code-only deploy does not serve the old code's cached pages), ends the content
 * SQL files with their `content_info`, and writes the modules SQL, the content hashes, the
 * favicon, the assets' `_headers` and the manifests into the staging folder `dir`. Returns the id.
 */
export async function writeBuildFiles(dir: string, parts: BuildParts): Promise<string> {
  const { sql, modules, client, icons, stylesheets } = parts
  const id = shortHash(
    [
      ...sql.collections.map((c) => c.hash),
      modules.hash,
      client.boot,
      stylesheets.cssName,
      stylesheets.iconsName,
      ...Object.values(stylesheets.iconSheets),
      ...Object.values(icons).map((set) => set.hash),
      parts.serverCode,
      // the redirects (content.config.yml's too) answer from the manifest, and a `gone:` edit
      // changes only the rules of moved pages: another table, another build
      shortHash(JSON.stringify(parts.content.routeRules), 12),
      JSON.stringify(parts.pages.rules),
    ].join('|'),
    12
  )
  const timestamp = Date.now()
  const hashes = Object.fromEntries(sql.collections.map((c) => [c.definition.name, c.hash]))
  await closeCollectionFiles(sql.collections, {
    buildId: id,
    builtAt: timestamp,
    rowCounts: sql.rowCounts,
  })
  await writeModules(join(dir, 'content'), modules, id, timestamp)
  await writeContentHashes(dir, { ...hashes, modules: modules.hash })
  await writePageHistory(dir, parts.pages)
  await writeFile(join(dir, 'client', 'favicon.svg'), LOGO_SVG)
  await writeAssetHeaders(join(dir, 'client'))
  await writeManifests(dir, {
    id,
    timestamp,
    assets: {
      boot: client.boot,
      css: `${CLIENT_BASE}/${stylesheets.cssName}`,
      icons: `${CLIENT_BASE}/${stylesheets.iconsName}`,
      iconSheets: stylesheets.iconSheets,
    },
    colorMode: parts.colorMode,
    content: hashes,
    routeRules: { ...parts.content.routeRules, ...parts.pages.rules },
    icons,
    docsSections: versionSections(sql.collections),
    mcpDocs: parts.content.mcpDocs,
  })
  return id
}

/**
 * The sections at the top of each docs version's navigation, by version path, titled in each
 * language: the header's Docs menu lists them (src/shared/navigation/header-links.ts), so a
 * corpus's own sections are there and a section it lacks gets no link to a 404.
 */
export function versionSections(
  collections: readonly Pick<
    CollectedContent['collections'][number],
    'definition' | 'navigation' | 'translations'
  >[]
): Record<string, DocsSection[]> {
  const sections: Record<string, DocsSection[]> = {}
  for (const version of DOCS_VERSIONS) {
    const docs = collections.find((collection) => collection.definition.name === version.collection)
    if (!docs) continue
    sections[version.path] = docsSectionsOf(version.path, docs.navigation, docs.translations)
  }
  return sections
}

/**
 * The icons of the header's Docs menu (the sections above, every version): the header is on every
 * page, so each route kind's icon sheet links them (build/css/icon-sheets.ts), as it does the
 * icons the interface's sources spell.
 */
export function docsMenuIcons(sections: Record<string, DocsSection[]>): string[] {
  const icons = Object.values(sections).flatMap((list) => list.map((section) => section.icon))
  return [...new Set(icons.filter((icon): icon is string => typeof icon === 'string'))]
}
