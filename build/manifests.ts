import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
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
  /** The icon sets' shards (build/icons.ts). */
  icons: unknown
}

/**
 * Writes `build-manifest.json` (what the worker bundles: worker/build-manifest.ts), and
 * `builds/latest.json` and `builds/meta/<id>.json` (what open tabs poll and the worker matches
 * routes with), into the staging folder `dir`.
 */
export async function writeManifests(dir: string, parts: ManifestParts): Promise<void> {
  const { id, timestamp, assets, colorMode, content, routeRules, icons } = parts
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
    // the pages `npm run prerender` (build/prerender.ts) renders to static files
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
