/**
 * The first index in `[0, length)` for which `before` is false, `length` when there is none: a
 * binary search over anything sorted so that `before` holds for a prefix (the first term not
 * below a word, the first posting of a doc, the last line starting at or before an offset is
 * this minus one). The one binary search of the search index, its build and the fast parser.
 */
export function partitionPoint(length: number, before: (index: number) => boolean): number {
  let low = 0
  let high = length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (before(middle)) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * The last index in `[0, length)` for which `atOrBefore` holds, 0 when none does (or `length` is
 * 0): the shard, display value, page or line that holds a value, found by where each starts.
 */
export function lastStartAtOrBefore(
  length: number,
  atOrBefore: (index: number) => boolean
): number {
  return Math.max(0, partitionPoint(length, atOrBefore) - 1)
}
