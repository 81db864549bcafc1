import manifest from '../../dist/build-manifest.json'
import type { RouteRule } from '../../src/shared/routing/route-rules'

/**
 * What the build produced (dist/build-manifest.json, written by build/index.ts): the build id,
 * hashed client asset URLs and the sha256 of inline scripts for the CSP. Read once per isolate.
 */
export interface BuildManifest {
  id: string
  timestamp: number
  assets: { boot: string; css: string }
  inlineScripts: { colorMode: { code: string; hash: string } }
  content: Record<string, string>
  /** The whole route-rule table (hand-written + generated docs rules). */
  routeRules: Record<string, RouteRule>
}

export const BUILD: BuildManifest = manifest as BuildManifest

export const INLINE_SCRIPT_HASHES: string[] = Object.values(BUILD.inlineScripts).map(
  (script) => script.hash
)
