import { DOCS_VERSIONS } from '../docs/versions'
import { LOCALES, type Locale } from '../i18n/locales'
import { CLIENT_BASE } from '../site'
import type { RouteRule } from './route-rules'

/*
 * Prerendered pages (spec 3: the build manifest's `prerendered` list; route rules' `prerender`):
 * the paths the build renders to static HTML, one file per locale, served from the static assets
 * when present. Consumers: build/index.ts (the list in the manifests), build/publish/prerender.ts (writes
 * the files), worker/prerender/middleware.ts (serves them).
 */

/**
 * The prerendered paths: every exact route-rule key marked `prerender: true` (home), plus each
 * docs version's landing page (where its root, `/docs/4.x`, redirects to).
 */
export function listPrerenderPaths(
  rules: Record<string, RouteRule>,
  versions: readonly { path: string }[] = DOCS_VERSIONS
): string[] {
  const marked = Object.entries(rules)
    .filter(([key, rule]) => rule.prerender && !key.endsWith('/**'))
    .map(([key]) => key)
  const landings = versions.flatMap((version) => rules[version.path]?.redirect ?? [])
  return [...new Set([...marked, ...landings])].filter((path) => !/[?#]/.test(path))
}

/** The locales every prerendered path is rendered in. */
export const PRERENDER_LOCALES: readonly Locale[] = LOCALES

/** The response header that names the live data a rendered prerendered page was made with. */
export const LIVE_STAMP_HEADER = 'X-Aster-Live-Stamp'
/** A stamp is hex (a digest of the live data): nothing else ever reaches an asset path. */
export const LIVE_STAMP_RE = /^[0-9a-f]{16}$/

/**
 * Where a prerendered page lives among the static assets: under its build id (a new deploy never
 * serves the previous build's HTML) and the stamp of the live data it shows (the header's release
 * and stars, home's figures: worker/prerender/live-stamp.ts), so a page is served from the file
 * only while that data is what the worker would render now. `/` of build b, stamp s, English:
 * `/_aster/prerendered/b/s/en/index.page`. Not `.html`: the assets server would redirect that name
 * to a pretty URL.
 */
export function prerenderedAssetPath(
  buildId: string,
  stamp: string,
  locale: Locale,
  path: string
): string {
  if (!LIVE_STAMP_RE.test(stamp)) throw new Error(`prerender: invalid live stamp ${stamp}`)
  return `${CLIENT_BASE}/prerendered/${buildId}/${stamp}/${locale}${path === '/' ? '/index' : path}.page`
}
