import { createHash } from 'node:crypto'
import { glob, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { serialize } from 'node:v8'
import type { SearchManifest } from '../src/shared/search/manifest'
import type { BuiltCollection } from './content/index'
import { createTaskPool, type TaskPool } from './content/pool'
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
 * Each collection's sections with their terms, serialized (v8) one collection at a time into a
 * buffer that is moved to the thread, not copied; each collection's own arrays are emptied
 * once serialized. A structured clone of the objects held them three times at once (the
 * collections', the message's, the thread's): about 300 MB more peak RSS at 10,000 pages.
 */
function takeSections(content: SearchContent): {
  sections: SearchTask['sections']
  transfer: ArrayBuffer[]
} {
  const sections: SearchTask['sections'] = {}
  const transfer: ArrayBuffer[] = []
  for (const collection of content) {
    const buffer = serialize(
      collection.sections.map((section, index) => ({
        ...section,
        terms: collection.sectionTerms[index],
      }))
    )
    // a buffer of its own (not a view into Node's shared pool) can be transferred
    const own =
      buffer.byteOffset === 0 && buffer.buffer.byteLength === buffer.byteLength
        ? buffer
        : new Uint8Array(buffer)
    sections[collection.definition.name] = own
    transfer.push(own.buffer as ArrayBuffer)
    collection.sections = []
    collection.sectionTerms = []
  }
  return { sections, transfer }
}

/** The search thread, started before the content is known (search-step.ts). */
export interface SearchThread {
  /** Hash of the search sources and the lock file (part of the step's input key). */
  sourcesKey: Promise<string>
  pool: TaskPool<SearchTask, SearchManifest>
}

/**
 * Starts the search-index thread at the start of the build: its bundle loads and its isolate
 * warms up (about 0.1 s) while the content step runs, not after it, when the step is on the
 * build's critical path. A build whose search input did not change closes it unused.
 */
export function startSearchThread(root: string, fingerprint: string): SearchThread {
  const sourcesKey = (async () => {
    const sources: string[] = []
    for await (const file of glob('build/search/*.ts', { cwd: root }))
      sources.push(join(root, file))
    return fileKey([...sources.sort(), join(root, 'package-lock.json')], root)
  })()
  const entry = sourcesKey.then((key) =>
    bundledThreadEntry(
      new URL('./search/thread.ts', import.meta.url),
      root,
      `${fingerprint}\0${key}`
    )
  )
  const pool = createTaskPool<SearchTask, SearchManifest>(entry, 1, undefined, {
    typescript: false,
  })
  return { sourcesKey, pool }
}

/**
 * The search-index step, on the thread {@link startSearchThread} started (build/search/thread.ts,
 * bundled once per source change) while the main thread does the CSS and writes the rest of the
 * build: each section goes with the terms the compile worked out, so the thread only merges. Its
 * input key is the compiler fingerprint, the search sources and each collection's content hash
 * (the sections are made from the same compile as the rows): when the last build had the same
 * key, its files are copied from `.cache/search/` and the thread is closed unused
 * (value-memo.ts). Takes the sections: the collections' `sections` and `sectionTerms` are empty
 * afterwards. Resolves to the manifest the step wrote into `outDir`.
 */
export async function startSearchStep(
  root: string,
  fingerprint: string,
  content: SearchContent,
  outDir: string,
  thread: SearchThread = startSearchThread(root, fingerprint)
): Promise<SearchManifest> {
  const sourcesKey = await thread.sourcesKey.catch(async (error: unknown) => {
    await thread.pool.close()
    throw error
  })
  const key = createHash('sha256')
    .update(`${fingerprint}\0${sourcesKey}`)
    .update(content.map((c) => `\0${c.definition.name}:${c.hash}:${c.sections.length}`).join(''))
    .digest('hex')
    .slice(0, 32)
  const detail = (manifest: SearchManifest) =>
    `v4 ${manifest.versions[4].sections} + v3 ${manifest.versions[3].sections} sections, ${formatBytes(manifest.versions[4].gzipBytes + manifest.versions[3].gzipBytes)} gzip`
  const restored = SearchValueMemo.open(root)?.restore(key, join(outDir, 'search'))
  if (restored) {
    takeSections(content)
    await thread.pool.close()
    return step(
      'search index',
      async () => {
        await writeFile(join(outDir, 'search', 'manifest.json'), JSON.stringify(restored, null, 2))
        return restored
      },
      (manifest) => `${detail(manifest)} (unchanged)`
    )
  }
  const { sections, transfer } = takeSections(content)
  return step(
    'search index',
    () =>
      thread.pool.run({ sections, outDir, root, key }, transfer).finally(() => thread.pool.close()),
    detail
  )
}
