import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  SEARCH_VERSIONS,
  selectVersionSections,
  type SearchCollection,
  type SearchVersion,
} from '../../src/shared/search/filter'
import {
  getSearchIndexKey,
  MAX_SEARCH_VALUE_BYTES,
  type SearchManifest,
  type SearchManifestEntry,
} from '../../src/shared/search/manifest'
import { encodeMeta, type OverlayPages } from '../../src/shared/search/index-format'
import { overlayPages } from './overlay-pages'
import { pageKeyOf } from './page-search'
import type { TranslationLocale } from '../../src/shared/content/translation'
import { SearchValueMemo } from './value-memo'
import { writeIndexValues, type IndexedSection, type ShardSizes } from './write-index'
import type { PostingsState, TermRun } from './postings'
import { shortHash as hash } from '../short-hash'

/** Sections per collection, as the content step produced them. */
export type SectionsByCollection = Partial<Record<SearchCollection, readonly IndexedSection[]>>

/** A built index ready to write: the manifest entry and the gzipped value of each KV key. */
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
  sections: readonly IndexedSection[],
  version: SearchVersion,
  sizes?: ShardSizes,
  memo?: SearchValueMemo,
  onValue?: (key: string, value: Uint8Array, kept?: { rawHash: string; found: boolean }) => void,
  language?: { locale: TranslationLocale; overlay: OverlayPages }
): BuiltIndex {
  const locale = language?.locale
  const index = locale ? `${version}-${locale}` : String(version)
  const previous = memo?.postings(index)
  const raw = writeIndexValues(sections, sizes, { pageKey: pageKeyOf, previous })
  const values = new Map<string, Uint8Array>()
  let rawBytes = 0
  /** The value of raw bytes: the last build's when the memo has them, else `encode`d now. */
  const encoded = (kind: string, bytes: Uint8Array, encode: () => Uint8Array, known?: string) => {
    if (!memo) return put(encode(), bytes.byteLength)
    const rawHash = known ?? SearchValueMemo.rawHash(`${index}:${kind}`, bytes)
    const hit = memo.find(rawHash)
    return put(hit ?? encode(), bytes.byteLength, { rawHash, found: hit !== undefined })
  }
  const put = (value: Uint8Array, raw: number, kept?: { rawHash: string; found: boolean }) => {
    if (value.byteLength > MAX_SEARCH_VALUE_BYTES)
      throw new Error(
        `search index value of ${value.byteLength} bytes passes the ${MAX_SEARCH_VALUE_BYTES}-byte limit`
      )
    const key = getSearchIndexKey(version, hash(value, 16), locale)
    if (!values.has(key)) onValue?.(key, value, kept)
    values.set(key, value)
    rawBytes += raw
    return key
  }
  const gzip = (bytes: Uint8Array, rawHash?: string) =>
    encoded('gzip', bytes, () => gzipSync(bytes, { level: GZIP_LEVEL }), rawHash)
  // a display value is its gzip as base64: KV's bulk read, which fetches a query's display
  // values in one read, returns text (index-format.ts)
  const display = raw.store.map(({ first, text }) => {
    const bytes = Buffer.from(text, 'utf8')
    const key = encoded('display', bytes, () =>
      Buffer.from(gzipSync(bytes, { level: GZIP_LEVEL }).toString('base64'), 'latin1')
    )
    return { first, hash: key.slice(key.lastIndexOf(':') + 1) }
  })
  const runs: TermRun[] = []
  const terms = raw.terms.map((run) => {
    // a shard none of whose terms changed since the last build is its value: not encoded again
    const kept = keptRun(run, previous?.termRuns, raw.state.changedTerms)
    const hit = kept && memo?.find(kept.rawHash)
    if (kept && hit) {
      runs.push(kept)
      return {
        first: run.first,
        key: put(hit, kept.rawBytes, { rawHash: kept.rawHash, found: true }),
      }
    }
    const bytes = run.bytes()
    const rawHash = memo ? SearchValueMemo.rawHash(`${index}:gzip`, bytes) : ''

    runs.push({
      ...{ first: run.first, last: run.last, count: run.count },
      rawHash,
      rawBytes: bytes.byteLength,
    })
    return { first: run.first, key: gzip(bytes, memo && rawHash) }
  })
  memo?.keepPostings(index, { ...raw.state, changedTerms: undefined, termRuns: runs })
  const words = Object.fromEntries(raw.words.map(({ letter, bytes }) => [letter, gzip(bytes)]))
  // a language's overlay says which English pages it translates (src/shared/search/overlay.ts)
  const meta = gzip(encodeMeta({ ...raw.meta, display, overlay: language?.overlay }))
  const gzipBytes = [...values.values()].reduce((sum, value) => sum + value.byteLength, 0)
  return {
    entry: {
      hash: hash([...values.keys()].join('|'), 16),
      sections: sections.length,
      rawBytes,
      gzipBytes,
      meta,
      terms,
      words,
      displayCount: display.length,
    },
    values,
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
  let low = 0
  let high = previous.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (previous[middle]!.first < run.first) low = middle + 1
    else high = middle
  }
  const prior = previous[low]
  if (!prior || prior.first !== run.first || prior.last !== run.last || prior.count !== run.count)
    return undefined
  // the first changed term at or after the run's first: inside the run, the shard changed
  low = 0
  high = changed.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (changed[middle]! < run.first) low = middle + 1
    else high = middle
  }
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
  sections: SectionsByCollection,
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
  const writes: Promise<void>[] = []
  const onValue = (key: string, value: Uint8Array, kept?: { rawHash: string; found: boolean }) => {
    const file = getSearchFileName(key)
    writes.push(
      memo && kept
        ? memo.place(file, join(dir, file), value, kept.rawHash, kept.found)
        : writeFile(join(dir, file), value)
    )
  }
  // a language's index is an overlay of the English one (language.ts): its meta numbers the
  // English pages it translates
  const buildVersions = (of: SectionsByCollection, locale?: TranslationLocale) => {
    const versions = {} as SearchManifest['versions']
    for (const version of SEARCH_VERSIONS) {
      const own = selectVersionSections(of, version)
      const overlay = locale
        ? overlayPages(selectVersionSections(sections, version), own)
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
  const versions = buildVersions(sections)
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
