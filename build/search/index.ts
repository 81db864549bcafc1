import { partitionPoint } from '../../src/shared/partition-point'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  SEARCH_VERSIONS,
  selectVersionSections,
  type SearchCollection,
  type SearchVersion,
} from '../../src/shared/search/filter'
import { type SearchManifest, type SearchManifestEntry } from '../../src/shared/search/manifest'
import { encodeMeta, type OverlayPages } from '../../src/shared/search/index-format'
import { overlayPages } from './overlay-pages'
import { pageKeyOf } from './page-search'
import type { TranslationLocale } from '../../src/shared/content/translation'
import { SearchValueMemo } from './value-memo'
import { writeIndexValues, type IndexedSection, type ShardSizes } from './write-index'
import type { PostingsState, StoreRun, TermRun } from './postings'
import { shortHash as hash } from '../short-hash'
import { searchFastEdit } from './fast-edit'
import { IndexValueSet, type NotedValue, type OnValue } from './index-values'
import {
  sectionsOfPages,
  selectVersionPages,
  type IndexedPage,
  type PagesByCollection,
} from './search-pages'

/** Sections per collection, as the content step produced them. */
export type SectionsByCollection = Partial<Record<SearchCollection, readonly IndexedSection[]>>

/**
 * A built index ready to write: the manifest entry and the gzipped value of each KV key (but
 * those a build with the memo linked from the last build's without reading them: index-values.ts).
 */
export interface BuiltIndex {
  entry: SearchManifestEntry
  values: Map<string, Uint8Array>
  /** Its merged postings (what the next build of the same index merges from). */
  postings: PostingsState
}

/**
 * gzip level of the values: 6 is within about 1 % of 9's size at less than half the time
 * (10,000 sections: 4.78 vs 4.72 MB, 0.7 vs 1.6 s).
 */
const GZIP_LEVEL = 6

/**
 * The file of a KV key under dist/search/ (`search:v4:<hash>` → `v4.<hash>.bin.gz`): the value
 * as KV holds it (gzip; a display value is its gzip as base64 text).
 */
export function getSearchFileName(key: string): string {
  return `${key.replace(/^search:/, '').replaceAll(':', '.')}.bin.gz`
}

/**
 * Builds the sharded index of a set of sections (src/shared/search/index-format.ts): every value
 * gzipped and keyed by its own hash, the entry routing to them. Throws if a value would pass
 * MAX_SEARCH_VALUE_BYTES (it cannot, with the shard sizes of write-index.ts, short of a section
 * of megabytes).
 */
export function buildIndexOf(
  sections: readonly IndexedSection[] | { pages: readonly IndexedPage[] },
  version: SearchVersion,
  sizes?: ShardSizes,
  memo?: SearchValueMemo,
  onValue?: OnValue,
  language?: { locale: TranslationLocale; overlay: OverlayPages }
): BuiltIndex {
  const locale = language?.locale
  const index = locale ? `${version}-${locale}` : String(version)
  const previous = memo?.postings(index)
  const raw = writeIndexValues(sections, sizes, { pageKey: pageKeyOf, previous })
  const out = new IndexValueSet(version, locale, onValue)
  // what the last build noted of a value is trusted only with the fast path on (fast-edit.ts)
  const fast = memo !== undefined && searchFastEdit()
  /** The value of raw bytes: the last build's when the memo has them, else `encode`d now. */
  const encoded = (kind: string, bytes: Uint8Array, encode: () => Uint8Array, known?: string) => {
    if (!memo) return out.put(encode(), bytes.byteLength)
    const rawHash = known ?? SearchValueMemo.rawHash(`${index}:${kind}`, bytes)
    const hit = memo.find(rawHash)
    return out.put(hit ?? encode(), bytes.byteLength, { rawHash, found: hit !== undefined })
  }
  const gzip = (bytes: Uint8Array, rawHash?: string) =>
    encoded('gzip', bytes, () => gzipSync(bytes, { level: GZIP_LEVEL }), rawHash)
  // a display value is its gzip as base64: KV's bulk read, which fetches a query's display
  // values in one read, returns text (index-format.ts)
  const displayValue = (bytes: Uint8Array) =>
    Buffer.from(gzipSync(bytes, { level: GZIP_LEVEL }).toString('base64'), 'latin1')
  const storeRuns: StoreRun[] = []
  const display = raw.store.map((run) => {
    // a display value of the same docs as one of the last build's, none of them changed: that
    // value, neither encoded nor read (most of a one-page edit's 12,600 at 10,000 pages)
    const kept = fast ? run.kept : undefined
    const { noted } = kept
      ? out.putKept(kept, () => displayValue(Buffer.from(run.text, 'utf8')))
      : (() => {
          const bytes = Buffer.from(run.text, 'utf8')
          return encoded('display', bytes, () => displayValue(bytes))
        })()
    storeRuns.push({ ...noted, first: run.first, count: run.count })
    return { first: run.first, hash: noted.hash }
  })
  const runs: TermRun[] = []
  const terms = raw.terms.map((run) => {
    const shard = { first: run.first, last: run.last, count: run.count }
    // a shard none of whose terms changed since the last build is its value: not encoded again,
    // and with the fast path not read either (its file is linked)
    const kept = keptRun(run, previous?.termRuns, raw.state.changedTerms)
    const made =
      kept && fast && kept.hash !== undefined && kept.gzipBytes !== undefined
        ? out.putKept(kept as TermRun & NotedValue, () =>
            gzipSync(run.bytes(), { level: GZIP_LEVEL })
          )
        : (() => {
            const hit = kept && memo?.find(kept.rawHash)
            if (kept && hit)
              return out.put(hit, kept.rawBytes, { rawHash: kept.rawHash, found: true })
            const bytes = run.bytes()
            return gzip(bytes, memo && SearchValueMemo.rawHash(`${index}:gzip`, bytes))
          })()
    runs.push({ ...shard, ...made.noted })
    return { first: run.first, key: made.key }
  })
  memo?.keepPostings(index, {
    ...raw.state,
    changedTerms: undefined,
    docMap: undefined,
    termRuns: runs,
    storeRuns,
  })
  const words = Object.fromEntries(raw.words.map(({ letter, bytes }) => [letter, gzip(bytes).key]))
  // a language's overlay says which English pages it translates (src/shared/search/overlay.ts)
  const meta = gzip(encodeMeta({ ...raw.meta, display, overlay: language?.overlay })).key
  return {
    entry: {
      hash: hash([...out.sizes.keys()].join('|'), 16),
      sections: raw.meta.levels.length,
      rawBytes: out.rawBytes,
      gzipBytes: [...out.sizes.values()].reduce((sum, bytes) => sum + bytes, 0),
      meta,
      terms,
      words,
      displayCount: display.length,
    },
    values: out.values,
    postings: raw.state,
  }
}

