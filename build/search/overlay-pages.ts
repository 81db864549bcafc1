import type { OverlayPages } from '../../src/shared/search/index-format'
import { CJK_RUN_RE } from '../../src/shared/search/text'
import type { IndexedSection } from './write-index'

/*
 * The English pages a language's overlay names in its meta value (src/shared/search/overlay.ts),
 * worked out per docs version by the search step (./index.ts) from the English index's sections
 * and the overlay's (./language.ts).
 */

/** A section's page path: its id before the anchor. */
const pathOf = ({ id }: IndexedSection) => (id.includes('#') ? id.slice(0, id.indexOf('#')) : id)

/**
 * What an overlay's meta says of one version's English pages (by page number in the English
 * index, which numbers pages in order of first appearance: write-index.ts): the pages the
 * overlay translates, and the pages written in Chinese already (a source page in Chinese is no
 * foreign result, so its sections are not labelled English).
 */
export function overlayPages(
  english: readonly IndexedSection[],
  overlay: readonly IndexedSection[]
): OverlayPages {
  const own = new Set(overlay.map(pathOf))
  // pages numbered as write-index.ts does: by path, in order of first appearance
  const pages = new Map<string, IndexedSection[]>()
  for (const section of english) {
    const page = pages.get(pathOf(section))
    if (page) page.push(section)
    else pages.set(pathOf(section), [section])
  }
  const translated: number[] = []
  const native: number[] = []
  for (const [n, [path, page]] of [...pages].entries()) {
    if (own.has(path)) translated.push(n)
    else if (writtenInCjk(page)) native.push(n)
  }
  return { translated, native }
}

/** True when most of a page's letters are CJK (its title and first sections are enough). */
function writtenInCjk(page: readonly IndexedSection[]): boolean {
  const text = page
    .slice(0, 3)
    .map((section) => `${section.title} ${section.content}`)
    .join(' ')
  let cjk = 0
  for (const run of text.match(CJK_RUN_RE) ?? []) cjk += run.length
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0
  // a Chinese sentence's English names count as letters: two Han characters per word is the bar
  return cjk > 0 && cjk * 2 >= latin
}
