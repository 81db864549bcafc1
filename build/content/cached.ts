import { deserialize, serialize } from 'node:v8'
import { cacheKey, type CacheScope } from '../cache/store'
import { previousBlocks } from './markdown/highlight-cache'
import type { PageResult, PageTask } from './page-compile'
import type { TranslationState } from '../../src/shared/content/translation'
import type { TranslationOf } from './translate'

/** A page's result with the cache key it is kept under (the search step's input key). */
export type KeyedPageResult = PageResult & { key: string }

/**
 * The content step's compile wrapped in the cache: each page is looked up once (by the hash of
 * its collection, path and text; the scope's fingerprint covers the compiler) and, when missing,
 * compiled and stored once. A missing page starts from its previous compile: its unchanged code
 * blocks are not highlighted again (highlight-cache.ts). Results are v8 serialized (read back
 * twice as fast as JSON; Node's version is in the fingerprint through the lockfile). A page
 * with errors is not kept: its errors are reported again until it is fixed.
 */
export function cachedPages(
  scope: CacheScope,
  compile: (task: PageTask) => Promise<PageResult>
): (task: PageTask) => Promise<KeyedPageResult> {
  return async (task) => {
    const key = pageKey(task)
    const { entry, previous } = scope.lookup(
      pageName(task.collection, task.path, task.translation?.locale),
      key
    )
    const kept = entry && readBack(scope, entry, key)
    if (kept) return kept
    const before = previous && (deserialize(previous) as StoredPage).compiled
    const result = await compile({ ...task, highlights: before && previousBlocks(before) })
    if (!result.issues.some((issue) => issue.severity === 'error')) storePage(scope, key, result)
    return { ...result, key }
  }
}

/**
 * A page's compile as the scope holds it: its search bytes are an entry of their own
 * ({@link searchEntry}), read without the rest by a row made from its head (known-row.ts).
 */
type StoredPage = Omit<PageResult, 'search'> & { searchApart?: true }

/** The key of a compile's search bytes. */
function searchEntry(key: string): string {
  return cacheKey(key, 'search')
}

function storePage(scope: CacheScope, key: string, { search, ...rest }: PageResult): void {
  const stored: StoredPage = search ? { ...rest, searchApart: true } : rest
  if (search) scope.put(searchEntry(key), search)
  scope.put(key, serialize(stored))
}

/**
 * A page's cache key: its collection, path, text and media folder (and for a translation its
 * locale and source, which its compile depends on too: merged frontmatter, heading ids).
 */
export function pageKey(task: PageTask): string {
  const { locale = '', sourceText = '' } = task.translation ?? {}
  return cacheKey(task.collection, task.path, locale, sourceText, task.text, task.mediaDir ?? '')
}

/** The name a page's entries go by from build to build (an edited page finds its last one). */
function pageName(collection: string, path: string, locale = ''): string {
  return `${collection}\0${path}\0${locale}`
}

/** A kept compile's result, read back; undefined when its search bytes are no longer kept. */
function readBack(scope: CacheScope, entry: Buffer, key: string): KeyedPageResult | undefined {
  const { searchApart, ...result } = deserialize(entry) as StoredPage
  if (!searchApart) return { ...result, key }
  const search = scope.get(searchEntry(key))
  return search && { ...result, search, key }
}

/**
 * A source page's compile read back by the key its unchanged file gave last time (source-stamps.ts),
 * undefined when the cache no longer holds it (then the file is read and compiled as usual).
 */
export function cachedPageByKey(
  scope: CacheScope
): (collection: string, path: string, key: string) => KeyedPageResult | undefined {
  return (collection, path, key) => {
    const { entry } = scope.lookup(pageName(collection, path), key)
    return entry && readBack(scope, entry, key)
  }
}

/**
 * The search bytes of a source page's kept compile, by the key its unchanged file gave last
 * time, without reading the compile (known-row.ts): the compile is noted as used, so it stays
 * for the next edit. Undefined when the scope holds either no longer.
 */
export function keptPageSearch(
  scope: CacheScope
): (collection: string, path: string, key: string) => Uint8Array | undefined {
  return (collection, path, key) => {
    if (!scope.note(pageName(collection, path), key)) return undefined
    return scope.get(searchEntry(key))
  }
}

/** A data file to validate: its collection, file and text, and for a translation its source. */
export interface DataTask {
  collection: string
  file: string
  text: string
  translation?: TranslationOf
}

/**
 * A data file's validated item (a translation's merged over its source, with its state), and
 * whether it raised any issue (then it is not kept).
 */
export interface DataResult {
  item?: Record<string, unknown>
  state?: TranslationState
  clean: boolean
}

/**
 * A data file's validation wrapped in the cache: an item that validated cleanly before from the
 * same text is read back (the YAML parse was a tenth of a warm build); one with warnings is
 * validated again, so they are reported again.
 */
export function cachedData(
  scope: CacheScope,
  validate: (task: DataTask) => DataResult
): (task: DataTask) => Omit<DataResult, 'clean'> {
  return (task) => {
    const source = task.translation?.sourceText ?? ''
    const key = cacheKey(`${task.collection}:data`, task.file, source, task.text)
    const entry = scope.get(key)
    if (entry) return deserialize(entry) as Omit<DataResult, 'clean'>
    const { item, state, clean } = validate(task)
    if (item && clean) scope.put(key, serialize({ item, state }))
    return { item, state }
  }
}
