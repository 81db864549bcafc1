/**
 * The bounds of every memo: an isolate lives for hours under load, so nothing it keeps may grow
 * with the number of requests, nor live forever.
 */
export const ISOLATE_MEMO_LIMITS = {
  /** Keys per memo; past it the least recently used key is dropped. */
  maxEntries: 32,
  /**
   * Bytes a memo bounded by size may hold (its `sizeOf` sums), whatever `maxBytes` asks: the
   * search values of an isolate (worker/search, 16 + 12 MB) and its docs page rows (8 MB) stay
   * well within a Worker's 128 MB.
   */
  maxBytes: 32 * 1024 * 1024,
  /** Keys of a memo bounded by size (each costs at least MIN_ENTRY_BYTES of its budget). */
  maxEntriesBySize: 65_536,
  /** The longest a value is reused, whatever `ttlMs` asks (then it is loaded again). */
  maxTtlMs: 60 * 60_000,
} as const

/** Options of {@link createIsolateMemo}. */
export interface IsolateMemoOptions<V = unknown> {
  /**
   * How long a loaded value is reused; without it, until a new version, a reset or
   * {@link ISOLATE_MEMO_LIMITS}.maxTtlMs (an hour), which also caps a longer one.
   */
  ttlMs?: number
  /** Keys kept at most (least recently used dropped first); at most ISOLATE_MEMO_LIMITS.maxEntries. */
  maxEntries?: number
  /**
   * Bound the memo by size instead of by count: the sum of `sizeOf` over the values kept stays
   * at most this (least recently used dropped first; a value larger than it is not kept), at most
   * ISOLATE_MEMO_LIMITS.maxBytes. Keys are then limited to ISOLATE_MEMO_LIMITS.maxEntriesBySize.
   */
  maxBytes?: number
  /** The bytes a value holds (with `maxBytes`); a pending value counts once it has arrived. */
  sizeOf?: (value: V) => number
  /**
   * Concurrent first callers await the same pending load (for a costly load such as restoring a
   * search index). Off by default: each request then awaits only its own I/O, and the first value
   * to arrive is kept.
   */
  shareInFlight?: boolean
}

/** A per-isolate memo: see {@link createIsolateMemo}. */
export interface IsolateMemo<V> {
  /**
   * The value under `key`: the kept one while it is fresh and of the same `version`, otherwise
   * `load()`'s, which is then kept (a failed load is not kept: the next call retries).
   */
  get(key: string, load: () => Promise<V>, version?: string): Promise<V>
  /** Forgets every value (tests; after a write that must show at once). */
  reset(): void
  /** Keys held and the bytes their values hold (`sizeOf`; 0 without it). */
  size(): { entries: number; bytes: number }
}

interface Entry<V> {
  value: Promise<V> | V
  version: string | undefined
  expires: number
  bytes: number
}

/** What a key costs a memo bounded by size, whatever its value (the key, the entry). */
const MIN_ENTRY_BYTES = 64

/**
 * Work once per isolate, not per request (STYLE 8): the one memo behind the release info, the
 * modules version, the search manifest, the restored search indexes, the docs navigation trees
 * and docs page rows (worker/db/queries/docs-page.ts). A value lives in the
 * isolate's memory; a new `version` under the same key replaces the old value (so an old search
 * index is dropped when a new one is published). Bounded in keys (least recently used dropped)
 * and in age ({@link ISOLATE_MEMO_LIMITS}).
 */
export function createIsolateMemo<V>({
  ttlMs = ISOLATE_MEMO_LIMITS.maxTtlMs,
  maxEntries,
  maxBytes,
  sizeOf,
  shareInFlight = false,
}: IsolateMemoOptions<V> = {}): IsolateMemo<V> {
  const ttl = Math.min(ttlMs, ISOLATE_MEMO_LIMITS.maxTtlMs)
  const bySize = maxBytes !== undefined
  const budget = bySize ? Math.min(maxBytes, ISOLATE_MEMO_LIMITS.maxBytes) : Infinity
  const limit = bySize ? ISOLATE_MEMO_LIMITS.maxEntriesBySize : ISOLATE_MEMO_LIMITS.maxEntries
  const capacity = Math.max(1, Math.min(maxEntries ?? limit, limit))
  const measure = (value: V) => (bySize ? MIN_ENTRY_BYTES + (sizeOf?.(value) ?? 0) : 0)
  // a Map iterates in insertion order: re-inserting on use keeps the least recently used first
  const entries = new Map<string, Entry<V>>()
  let bytes = 0
  const drop = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0
    entries.delete(key)
  }
  const evict = () => {
    for (const oldest of entries.keys()) {
      if (entries.size <= capacity && bytes <= budget) break
      drop(oldest)
    }
  }
  const keep = (key: string, value: Promise<V> | V, version: string | undefined) => {
    drop(key)
    const entry = { value, version, expires: Date.now() + ttl, bytes: 0 }
    entries.set(key, entry)
    if (!(value instanceof Promise)) bytes += entry.bytes = measure(value)
    evict()
    return entry
  }
  return {
    async get(key, load, version) {
      const entry = entries.get(key)
      if (entry && entry.version === version && Date.now() < entry.expires) {
        entries.delete(key)
        entries.set(key, entry)
        return entry.value
      }
      if (entry) drop(key) // stale: never kept past its time, even if the load fails
      const pending = load()
      if (shareInFlight) {
        const kept = keep(key, pending, version)
        pending.then(
          (value) => {
            // still the entry of this key (not dropped, replaced or reset): count its bytes now
            if (entries.get(key) !== kept) return
            kept.value = value
            bytes += kept.bytes = measure(value)
            evict()
          },
          () => entries.get(key) === kept && drop(key)
        )
        return pending
      }
      const value = await pending
      keep(key, value, version)
      return value
    },
    reset() {
      entries.clear()
      bytes = 0
    },
    size() {
      return { entries: entries.size, bytes }
    },
  }
}
