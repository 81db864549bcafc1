import { createHash } from 'node:crypto'
import { glob } from 'node:fs/promises'
import { join } from 'node:path'
import type { CollectedCollection } from '../content/collect'
import { createTaskPool, type TaskPool } from '../threads/pool'
import { packPageSearch, type PackedParts } from './page-search'
import type { PagePart, SearchPartSpill } from './part-spill'
import type { SearchOutcome, SearchTask } from './thread'
import { formatBytes } from '../step-graph'
import { bundledThreadEntry, fileKey } from '../threads/bundle'
import { releaseHeapAfter } from '../threads/release-heap'

/** The content a search step reads: each collection's sections (with terms), per language. */
type SearchContent = readonly Pick<
  CollectedCollection,
  'definition' | 'searchParts' | 'sectionSources' | 'translations'
>[]

/** Each page's search bytes, in memory or spilled (part-spill.ts), packed for the thread. */
function packParts(parts: readonly PagePart[], spill: SearchPartSpill | undefined): PackedParts {
  if (parts.every((part) => part instanceof Uint8Array)) return packPageSearch(parts)
  if (!spill) throw new Error('spilled search parts without their spill file')
  const spans = new Float64Array(parts.length * 2)
  for (const [index, part] of parts.entries()) {
    if (part instanceof Uint8Array) throw new Error('search parts partly spilled')
    spans[index * 2] = part.offset
    spans[index * 2 + 1] = part.length
  }
  return { file: spill.file, spans }
}

/** Sections of one language as the thread takes them: packed per collection, with page keys. */
type Packed = Pick<SearchTask, 'sections' | 'pageKeys'>

/**
 * Each collection's sections with their terms, as the compile serialized them page by page,
 * packed into one buffer per collection and language that is moved to the thread, not copied;
 * the parts are let go once packed. Also the content key: a hash of the cache keys of the pages
 * the sections come from.
 */
function takeSections(
  content: SearchContent,
  spill: SearchPartSpill | undefined
): {
  english: Packed
  translations: NonNullable<SearchTask['translations']>
  transfer: ArrayBuffer[]
  contentKey: string
} {
  const key = createHash('sha256')
  const transfer: ArrayBuffer[] = []
  const pack = (
    into: Packed,
    name: string,
    part: { searchParts: PagePart[]; sectionSources: string[] },
    tag: string
  ) => {
    const packed = packParts(part.searchParts, spill)
    into.sections[name] = packed
    into.pageKeys[name] = part.sectionSources
    transfer.push((packed instanceof Uint8Array ? packed : packed.spans).buffer as ArrayBuffer)
    key.update(`\0${tag}\0${name}\0${part.sectionSources.join('\0')}`)
    part.searchParts = []
  }
  const english: Packed = { sections: {}, pageKeys: {} }
  const translations: NonNullable<SearchTask['translations']> = {}
  for (const collection of content) {
    pack(english, collection.definition.name, collection, 'en')
    for (const rows of collection.translations) {
      const into = (translations[rows.locale] ??= { sections: {}, pageKeys: {} })
      pack(into, collection.definition.name, rows, rows.locale)
    }
  }
  return { english, translations, transfer, contentKey: key.digest('hex') }
}

/**
 * Up to this many rows the search index starts as soon as the content is read, and builds while
 * the SQL, the CSS and the rest are written. Above, memory comes first, as before: the rows go
 * before the thread copies the sections (about 300 MB of them at 10,000 pages), and the CSS and
 * write steps wait for it.
 */
const EARLY_SEARCH_ROWS = 2_000

/** True when a site of this many rows builds its search index while its SQL is written (EARLY_SEARCH_ROWS). */
export function searchStartsEarly(rows: number): boolean {
  return rows <= EARLY_SEARCH_ROWS
}

/** The search thread, started before the content is known. */
export interface SearchThread {
  /** The compiler fingerprint the thread's bundle and the step's key are made with. */
  fingerprint: string
  /** Hash of the search sources and the lock file (part of the step's input key). */
  sourcesKey: Promise<string>
  pool: TaskPool<SearchTask, SearchOutcome>
  close(): Promise<void>
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
    bundledThreadEntry(new URL('./thread.ts', import.meta.url), root, `${fingerprint}\0${key}`)
  )
  const pool = createTaskPool<SearchTask, SearchOutcome>(entry, 1, undefined, {
    typescript: false,
  })
  return { fingerprint, sourcesKey, pool, close: () => pool.close() }
}

/**
 * The search-index step, on the thread {@link startSearchThread} started (build/search/thread.ts,
 * bundled once per source change) while the main thread writes the SQL, the CSS and the rest of
 * the build: each section goes with the terms the compile worked out, so the thread only merges.
 * The thread keys the step on the compiler fingerprint, the search sources and the cache keys of
 * the pages: when the last build had the same key, its files are linked from `.cache/search/`
 * (value-memo.ts). With `sections` it also writes the sections as JSON into
 * `<outDir>/content/sections.json` (the bench and the load test). Takes the sections: the
 * collections' `searchParts` are empty afterwards. With `spill`, the parts the content step
 * spilled are read from its file on the thread, and the file is removed once read. With `later`
 * (a large site's: the rows' SQL written and their heap given back), the thread waits for it
 * before it reads every page, but not to merge an edit that reads a few (search-task.ts).
 */
export async function runSearchStep(
  root: string,
  content: SearchContent,
  outDir: string,
  thread: SearchThread,
  sections?: boolean,
  spill?: SearchPartSpill,
  later?: () => Promise<void>
): Promise<SearchOutcome> {
  // taken now: the caller lets the collections go once this returns
  spill?.close()
  const { english, translations, transfer, contentKey } = takeSections(content, spill)
  // the pages' parts just packed are garbage now, but an idle main thread would hold them (350
  // MB at 10,000 pages) through the thread's merge, the build's peak: given back first
  releaseHeapAfter(transfer.reduce((sum, buffer) => sum + buffer.byteLength, 0))
  const keyPrefix = `${thread.fingerprint}\0${await thread.sourcesKey}`
  const sectionsFile = sections ? join(outDir, 'content', 'sections.json') : undefined
  const gate = later && new Int32Array(new SharedArrayBuffer(4))
  const task = { ...english, translations, contentKey, outDir, root, keyPrefix, sectionsFile, gate }
  const outcome = thread.pool.run(task, transfer)
  // awaited below, unless `later` fails first: then the build's error is that one
  outcome.catch(() => undefined)
  try {
    if (later) await later()
  } finally {
    if (gate) {
      Atomics.store(gate, 0, 1)
      Atomics.notify(gate, 0)
    }
  }
  try {
    return await outcome
  } finally {
    spill?.remove()
  }
}

/** The search step's line: sections per version, indexes per language, and their bytes. */
export function searchDetail({ manifest, unchanged, pagesRead }: SearchOutcome): string {
  const entries = [
    ...Object.values(manifest.versions),
    ...Object.values(manifest.locales ?? {}).flatMap((versions) => Object.values(versions)),
  ]
  const languages = 1 + Object.keys(manifest.locales ?? {}).length
  const gzip = entries.reduce((sum, entry) => sum + entry.gzipBytes, 0)
  return `v4 ${manifest.versions[4].sections} + v3 ${manifest.versions[3].sections} sections × ${languages} language${languages === 1 ? '' : 's'}, ${formatBytes(gzip)} gzip${unchanged ? ' (unchanged)' : ''}${pagesRead && pagesRead.read < pagesRead.of ? `, ${pagesRead.read} of ${pagesRead.of} pages read` : ''}`
}
