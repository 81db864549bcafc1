import { partitionPoint } from '../../src/shared/partition-point'
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
      const low = firstPairAtOrAfter(list, from)
      if (low < pairs && list[low * 2]! < to) return true
    }
    return false
  }
}

/** The index of the first pair of a `[doc, hits, …]` list whose doc is `doc` or after (binary search). */
function firstPairAtOrAfter(list: ArrayLike<number>, doc: number): number {
  return partitionPoint(list.length / 2, (pair) => list[pair * 2]! < doc)
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

/**
 * A list with its pairs of docs in `ranges` (sorted, none renumbered) replaced by `fresh` (pairs
 * in doc order, every doc in one of the ranges): the very `list` when they are the same pairs
 * (an edited page's word whose hits did not change), else a new list. Copies what lies between
 * the ranges in blocks: a common word's list holds most docs of the site.
 */
export function replaceInRanges(
  list: Int32Array,
  ranges: readonly { from: number; to: number }[],
  fresh: readonly number[]
): Int32Array {
  const firstAtOrAfter = (doc: number) => firstPairAtOrAfter(list, doc) * 2
  const spans = ranges.map(({ from, to }) => [firstAtOrAfter(from), firstAtOrAfter(to)] as const)
  const inside = spans.reduce((sum, [start, end]) => sum + end - start, 0)
  if (inside === fresh.length) {
    let at = 0
    let same = true
    for (const [start, end] of spans)
      for (let n = start; n < end && same; n++) same = list[n] === fresh[at++]
    if (same) return list
  }
  const out = new Int32Array(list.length - inside + fresh.length)
  let written = 0
  let copied = 0
  let taken = 0
  for (const [index, [start, end]] of spans.entries()) {
    out.set(list.subarray(copied, start), written)
    written += start - copied
    copied = end
    const to = ranges[index]!.to
    while (taken < fresh.length && fresh[taken]! < to) {
      out[written++] = fresh[taken]!
      out[written++] = fresh[taken + 1]!
      taken += 2
    }
  }
  out.set(list.subarray(copied), written)
  return out
}
