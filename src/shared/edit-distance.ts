/**
 * Levenshtein distance, written once: the build's "did you mean" hints (build/content/nearest.ts)
 * and the 404 screen's suggested targets (src/shared/routing/nearest-paths.ts).
 */

/** The two rows of the table, reused by every call (nothing is allocated per candidate). */
let rows: [Uint32Array, Uint32Array] = [new Uint32Array(128), new Uint32Array(128)]

/**
 * The number of single-character edits (insert, delete, replace) that turn `a` into `b`, in
 * linear memory. With `max`, stops as soon as the distance must exceed it and answers `max + 1`
 * (a long list of candidates then costs little more than their length difference).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (rows[0].length <= b.length)
    rows = [new Uint32Array(b.length + 64), new Uint32Array(b.length + 64)]
  let [previous, current] = rows
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowMin = i
    const char = a.charCodeAt(i - 1)
    for (let j = 1; j <= b.length; j++) {
      const cost = char === b.charCodeAt(j - 1) ? 0 : 1
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    // every later row is at least this row's minimum
    if (rowMin > max) return max + 1
    ;[previous, current] = [current, previous]
  }
  return Math.min(previous[b.length]!, max + 1)
}