/**
 * The last build's shard of the same terms, when none of them changed (`changed`: the terms the
 * merge made anew, sorted; postings.ts): same terms, same lists, so the same bytes.
 */
function keptRun(
  run: { first: string; last: string; count: number },
  previous: readonly TermRun[] | undefined,
  changed: readonly string[] | undefined
): TermRun | undefined {
  if (!previous || !changed) return undefined
  // the previous runs are in term order: find the one starting at this run's first term
  const prior = previous[partitionPoint(previous.length, (n) => previous[n]!.first < run.first)]
  if (!prior || prior.first !== run.first || prior.last !== run.last || prior.count !== run.count)
    return undefined
  // the first changed term at or after the run's first: inside the run, the shard changed
  const low = partitionPoint(changed.length, (n) => changed[n]! < run.first)
  return low < changed.length && changed[low]! <= run.last ? undefined : prior
}

/**
 * The `search index` build step: one sharded index per docs version (spec 5 filtering) and
 * language (each translation language's an overlay of the English one: language.ts), each value a gzipped, content-hashed file
 * in `<outDir>/search/`, and `manifest.json` routing to
 * their KV keys. Pushing to KV (values first, manifest last) is build/search/push.ts. With a
 * `memo`, values whose raw bytes the last build had are not gzipped again, and the memo keeps
 * this build's values under `memoKey` (the step's input key) for the next.
 */
export async function buildSearchIndexes(
  english: SectionsByCollection | { pages: PagesByCollection },
  outDir: string,
  memo?: SearchValueMemo,
  memoKey?: string,
  translations: Partial<Record<TranslationLocale, SectionsByCollection>> = {}
): Promise<SearchManifest> {
  const dir = join(outDir, 'search')
  await mkdir(dir, { recursive: true })
  // each value's file is written as soon as the value is made: creating a file costs these disks
  // about 0.5 ms, the 800 files of 1,000 pages most of the step, and the libuv threads do it on
  // the core this thread leaves idle while it encodes and gzips the next values
  // (synchronous writes cost about 0.1 s less CPU at 1,000 pages, but this step is the build's
  // last, alone on the two cores: its files would be made one after the other on this thread)
  const writes: Promise<void>[] = []
  const onValue: OnValue = (key, value, kept) => {
    const file = getSearchFileName(key)
    writes.push(
      memo && kept
        ? memo.place(file, join(dir, file), value, kept.rawHash, kept.found)
        : writeFile(join(dir, file), typeof value === 'function' ? value() : value)
    )
  }
  // a language's index is an overlay of the English one (language.ts): its meta numbers the
  // English pages it translates
  const buildVersions = (
    of: SectionsByCollection | { pages: PagesByCollection },
    locale?: TranslationLocale
  ) => {
    const versions = {} as SearchManifest['versions']
    for (const version of SEARCH_VERSIONS) {
      const own =
        'pages' in of
          ? { pages: selectVersionPages(of.pages as PagesByCollection, version) }
          : selectVersionSections(of, version)
      const overlay =
        locale && !('pages' in own)
          ? overlayPages(selectVersionSections(sections(), version), own)
          : undefined
      versions[version] = buildIndexOf(
        own,
        version,
        undefined,
        memo,
        onValue,
        locale && overlay ? { locale, overlay } : undefined
      ).entry
    }
    return versions
  }
  // an overlay's meta numbers the English pages: every English section is read then
  let read: SectionsByCollection | undefined
  const sections = () =>
    (read ??=
      'pages' in english
        ? (Object.fromEntries(
            Object.entries(english.pages).map(([name, pages]) => [name, sectionsOfPages(pages!)])
          ) as SectionsByCollection)
        : english)
  const versions = buildVersions(english)
  const locales: SearchManifest['locales'] = {}
  for (const [locale, localeSections] of Object.entries(translations) as [
    TranslationLocale,
    SectionsByCollection,
  ][])
    locales[locale] = buildVersions(localeSections, locale)
  await Promise.all(writes)
  const hashes = [versions, ...Object.values(locales)].flatMap((entries) =>
    SEARCH_VERSIONS.map((version) => entries[version].hash)
  )
  const manifest: SearchManifest = { hash: hash(hashes.join('|'), 16), versions, locales }
  await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  if (memo && memoKey) memo.save(memoKey, manifest)
  return manifest
}
