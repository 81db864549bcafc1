import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SearchCollection } from '../../src/shared/search/filter'
import type { TranslationLocale } from '../../src/shared/content/translation'
import type { SearchManifest } from '../../src/shared/search/manifest'
import { ChunkedFile } from '../write-text'
import { releaseHeapAfter } from '../threads/release-heap'
import { buildSearchIndexes, type SectionsByCollection } from './index'
import { unpackPageSearch, unpackPages, type PackedParts } from './page-search'
import { searchFastEdit } from './fast-edit'
import { selectVersionPages, type PagesByCollection } from './search-pages'
import { changedPages } from './postings'
import { SEARCH_VERSIONS } from '../../src/shared/search/filter'
import { overlaySections } from './language'
import { SearchValueMemo } from './value-memo'
import type { IndexedSection } from './write-index'

/** A search build task: the sections per collection and the staging folder. */
export interface SearchTask {
  /**
   * Per collection, its pages' sections with their terms, packed, or where they are in the
   * build's spill file (search/page-search.ts, part-spill.ts).
   */
  sections: Partial<Record<string, PackedParts>>
  /** Per collection, the content cache key of each of its pages (postings.ts). */
  pageKeys: Partial<Record<string, string[]>>
  /** The same of each translation language's translated pages. */
  translations?: Partial<
    Record<
      TranslationLocale,
      {
        sections: Partial<Record<string, PackedParts>>
        pageKeys: Partial<Record<string, string[]>>
      }
    >
  >
  outDir: string
  /** The project root, whose `.cache/search/` memo the values come from (value-memo.ts). */
  root: string
  /** What the step's input key covers besides the sections (compiler, search sources). */
  keyPrefix: string
  /**
   * A hash of the content cache keys of the pages the sections come from (search-step.ts): a
   * page's sections are a function of its compile, so that and `keyPrefix` are all an index is
   * made of. The same key means the same files.
   */
  contentKey: string
  /** Also write the sections without their terms here, as JSON by collection (bench, load test). */
  sectionsFile?: string
  /**
   * Set to 1 by the main thread when a large site's memory allows every page to be read
   * (step.ts `later`): until then only an edit's few pages are (on a SharedArrayBuffer).
   */
  gate?: Int32Array
}

/** Whether a task may read every page now, else once its gate opens. */
async function opened(gate: Int32Array | undefined): Promise<void> {
  if (!gate) return
  // Node has had it since 16; the project's TypeScript lib predates it
  const atomics = Atomics as unknown as {
    waitAsync(
      array: Int32Array,
      index: number,
      value: number
    ): { async: false } | { async: true; value: Promise<unknown> }
  }
  const waiting = atomics.waitAsync(gate, 0, 0)
  if (waiting.async) await waiting.value
}

/** A share of the pages unknown to the last build past which a task waits for its gate. */
const EDIT_SHARE = 0.1

/** The thread's answer: the manifest, and whether it is the last build's (same input key). */
export interface SearchOutcome {
  manifest: SearchManifest
  unchanged: boolean
  /** How many English pages' sections were read, of how many (an edit reads the changed ones). */
  pagesRead?: { read: number; of: number }
}

/**
 * Writes the sections without their terms as JSON, collection by collection (what each list
 * gives with JSON.stringify), for the bench and the load test.
 */
async function writeSectionsFile(path: string, sections: SectionsByCollection): Promise<void> {
  const file = new ChunkedFile(path)
  let first = true
  for (const [name, list] of Object.entries(sections)) {
    await file.write(`${first ? '{' : ','}${JSON.stringify(name)}:[`)
    first = false
    for (const [index, section] of list.entries()) {
      const json = JSON.stringify(withoutTerms(section))
      await file.write(index ? `,${json}` : json)
    }
    await file.write(']')
  }
  await file.write(first ? '{}' : '}')
  await file.close()
}

/**
 * The search step's work on its thread (thread.ts): the English pages (read only where needed
 * when the last build indexed them: search-pages.ts) and each language's translated pages, to the
 * indexes in `<outDir>/search/`, or the last build's files when its input key is the same.
 */
