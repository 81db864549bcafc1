import { glob } from 'node:fs/promises'
import { join } from 'node:path'
import type { SearchManifest } from '../src/shared/search/manifest'
import type { BuiltCollection } from './content/index'
import { createTaskPool } from './content/pool'
import type { SearchTask } from './search/thread'
import { formatBytes, step } from './step'
import { bundledThreadEntry, fileKey } from './thread-bundle'

/**
 * The search-index step, on a thread of its own (build/search/thread.ts, bundled once per
 * source change) while the main thread does the CSS: each section goes with the terms the compile
 * worked out, so the thread only merges. Resolves to the manifest the step wrote into `outDir`.
 */
export async function startSearchStep(
  root: string,
  fingerprint: string,
  content: readonly Pick<BuiltCollection, 'definition' | 'sections' | 'sectionTerms'>[],
  outDir: string
): Promise<SearchManifest> {
  const searchEntry = new URL('./search/thread.ts', import.meta.url)
  const sources: string[] = []
  for await (const file of glob('build/search/*.ts', { cwd: root })) sources.push(join(root, file))
  const key = await fileKey([...sources.sort(), join(root, 'package-lock.json')])
  const thread = createTaskPool<SearchTask, SearchManifest>(
    await bundledThreadEntry(searchEntry, root, `${fingerprint}\0${key}`),
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
        })
        .finally(() => thread.close()),
    (manifest) =>
      `v4 ${manifest.versions[4].sections} + v3 ${manifest.versions[3].sections} sections, ${formatBytes(manifest.versions[4].gzipBytes + manifest.versions[3].gzipBytes)} gzip`
  )
}
