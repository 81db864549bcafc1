import type { Postings } from '../../src/shared/search/index-format'

/**
 * Operations on one term's `[doc, hits, …]` list (in doc order) for a one-page edit's merge
 * (postings.ts): whether the edit touches it at all, and two lists as one.
 */

/**
 * Whether a `[doc, hits, …]` list (in doc order) holds a doc that a change of these ranges takes
 * out (a changed page's) or renumbers (one after a page whose doc count changed): found by binary
 * search, not by reading the list.
 */
export function listMoves(
  ranges: readonly { from: number; to: number; shift: number }[]
): (list: ArrayLike<number>) => boolean {
  let shifted = Infinity
  for (const range of ranges)
    if (range.shift !== 0) {
      shifted = range.to
      break
    }
  return (list) => {
    const pairs = list.length / 2
    if (!pairs) return false
    if (list[(pairs - 1) * 2]! >= shifted) return true
    for (const { from, to } of ranges) {
      // the first doc at or after `from`
      let low = 0
      let high = pairs
      while (low < high) {
        const middle = (low + high) >> 1
        if (list[middle * 2]! < from) low = middle + 1
        else high = middle
      }
      if (low < pairs && list[low * 2]! < to) return true
    }
    return false
  }
}

/** Two `[doc, hits, …]` lists, each in doc order and with no doc in common, as one. */
export function mergeByDoc(a: Postings, b: Postings): Postings {
  const out: Postings = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && a[i]! < b[j]!)) (out.push(a[i]!, a[i + 1]!), (i += 2))
    else (out.push(b[j]!, b[j + 1]!), (j += 2))
  }
  return out
}
