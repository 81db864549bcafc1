import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parentPort } from 'node:worker_threads'
import type { SearchCollection } from '../../src/shared/search/filter'
import type { TranslationLocale } from '../../src/shared/content/translation'
import type { SearchManifest } from '../../src/shared/search/manifest'
import { ChunkedFile } from '../write-text'
import { releaseHeapAfter } from '../threads/release-heap'
import { buildSearchIndexes, type SectionsByCollection } from './index'
import { unpackPageSearch, type PackedParts } from './page-search'
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
}

/** The thread's answer: the manifest, and whether it is the last build's (same input key). */
export interface SearchOutcome {
  manifest: SearchManifest
  unchanged: boolean
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

async function run(task: SearchTask): Promise<SearchOutcome> {
  const memo = SearchValueMemo.open(task.root, task.keyPrefix)
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
  const translations: Partial<Record<TranslationLocale, SectionsByCollection>> = {}
  const translated: Partial<Record<TranslationLocale, SectionsByCollection>> = {}
  for (const [locale, packed] of Object.entries(task.translations ?? {})) {
    const own: SectionsByCollection = {}
    for (const [name, bytes] of Object.entries(packed!.sections))
      own[name as SearchCollection] = unpackPageSearch(bytes!, packed!.pageKeys[name])
    // a language with no translated page has no index of its own: its site searches English
    if (Object.values(own).every((list) => !list?.length)) continue
    translated[locale as TranslationLocale] = own
    translations[locale as TranslationLocale] = overlaySections(sections, own)
  }
  const key = createHash('sha256')
    .update(`${task.keyPrefix}\0${task.contentKey}`)
    .digest('hex')
    .slice(0, 32)
  if (task.sectionsFile) {
    await writeSectionsFile(task.sectionsFile, sections)
    // each language's translated sections beside: `sections.zh-CN.json`
    for (const [locale, own] of Object.entries(translated))
      await writeSectionsFile(task.sectionsFile.replace(/\.json$/, `.${locale}.json`), own)
  }
  const restored = memo?.restore(key, join(task.outDir, 'search'))
  if (restored) {
    await writeFile(join(task.outDir, 'search', 'manifest.json'), JSON.stringify(restored, null, 2))
    return { manifest: restored, unchanged: true }
  }
  const manifest = await buildSearchIndexes(sections, task.outDir, memo, key, translations)
  return { manifest, unchanged: false }
}

/** A section as the content step made it: the terms were added for this thread only. */
function withoutTerms({
  terms: _terms,
  ...section
}: IndexedSection): Omit<IndexedSection, 'terms'> {
  return section
}

/**
 * Entry of the search-index thread (build/threads/pool.ts protocol): builds the indexes while the
 * main thread goes on with the SQL, CSS and write steps, so the second core is not idle.
 */
parentPort!.on('message', async ({ id, task }: { id: number; task: SearchTask }) => {
  try {
    parentPort!.postMessage({ id, result: await run(task) })
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
  }
})
