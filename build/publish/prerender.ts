import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { CLIENT_BASE } from '../../src/shared/site'
import type { Locale } from '../../src/shared/i18n/locales'
import { localizedPath } from '../../src/shared/i18n/locale-paths'
import {
  LIVE_STAMP_HEADER,
  LIVE_STAMP_RE,
  PRERENDER_LOCALES,
  prerenderedAssetPath,
} from '../../src/shared/routing/prerender'
import { startDevServer } from './dev-server'
import { step } from '../step-graph'

const ROOT = resolve(import.meta.dirname, '../..')
/** A state folder of its own: prerendering never touches `npm start`'s or the tests' data. */
const STATE = join(ROOT, '.wrangler', 'prerender-state')

/** The manifest fields this step reads (dist/build-manifest.json). */
interface PrerenderManifest {
  id: string
  prerendered: string[]
}

/** One rendered page: its HTML and the stamp of the live data it shows. */
interface RenderedPage {
  html: string
  stamp: string
}

/**
 * Renders the build's `prerendered` pages (src/shared/routing/prerender.ts) to static files in
 * dist/client, one per locale: the built worker itself renders them (production bundle, served by
 * `wrangler dev` over a fresh local state prepared from dist/), so a prerendered page is byte for
 * byte what the worker would have streamed. Each file is named by the live-data stamp the worker
 * sent with it. `vars` override wrangler.toml's top-level [vars] (`npm run deploy` passes the
 * target environment's). Any page that is not a 200 HTML page with a stamp fails the step.
 */
export async function prerender(
  distDir = join(ROOT, 'dist'),
  vars: Record<string, string> = {}
): Promise<number> {
  const manifest = JSON.parse(
    await readFile(join(distDir, 'build-manifest.json'), 'utf8')
  ) as PrerenderManifest
  // files of an earlier run would be served instead of rendered (and carry no stamp)
  await rm(join(distDir, 'client', CLIENT_BASE, 'prerendered'), { recursive: true, force: true })
  if (!manifest.prerendered.length) return 0
  const server = await startDevServer(STATE, '/', vars, { production: true })
  let written = 0
  try {
    for (const path of manifest.prerendered)
      for (const locale of PRERENDER_LOCALES) {
        const page = await render(server.url, locale, path)
        const file = join(
          distDir,
          'client',
          prerenderedAssetPath(manifest.id, page.stamp, locale, path)
        )
        await mkdir(dirname(file), { recursive: true })
        await writeFile(file, page.html)
        written++
      }
  } finally {
    await server.stop()
  }
  return written
}

async function render(base: string, locale: Locale, path: string): Promise<RenderedPage> {
  // each language at its own URL (`/zh/...`, src/shared/i18n/locale-paths.ts)
  const response = await fetch(`${base}${localizedPath(path, locale)}`, {
    redirect: 'manual',
  })
  const type = response.headers.get('content-type') ?? ''
  const stamp = response.headers.get(LIVE_STAMP_HEADER) ?? ''
  const html = await response.text()
  if (response.status !== 200 || !type.startsWith('text/html'))
    throw new Error(
      `prerender ${path} (${locale}): expected a 200 HTML page, got ${response.status} ${type}; a prerendered path must be a page (src/shared/routing/prerender.ts)`
    )
  if (!LIVE_STAMP_RE.test(stamp))
    throw new Error(
      `prerender ${path} (${locale}): the worker sent no ${LIVE_STAMP_HEADER} header (is the path in the manifest's prerendered list, and the request shared?)`
    )
  return { html, stamp }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  step(
    'prerender',
    () => prerender(),
    (count) => `${count} pages`
  ).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
