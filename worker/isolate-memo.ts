/** Options of {@link createIsolateMemo}. */
export interface IsolateMemoOptions {
  /** How long a loaded value is reused; without it, until a new version or a reset. */
  ttlMs?: number
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
 * index is dropped when a new one is published).
 */
export function createIsolateMemo<V>({
  ttlMs = Infinity,
  shareInFlight = false,
}: IsolateMemoOptions = {}): IsolateMemo<V> {
  const entries = new Map<string, Entry<V>>()
  return {
    async get(key, load, version) {
      const entry = entries.get(key)
      if (entry && entry.version === version && Date.now() < entry.expires) return entry.value
      const pending = load()
      const keep = (value: Promise<V> | V) =>
        entries.set(key, { value, version, expires: Date.now() + ttlMs })
      if (shareInFlight) {
        keep(pending)
        pending.catch(() => entries.get(key)?.value === pending && entries.delete(key))
        return pending
      }
      const value = await pending
      keep(value)
      return value
    },
    reset() {
      entries.clear()
    },
  }
}
