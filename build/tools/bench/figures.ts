import { gzipSync } from 'node:zlib'

/** How the benchmark prints and measures its figures. Consumers: build/tools/bench.ts, build/tools/bench/*. */

/** Bytes as kilobytes with one decimal: `12.3 KB`. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Size after gzip at level 9 (what a CDN serves at best). */
export const gz = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length

/** The p-th percentile (0-100) of the values, by the nearest-rank rule. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}
