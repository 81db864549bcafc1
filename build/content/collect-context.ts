import type { CacheScope } from '../cache/store'
import type { SearchPartSpill } from '../search/part-spill'
import type { DataResult, DataTask, KeyedPageResult } from './cached'
import type { Diagnostics } from './diagnostics'
import type { PageTask } from './page-compile'
import type { SourceStamps } from './source-stamps'

/** What reading a collection needs (collect.ts, and collect-translations.ts for the siblings). */
export interface CollectContext {
  /** The content folder. */
  root: string
  ignore: readonly string[]
  diagnostics: Diagnostics
  /** Compiles one page (read back from the cache, or in a worker thread or in-process). */
  compile: (task: PageTask) => Promise<KeyedPageResult>
  /** A source page's compile read back by the key its unchanged file gave last time. */
  cachedPage?: (collection: string, path: string, key: string) => KeyedPageResult | undefined
  /**
   * The search bytes of a source page's kept compile, by the key its unchanged file gave last
   * time, its compile kept unread (cached.ts `keptPageSearch`, known-row.ts).
   */
  keptSearch?: (collection: string, path: string, key: string) => Uint8Array | undefined
  /** The page sources' stat stamps: an unchanged file is not read (source-stamps.ts). */
  stamps?: SourceStamps
  /** Validates one data file (read back from the cache, or parsed and validated). */
  readData: (task: DataTask) => Omit<DataResult, 'clean'>
  /**
   * The sql cache scope, when the build writes the SQL from it: each page row's statements go
   * there as the row is made, and the row lets its body go (row-statements.ts).
   */
  sqlCache?: CacheScope
  /** A large site's build: each page's search bytes go to this file as they come (search/part-spill.ts). */
  searchSpill?: SearchPartSpill
}
