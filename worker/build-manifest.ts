import manifest from '../dist/build-manifest.json'
import type { IconSetEntry } from '../src/shared/icons/icon-query'
import type { RouteRule } from '../src/shared/routing/route-rules'
import type { DocsSection } from '../src/shared/docs/sections'

/**
 * What the build produced (dist/build-manifest.json, written by build/index.ts), bundled into the
 * worker: the build id, hashed client asset URLs, inline scripts with their sha256 for the CSP,
 * content hashes and the whole route-rule table. The one place the worker reads it. Consumers:
 * the document shell and payloads (worker/render), the CSP (middleware/security-headers.ts),
 * redirects (middleware/route-rules.ts), the search answer cache key (api/search.ts), the icon
 * endpoint (api/icons.ts), prerendered pages (prerender/middleware.ts).
 */
export interface BuildManifest {
  id: string
  timestamp: number
  /** `icons`: the whole icon sheet; `iconSheets`: route id → the sheet of its icons (build/css/icon-sheets.ts). */
  assets: { boot: string; css: string; icons: string; iconSheets: Record<string, string> }
  inlineScripts: { colorMode: { code: string; hash: string } }
  content: Record<string, string>
  /** The whole route-rule table (hand-written + generated docs rules). */
  routeRules: Record<string, RouteRule>
  /** The icon sets of the icon endpoint: content hash and shard count (build/css/icon-shards.ts). */
  icons: Record<string, IconSetEntry>
  /** Paths rendered to static HTML (src/shared/routing/prerender.ts; prerender/middleware.ts). */
  prerendered: string[]
  /** Each docs version's top-level sections, by version path (build/manifests.ts `versionSections`). */
  docsSections?: Record<string, DocsSection[]>
  /** The docs page about the MCP server, absent when the content has none (build/content/agent-docs.ts). */
  mcpDocs?: string
}

export const BUILD: BuildManifest = manifest as BuildManifest

/** The CSP's `'sha256-…'` sources: one per inline script of the document. */
export const INLINE_SCRIPT_HASHES: string[] = Object.values(BUILD.inlineScripts).map(
  (script) => script.hash
)

/** The icon sheet a page of a route kind links: its own, or the whole sheet. */
export function iconSheetOf(route: string): string {
  return BUILD.assets.iconSheets?.[route] ?? BUILD.assets.icons
}
