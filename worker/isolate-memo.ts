/**
 * The bounds of every memo: an isolate lives for hours under load, so nothing it keeps may grow
 * with the number of requests, nor live forever.
 */
export const ISOLATE_MEMO_LIMITS = {
  /** Keys per memo; past it the least recently used key is dropped. */
  maxEntries: 32,
  /** The longest a value is reused, whatever `ttlMs` asks (then it is loaded again). */
  maxTtlMs: 60 * 60_000,
} as const

/** Options of {@link createIsolateMemo}. */
export interface IsolateMemoOptions {
  /**
   * How long a loaded value is reused; without it, until a new version, a reset or
   * {@link ISOLATE_MEMO_LIMITS}.maxTtlMs (an hour), which also caps a longer one.
   */
  ttlMs?: number
  /** Keys kept at most (least recently used dropped first); at most ISOLATE_MEMO_LIMITS.maxEntries. */
  maxEntries?: number
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
}

interface Entry<V> {
  value: Promise<V> | V
  version: string | undefined
  expires: number
}

/**
 * Work once per isolate, not per request (STYLE 8): the one memo behind the release info, the
 * modules version, the search manifest and the restored search indexes. A value lives in the
 * isolate's memory; a new `version` under the same key replaces the old value (so an old search
 * index is dropped when a new one is published). Bounded in keys (least recently used dropped)
 * and in age ({@link ISOLATE_MEMO_LIMITS}).
 */
export function createIsolateMemo<V>({
  ttlMs = ISOLATE_MEMO_LIMITS.maxTtlMs,
  maxEntries = ISOLATE_MEMO_LIMITS.maxEntries,
  shareInFlight = false,
}: IsolateMemoOptions = {}): IsolateMemo<V> {
  const ttl = Math.min(ttlMs, ISOLATE_MEMO_LIMITS.maxTtlMs)
  const capacity = Math.max(1, Math.min(maxEntries, ISOLATE_MEMO_LIMITS.maxEntries))
  // a Map iterates in insertion order: re-inserting on use keeps the least recently used first
  const entries = new Map<string, Entry<V>>()
  const keep = (key: string, value: Promise<V> | V, version: string | undefined) => {
    entries.delete(key)
    entries.set(key, { value, version, expires: Date.now() + ttl })
    for (const oldest of entries.keys()) {
      if (entries.size <= capacity) break
      entries.delete(oldest)
    }
  }
  return {
    async get(key, load, version) {
      const entry = entries.get(key)
      if (entry && entry.version === version && Date.now() < entry.expires) {
        entries.delete(key)
        entries.set(key, entry)
        return entry.value
      }
      if (entry) entries.delete(key) // stale: never kept past its time, even if the load fails
      const pending = load()
      if (shareInFlight) {
        keep(key, pending, version)
        pending.catch(() => entries.get(key)?.value === pending && entries.delete(key))
        return pending
      }
      const value = await pending
      keep(key, value, version)
      return value
    },
    reset() {
      entries.clear()
    },
  }
}
