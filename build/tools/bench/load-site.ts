import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startDevServer } from '../../publish/dev-server'
import type { BenchArgs } from './args'
import { generateCorpus } from './corpus'
import { benchLoad, listStaticFiles } from './load'
import { setPageHistoryAside } from './page-history-aside'

const ROOT = resolve(import.meta.dirname, '../../..')
/** Docs pages the docs classes rotate through on a generated site: the same set at every size. */
const ROTATE_PAGES = 1000

/** Builds `contentDir` into dist/ (with the sections file the load test's queries come from). */
async function buildInto(contentDir: string): Promise<void> {
  const { buildSite } = await import('../../index')
  await buildSite({ root: ROOT, contentDir, outDir: join(ROOT, 'dist'), sections: true })
  const { prerender } = await import('../../publish/prerender')
  await prerender()
}

/** Starts the server (production-like unless `--dev`), loads it and prints the figures. */
async function serveAndLoad(args: BenchArgs, rotate?: number): Promise<void> {
  const server = await startDevServer(
    '.wrangler/load-state',
    '/docs/4.x/getting-started/introduction',
    {},
    { production: !args.dev }
  )
  try {
    console.log(
      `\n${args.dev ? 'wrangler dev as `npm run dev` runs it (development React, local observability)' : 'the `wrangler deploy --dry-run --minify` bundle (production React) under wrangler dev, local observability off'} at ${server.url}`
    )
    console.log('\nstatic asset headers:')
    for (const line of await checkAssetHeaders(server.url)) console.log(line)
    console.log('\nload:')
    const lines = await benchLoad(server, { ...args, rotate })
    console.log('')
    for (const line of lines) console.log(line)
  } finally {
    await server.stop()
  }
}

/**
 * `--load`: builds the sample site, starts a production-like server (the `wrangler deploy`
 * bundle with React's production build under `wrangler dev`; `--dev`: plain `wrangler dev` as
 * `npm run dev` runs it) and loads each endpoint class in turn (load.ts). `--load --pages
 * 1000,10000`: the same on the sample site plus N generated docs pages, each size built and
 * served in turn, the docs classes rotating through the same number of pages at every size
 * ({@link ROTATE_PAGES}, spread over the site), so the ratios show what grows with the site on
 * a request's path. dist/ is rebuilt from the sample content at the end.
 */
export async function benchLoadSite(args: BenchArgs): Promise<void> {
  console.log('# Aster site load test\n')
  if (!args.pages.length) {
    if (args.build) await buildInto(join(ROOT, 'content'))
    return serveAndLoad(args)
  }
  const scratch = await mkdtemp(join(tmpdir(), 'aster-bench-load-'))
  const history = await setPageHistoryAside(join(ROOT, 'dist'), scratch)
  try {
    for (const pages of args.pages) {
      console.log(`\n## ${pages.toLocaleString('en')} generated docs pages`)
      const corpus = await generateCorpus(join(scratch, `content-${pages}`), pages)
      await history.fresh()
      await buildInto(corpus.contentDir)
      await serveAndLoad(args, ROTATE_PAGES)
    }
  } finally {
    await history.restore()
    await rm(scratch, { recursive: true, force: true })
    await buildInto(join(ROOT, 'content'))
  }
}

/** The security and caching headers of static assets, as served (checks the `_headers` file). */
export async function checkAssetHeaders(origin: string): Promise<string[]> {
  const files = await listStaticFiles()
  const hashed = files.find((file) => file.path.startsWith('/_aster/') && file.path.endsWith('.js'))
  const paths = ['/favicon.svg', ...(hashed ? [hashed.path] : [])]
  const names = [
    'content-type',
    'x-content-type-options',
    'content-security-policy',
    'referrer-policy',
    'cache-control',
  ]
  const lines: string[] = []
  for (const path of paths) {
    const response = await fetch(`${origin}${path}`)
    await response.arrayBuffer()
    lines.push(`${path} → ${response.status}`)
    for (const name of names) lines.push(`  ${name}: ${response.headers.get(name) ?? '(missing)'}`)
  }
  return lines
}