export async function runSearchTask(task: SearchTask): Promise<SearchOutcome> {
  const memo = SearchValueMemo.open(task.root, task.keyPrefix)
  const own: Partial<Record<TranslationLocale, SectionsByCollection>> = {}
  for (const [locale, packed] of Object.entries(task.translations ?? {})) {
    const sections: SectionsByCollection = {}
    for (const [name, bytes] of Object.entries(packed!.sections))
      sections[name as SearchCollection] = unpackPageSearch(bytes!, packed!.pageKeys[name])
    // a language with no translated page has no index of its own: its site searches English
    if (Object.values(sections).some((list) => list?.length))
      own[locale as TranslationLocale] = sections
  }
  const key = createHash('sha256')
    .update(`${task.keyPrefix}\0${task.contentKey}`)
    .digest('hex')
    .slice(0, 32)
  // an overlay is made of the English sections, and the sections file holds them all: every
  // page is read then; else a page the last build indexed is read only when needed
  const lazy =
    memo !== undefined && searchFastEdit() && !task.sectionsFile && !Object.keys(own).length
  const table = lazy ? memo.pageTable(SEARCH_VERSIONS.map(String)) : undefined
  const keys = Object.values(task.pageKeys).flatMap((list) => list ?? [])
  // every page (or most) to read: a large site's memory is the build's peak, the main thread's
  // rows must be gone first
  if (!table || keys.filter((key) => !table.has(key)).length > keys.length * EDIT_SHARE)
    await opened(task.gate)
  const sections = table ? undefined : unpackAll(task)
  if (task.sectionsFile && sections) {
    await writeSectionsFile(task.sectionsFile, sections)
    // each language's translated sections beside: `sections.zh-CN.json`
    for (const [locale, list] of Object.entries(own))
      await writeSectionsFile(task.sectionsFile.replace(/\.json$/, `.${locale}.json`), list)
  }
  const restored = memo?.restore(key, join(task.outDir, 'search'))
  if (restored) {
    await writeFile(join(task.outDir, 'search', 'manifest.json'), JSON.stringify(restored, null, 2))
    return { manifest: restored, unchanged: true }
  }
  const translations: Partial<Record<TranslationLocale, SectionsByCollection>> = {}
  for (const [locale, list] of Object.entries(own))
    translations[locale as TranslationLocale] = overlaySections(sections!, list)
  const count = { read: 0, of: 0 }
  const pages = sections ? undefined : unpackKnown(task, table!, count)
  // pages added or taken out, or many changed: every page is read by a merge from scratch
  if (pages && mergesFromScratch(pages, memo!)) await opened(task.gate)
  const english = sections ?? { pages: pages! }
  const manifest = await buildSearchIndexes(english, task.outDir, memo, key, translations)
  return {
    manifest,
    unchanged: false,
    // read as the index needed them (after the build: a display value reads its pages late)
    pagesRead: sections ? { read: keys.length, of: keys.length } : count,
  }
}

/** Whether a version's index merges its postings from scratch (postings.ts `changedPages`). */
function mergesFromScratch(pages: PagesByCollection, memo: SearchValueMemo): boolean {
  return SEARCH_VERSIONS.some((version) => {
    const own = selectVersionPages(pages, version)
    const keys = own.map((page) => page.key)
    return own.length > 0 && !changedPages(keys, memo.postings(String(version)))
  })
}

/** Every English page's sections, read now; the packed bytes let go. */
function unpackAll(task: SearchTask): SectionsByCollection {
  const sections: SectionsByCollection = {}
  const packedBytes = Object.values(task.sections).reduce(
    (sum, bytes) => sum + (bytes instanceof Uint8Array ? bytes.byteLength : 0),
    0
  )
  for (const [name, bytes] of Object.entries(task.sections)) {
    sections[name as SearchCollection] = unpackPageSearch(bytes!, task.pageKeys[name])
    // the packed bytes go once read (about 350 MB at 10,000 pages of the peers' corpus)
    task.sections[name] = undefined
  }
  // the main thread allocated them, so this one feels no pressure to collect them: left to its
  // next full GC, they stayed through the merge, the build's peak
  releaseHeapAfter(packedBytes)
  return sections
}

/**
 * The English pages, a page the last build indexed under the same key known by its path and
 * doc count and read only when needed (search-pages.ts): an edit at 10,000 pages read 126,881
 * sections to merge one page's.
 */
function unpackKnown(
  task: SearchTask,
  table: Map<string, { path: string; docs: number }>,
  count: { read: number; of: number }
): PagesByCollection {
  const pages: PagesByCollection = {}
  for (const [name, bytes] of Object.entries(task.sections))
    pages[name as SearchCollection] = unpackPages(
      bytes!,
      task.pageKeys[name],
      (key) => table.get(key),
      count
    )
  return pages
}

/** A section as the content step made it: the terms were added for this thread only. */
function withoutTerms({
  terms: _terms,
  ...section
}: IndexedSection): Omit<IndexedSection, 'terms'> {
  return section
}
