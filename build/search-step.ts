import { createHash } from 'node:crypto'
import { glob, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SearchManifest } from '../src/shared/search/manifest'
import type { BuiltCollection } from './content/index'
import { createTaskPool } from './content/pool'
import type { SearchTask } from './search/thread'
import { SearchValueMemo } from './search/value-memo'
import { formatBytes, step } from './step'
import { bundledThreadEntry, fileKey } from './thread-bundle'

/** The content a search step reads: each collection's sections (with terms) and content hash. */
type SearchContent = readonly Pick<
  BuiltCollection,
  'definition' | 'sections' | 'sectionTerms' | 'hash'
>[]

/**
 * The search-index step, on a thread of its own (build/search/thread.ts, bundled once per
 * source change) while the main thread does the CSS: each section goes with the terms the compile
 * worked out, so the thread only merges. Its input key is the compiler fingerprint, the search
 * sources and each collection's content hash (the sections are made from the same compile as
 * the rows): when the last build had the same key, its files are copied from `.cache/search/`
 * and no thread starts (value-memo.ts). Resolves to the manifest the step wrote into `outDir`.
 */
export async function startSearchStep(
  root: string,
  fingerprint: string,
  content: SearchContent,
  outDir: string
): Promise<SearchManifest> {
  const searchEntry = new URL('./search/thread.ts', import.meta.url)
  const sources: string[] = []
  for await (const file of glob('build/search/*.ts', { cwd: root })) sources.push(join(root, file))
  const sourcesKey = await fileKey([...sources.sort(), join(root, 'package-lock.json')])
  const key = createHash('sha256')
    .update(`${fingerprint}\0${sourcesKey}`)
    .update(content.map((c) => `\0${c.definition.name}:${c.hash}:${c.sections.length}`).join(''))
    .digest('hex')
    .slice(0, 32)
  const detail = (manifest: SearchManifest) =>
    `v4 ${manifest.versions[4].sections} + v3 ${manifest.versions[3].sections} sections, ${formatBytes(manifest.versions[4].gzipBytes + manifest.versions[3].gzipBytes)} gzip`
  const restored = SearchValueMemo.open(root)?.restore(key, join(outDir, 'search'))
  if (restored)
    return step(
      'search index',
      async () => {
        await writeFile(join(outDir, 'search', 'manifest.json'), JSON.stringify(restored, null, 2))
        return restored
      },
      (manifest) => `${detail(manifest)} (unchanged)`
    )
  const thread = createTaskPool<SearchTask, SearchManifest>(
    await bundledThreadEntry(searchEntry, root, `${fingerprint}\0${sourcesKey}`),
    1,
    undefined,
    { typescript: false }
  )
  return step(
    'search index',
    () =>
      thread
        .run({
          sections: Object.fromEntries(
            content.map((c) => [
              c.definition.name,
              c.sections.map((section, index) => ({ ...section, terms: c.sectionTerms[index] })),
            ])
          ),
          outDir,
          root,
          key,
        })
        .finally(() => thread.close()),
    detail
  )
}
