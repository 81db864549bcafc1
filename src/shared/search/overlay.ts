import type { SearchIndex } from './index-db'

/*
 * A language's index is an overlay: it holds only the language's own pages (the translations),
 * and a search of it also searches its source, the English index of the same version, as if the
 * two were one index in which each translated page replaces its English page. So an English
 * page's edit changes the English values only, never the language's. Consumers: rank.ts
 * (searchSections ranks each part and merges by score) and query-terms.ts (a word's terms are
 * looked up in both parts, with the document frequency of the union).
 */

/** The statistics BM25 reads of the whole searched corpus (an IndexMeta has them). */
export interface Corpus {
  docCount: number
  averageContentTokens: number
}

/** One index a search reads, and how its sections count in the union. */
export interface SearchPart {
  index: SearchIndex
  /** The union's statistics, so the parts' scores compare as one index's would. */
  corpus: Corpus
  /** Per page of the part, 1 when left out (an English page the overlay translates). */
  skip?: Uint8Array
  /** The language of a result on this page of the part, when not the overlay's (`'en'`). */
  langOf?: (page: number) => string | undefined
}

/** What an overlay and its source make together, worked out once per pair of meta values. */
interface Union {
  source: SearchIndex['meta']
  corpus: Corpus
  skip: Uint8Array
  native: Uint8Array
}
const unions = new WeakMap<SearchIndex['meta'], Union>()

/** The union's statistics: the overlay's docs and the source's docs on pages it does not translate. */
function getUnion(overlay: SearchIndex['meta'], source: SearchIndex['meta']): Union {
  const held = unions.get(overlay)
  if (held?.source === source) return held
  const pages = (list: ArrayLike<number>) => {
    const flags = new Uint8Array(source.pageCount)
    for (let n = 0; n < list.length; n++) if (list[n]! < flags.length) flags[list[n]!] = 1
    return flags
  }
  const skip = pages(overlay.overlay!.translated)
  let docCount = overlay.docCount
  let tokens = 0
  for (let doc = 0; doc < overlay.docCount; doc++) tokens += overlay.contentTokens[doc]!
  for (let doc = 0; doc < source.docCount; doc++) {
    if (skip[source.pageOf[doc]!]) continue
    docCount++
    tokens += source.contentTokens[doc]!
  }
  const union: Union = {
    source,
    corpus: { docCount, averageContentTokens: docCount ? Math.max(1, tokens / docCount) : 1 },
    skip,
    native: pages(overlay.overlay!.native),
  }
  unions.set(overlay, union)
  return union
}

/** Every index a search of `index` reads: itself, and its source when it is an overlay. */
export function searchParts(index: SearchIndex): SearchPart[] {
  const { source } = index
  if (!source || !index.meta.overlay) return [{ index, corpus: index.meta }]
  const { corpus, skip, native } = getUnion(index.meta, source.meta)
  return [
    { index, corpus },
    { index: source, corpus, skip, langOf: (page) => (native[page] ? undefined : 'en') },
  ]
}

/**
 * The `limit` best of the parts' ranked lists (each best first) as [part, doc, score], best
 * first; a tie keeps the parts' order. The parts' scores compare: each was counted over the
 * union's statistics (searchParts).
 */
export function mergeByScore(
  tops: ReadonlyArray<Array<[doc: number, score: number]>>,
  limit: number
): Array<[part: number, doc: number, score: number]> {
  const all = tops.flatMap((top, part) =>
    top.map(([doc, score]): [number, number, number] => [part, doc, score])
  )
  if (tops.length > 1) all.sort((a, b) => b[2] - a[2] || a[0] - b[0])
  return all.slice(0, limit)
}
