/**
 * Where one uncached search spent its time, sent as `Server-Timing` (the bench reads it; a
 * browser's devtools show it). Phases are marked in order: `manifest`, `cache` (answer cache),
 * `open` (the version's meta value on an isolate's first search, and the query's term shards,
 * read together), `terms` (completions, typo corrections), `rank`, `display` (one bulk read of
 * the results' display values), `snippets`; KV reads are also summed apart (`kv`: awaiting KV,
 * `decode`: hash check, gunzip and decoding of what was read or held, overlapping decodes counted
 * once), whatever phase they fell in.
 *
 * Deployed, a Worker's clock moves only when I/O completes, so there a phase of pure CPU
 * (ranking, snippets) shows 0; under `wrangler dev` it moves (in whole milliseconds), which is
 * what the bench reads, next to a bare KV read of the same values (build/tools/bench/kv-probe.ts).
 */
export class SearchTiming {
  private readonly started = performance.now()
  private last = this.started
  private readonly phases: Array<[name: string, ms: number]> = []
  /** KV reads of this request (a bulk read is one), their bytes as KV returned them. */
  kvReads = 0
  kvBytes = 0
  kvMs = 0
  decodeMs = 0
  /** Decodes running at once, and when the first of them began: overlapping work counts once. */
  private decoding = 0
  private decodingSince = 0

  /** Ends the phase `name` (it began where the previous one ended). */
  mark(name: string): void {
    const now = performance.now()
    this.phases.push([name, now - this.last])
    this.last = now
  }

  /** Times one KV read: `read` is the I/O, `decode` what is done with its result. */
  async read<R, T>(read: () => Promise<R>, decode: (raw: R) => Promise<T> | T): Promise<T> {
    const before = performance.now()
    const raw = await read()
    this.kvReads++
    this.kvMs += performance.now() - before
    // awaited inside: a rejected decode is handled at once (workerd reports one handled later)
    return this.decode(async () => await decode(raw))
  }

  /**
   * Times decoding (hash check, gunzip, parsing) of a value read or held; decodes that overlap
   * (a query's display values, decoded together) count their span once, not their sum.
   */
  async decode<T>(work: () => Promise<T>): Promise<T> {
    if (this.decoding++ === 0) this.decodingSince = performance.now()
    try {
      return await work()
    } finally {
      if (--this.decoding === 0) this.decodeMs += performance.now() - this.decodingSince
    }
  }

  /** The `Server-Timing` header value: each phase, then kv, decode and the total as `search`. */
  toHeader(): string {
    const entries = this.phases.map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`)
    entries.push(
      `kv;dur=${this.kvMs.toFixed(1)};desc="${this.kvReads} reads, ${this.kvBytes} B"`,
      `decode;dur=${this.decodeMs.toFixed(1)}`,
      `search;dur=${(performance.now() - this.started).toFixed(1)}`
    )
    return entries.join(', ')
  }
}
