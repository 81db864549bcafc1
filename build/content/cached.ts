import { deserialize, serialize } from 'node:v8'
import { cacheKey, type CacheScope } from '../cache/store'
import { previousBlocks } from './markdown/highlight-cache'
import type { PageResult, PageTask } from './page-compile'

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
    const key = cacheKey(task.collection, task.path, task.text)
    const { entry, previous } = scope.lookup(`${task.collection}\0${task.path}`, key)
    if (entry) {
      const result = deserialize(entry) as PageResult
      // a copy: the bytes are a view into the whole entry's buffer
      return { ...result, search: result.search?.slice(), key }
    }
    const before = previous && (deserialize(previous) as PageResult).compiled
    const result = await compile({ ...task, highlights: before && previousBlocks(before) })
    if (!result.issues.some((issue) => issue.severity === 'error'))
      scope.put(key, serialize(result))
    return { ...result, key }
  }
}

/** A data file to validate: its collection, file and text. */
export interface DataTask {
  collection: string
  file: string
  text: string
}

/** A data file's validated item, and whether it raised any issue (then it is not kept). */
export interface DataResult {
  item?: Record<string, unknown>
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
): (task: DataTask) => Record<string, unknown> | undefined {
  return (task) => {
    const key = cacheKey(`${task.collection}:data`, task.file, task.text)
    const entry = scope.get(key)
    if (entry) return deserialize(entry) as Record<string, unknown>
    const { item, clean } = validate(task)
    if (item && clean) scope.put(key, serialize(item))
    return item
  }
}
