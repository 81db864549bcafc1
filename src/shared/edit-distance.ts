/**
 * Levenshtein distance, written once: the build's "did you mean" hints (build/content/nearest.ts)
 * and the 404 screen's suggested targets (src/shared/routing/nearest-paths.ts).
 */

/**
 * The number of single-character edits (insert, delete, replace) that turn `a` into `b`, in
 * linear memory. With `max`, stops as soon as the distance must exceed it and answers `max + 1`
 * (a long list of candidates then costs little more than their length difference).
 */
export function editDistance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (current[j]! < rowMin) rowMin = current[j]!
    }
    // every later row is at least this row's minimum
    if (rowMin > max) return max + 1
    previous = current
  }
  return Math.min(previous[b.length]!, max + 1)
}
