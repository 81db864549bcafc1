/**
 * The bounds of every memo: an isolate lives for hours under load, so nothing it keeps may grow
 * with the number of requests, nor live forever.
 */
export const ISOLATE_MEMO_LIMITS = {
  /** Keys per memo; past it the least recently used key is dropped. */
  maxEntries: 32,
  /** The longest a value is reused, whatever `ttlMs` asks (then it is loaded again). */
  maxTtlMs: 60 * 60_000,
  /**
   * Keys of a memo that weighs its values (`weigh`): many small values (docs page rows), kept
   * within that memo's `maxWeight` rather than a count.
   */
  maxWeighedEntries: 1024,
  /** The most a weighing memo keeps, in UTF-16 code units of its values' strings (2 bytes each). */
  maxWeight: 4 * 1024 * 1024,
} as const

/** Options of {@link createIsolateMemo}. */
export interface IsolateMemoOptions<V = unknown> {
  /**
   * How long a loaded value is reused; without it, until a new version, a reset or
   * {@link ISOLATE_MEMO_LIMITS}.maxTtlMs (an hour), which also caps a longer one.
   */
  ttlMs?: number
  /**
   * Keys kept at most (least recently used dropped first); at most ISOLATE_MEMO_LIMITS.maxEntries
   * (maxWeighedEntries with `weigh`), which is also the default.
   */
  maxEntries?: number
  /**
   * Concurrent first callers await the same pending load (for a costly load such as restoring a
   * search index). Off by default: each request then awaits only its own I/O, and the first value
   * to arrive is kept.
   */
  shareInFlight?: boolean
  /**
   * The weight of a value (about the length of its strings): the memo then keeps up to
   * ISOLATE_MEMO_LIMITS.maxWeighedEntries keys whose weights add up to at most `maxWeight`
   * (least recently used dropped first); a value heavier than that alone is not kept. Not with
   * `shareInFlight` (a pending value has no weight yet).
   */
  weigh?: (value: V) => number
  /** With `weigh`: the most the memo keeps; at most ISOLATE_MEMO_LIMITS.maxWeight. */
  maxWeight?: number
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
  weight: number
}

/**
 * Work once per isolate, not per request (STYLE 8): the one memo behind the release info, the
 * modules version, the search manifest, the restored search indexes, the docs navigation trees
 * and docs page rows (worker/db/queries/docs-page.ts). A value lives in the
 * isolate's memory; a new `version` under the same key replaces the old value (so an old search
 * index is dropped when a new one is published). Bounded in keys (least recently used dropped)
 * (or in weight) and in age ({@link ISOLATE_MEMO_LIMITS}).
 */
export function createIsolateMemo<V>({
  ttlMs = ISOLATE_MEMO_LIMITS.maxTtlMs,
  maxEntries = Infinity,
  shareInFlight = false,
  weigh,
  maxWeight = ISOLATE_MEMO_LIMITS.maxWeight,
}: IsolateMemoOptions<V> = {}): IsolateMemo<V> {
  if (weigh && shareInFlight) throw new Error('createIsolateMemo: weigh needs shareInFlight off')
  const ttl = Math.min(ttlMs, ISOLATE_MEMO_LIMITS.maxTtlMs)
  const maxKeys = weigh ? ISOLATE_MEMO_LIMITS.maxWeighedEntries : ISOLATE_MEMO_LIMITS.maxEntries
  const capacity = Math.max(1, Math.min(maxEntries, maxKeys))
  const weightLimit = Math.min(maxWeight, ISOLATE_MEMO_LIMITS.maxWeight)
  // a Map iterates in insertion order: re-inserting on use keeps the least recently used first
  const entries = new Map<string, Entry<V>>()
  let totalWeight = 0
  const drop = (key: string) => {
    totalWeight -= entries.get(key)?.weight ?? 0
    entries.delete(key)
  }
  const keep = (key: string, value: Promise<V> | V, version: string | undefined) => {
    drop(key)
    const weight = weigh ? weigh(value as V) : 0
    if (weight > weightLimit) return
    entries.set(key, { value, version, expires: Date.now() + ttl, weight })
    totalWeight += weight
    for (const oldest of entries.keys()) {
      if (entries.size <= capacity && totalWeight <= weightLimit) break
      drop(oldest)
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
      if (entry) drop(key) // stale: never kept past its time, even if the load fails
      const pending = load()
      if (shareInFlight) {
        keep(key, pending, version)
        pending.catch(() => entries.get(key)?.value === pending && drop(key))
        return pending
      }
      const value = await pending
      keep(key, value, version)
      return value
    },
    reset() {
      entries.clear()
      totalWeight = 0
    },
  }
}
