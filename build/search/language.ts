import type { SearchCollection } from '../../src/shared/search/filter'
import { notePageKey, pageKeyOf } from './page-search'
import { withSourceTitle } from './section-terms'
import type { SectionsByCollection } from './index'
import type { IndexedSection } from './write-index'

/**
 * The sections of a translation language's overlay (src/shared/search/overlay.ts): per
 * collection, the translated pages only, in their source's order, each findable by its source's
 * titles too. The pages not translated stay in the English index, which a search of the
 * language reads with the overlay: an English page's edit changes no value of the overlay.
 */
export function overlaySections(
  english: SectionsByCollection,
  translated: SectionsByCollection
): SectionsByCollection {
  const result: SectionsByCollection = {}
  for (const [name, sections] of Object.entries(english) as [
    SearchCollection,
    IndexedSection[],
  ][]) {
    const own = pagesOf(translated[name] ?? [])
    const merged: IndexedSection[] = []
    for (const page of pagesOf(sections).values()) {
      const translation = own.get(pathOf(page[0]!))
      if (translation) merged.push(...withSourceTitles(translation, page))
    }
    result[name] = merged
  }
  return result
}

/** A section's page path: its id before the anchor. */
function pathOf(section: IndexedSection): string {
  const hash = section.id.indexOf('#')
  return hash < 0 ? section.id : section.id.slice(0, hash)
}

/** Sections grouped by page (a page's sections are consecutive, its first has no anchor), in order. */
function pagesOf(sections: readonly IndexedSection[]): Map<string, IndexedSection[]> {
  const pages = new Map<string, IndexedSection[]>()
  let current: IndexedSection[] | undefined
  for (const section of sections) {
    if (!section.id.includes('#') || !current) {
      current = []
      pages.set(pathOf(section), current)
    }
    current.push(section)
  }
  return pages
}

/** A translated page's sections, each with its source section's title among its terms. */
function withSourceTitles(
  translation: IndexedSection[],
  source: IndexedSection[]
): IndexedSection[] {
  const titles = new Map(source.map((section) => [section.id, section.title]))
  const key = pageKeyOf(translation[0]!)
  const sourceKey = pageKeyOf(source[0]!)
  const sections = translation.map((section) => {
    const title = titles.get(section.id)
    if (!section.terms || !title || title === section.title) return section
    return { ...section, terms: withSourceTitle(section.terms, title) }
  })
  // its terms come from both pages: the postings merge (postings.ts) must see either change
  notePageKey(
    sections[0]!,
    key !== undefined && sourceKey !== undefined ? `${key}+${sourceKey}` : undefined
  )
  return sections
}
