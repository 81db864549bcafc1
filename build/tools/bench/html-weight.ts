import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startDevServer } from '../../publish/dev-server'
import { generateCorpus } from './corpus'
import { countPrefetches, measureDocsWeight } from './page-weight'
import { setPageHistoryAside } from './page-history-aside'

const ROOT = resolve(import.meta.dirname, '../../..')
/** A sample page measured at every size (its section does not grow). */
const SAMPLE_PAGE = '/docs/4.x/getting-started/introduction'

async function build(contentDir: string): Promise<void> {
  const { buildSite } = await import('../../index')
  await buildSite({ root: ROOT, contentDir, outDir: join(ROOT, 'dist') })
}

/** Serves dist/ with wrangler dev (fresh local state) and prints the figures of `paths`. */
async function measureServed(label: string, paths: string[], prefetch: boolean): Promise<void> {
  const server = await startDevServer(`.wrangler/weight-state`, SAMPLE_PAGE)
  try {
    console.log(`\n${label}:`)
    for (const path of paths) console.log(`  ${await measureDocsWeight(server.url, path)}`)
    if (prefetch) console.log(`  ${await countPrefetches(server.url, SAMPLE_PAGE)}`)
  } finally {
    await server.stop()
  }
}

/**
 * `npm run bench -- --weight [--pages 1000,10000]`: a docs page's HTML and payload bytes (raw,
 * gzip, ratio) on the sample site and on generated corpora of N extra docs pages (a page of the
 * sample and one in the middle of the generated section, whose tree grows with N), and the
 * prefetch count of a desktop docs load. Each size is built into dist/ and served by wrangler
 * dev; dist/ is rebuilt from the sample content at the end.
 */
export async function benchHtmlWeight(counts: number[]): Promise<void> {
  console.log('# Aster page weight (--weight)\n')
  await build(join(ROOT, 'content'))
  await measureServed('sample site', [SAMPLE_PAGE], true)
  const scratch = await mkdtemp(join(tmpdir(), 'aster-bench-weight-'))
  const history = await setPageHistoryAside(join(ROOT, 'dist'), scratch)
  try {
    for (const pages of counts) {
      const corpus = await generateCorpus(join(scratch, `content-${pages}`), pages)
      await history.fresh()
      await build(corpus.contentDir)
      const middle = corpus.pages[Math.floor(corpus.pages.length / 2)]!.path
      await measureServed(`${pages} generated pages`, [SAMPLE_PAGE, middle], false)
    }
  } finally {
    await history.restore()
    await rm(scratch, { recursive: true, force: true })
    if (counts.length) await build(join(ROOT, 'content'))
  }
}
