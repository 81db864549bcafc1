import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runBuild } from './build-pages'
import { generateCorpus } from './corpus'
import { benchSearchIndex } from './search-index'
import { benchSearchWorkerd } from './search-workerd'

/**
 * `npm run bench -- --search --pages N[,M]`: the search index of a generated docs corpus of N
 * extra pages (build/tools/bench/corpus.ts): one production build as a child process, then the
 * in-process figures of its index (search-index.ts: sizes, cold first query, warm uncached
 * p50/p95, heap of an isolate), then the same queries through the production worker in workerd
 * (search-workerd.ts). Run `npm run build` first: the worker bundle is the site's. Heavy at 10,000 pages (a few minutes, about 3 GB).
 */
export async function benchSearchPages(counts: number[]): Promise<void> {
  console.log('# Aster search benchmark (--search --pages)\n')
  const scratch = await mkdtemp(join(tmpdir(), 'aster-bench-search-'))
  try {
    for (const pages of counts) {
      const contentDir = join(scratch, `content-${pages}`)
      const outDir = join(scratch, `out-${pages}`)
      const corpus = await generateCorpus(contentDir, pages)
      console.log(
        `${pages} pages: generated ${corpus.pages.length} docs 4.x pages (plus the sample)`
      )
      // the sections file: the queries are made from it (search-index.ts)
      const build = await runBuild(contentDir, outDir, ['--sections'])
      if (!build.ok) {
        console.log(
          `✗ build failed (exit ${build.exitCode}):\n    ${build.tail.split('\n').join('\n    ')}`
        )
        continue
      }
      console.log(
        `  build: ${build.wallS.toFixed(1)} s wall, search index step ${build.steps['search index']?.toFixed(2) ?? '?'} s, ${(build.peakRssKb / 1024).toFixed(0)} MB peak RSS`
      )
      for (const line of await benchSearchIndex(outDir)) console.log(`  ${line}`)
      for (const line of await benchSearchWorkerd(outDir)) console.log(`  ${line}`)
      console.log('')
      await rm(contentDir, { recursive: true, force: true })
      await rm(outDir, { recursive: true, force: true })
    }
  } finally {
    await rm(scratch, { recursive: true, force: true })
  }
}
