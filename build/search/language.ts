import type { SearchCollection } from '../../src/shared/search/filter'
import { CJK_RUN_RE } from '../../src/shared/search/text'
import { notePageKey, pageKeyOf } from './page-search'
import { withSourceTitle } from './section-terms'
import type { SectionsByCollection } from './index'
import type { IndexedSection } from './write-index'

/**
 * The sections of a translation language's index: per collection, each page in its source order,
 * its translation's sections where it has one (findable by their source's titles too), else its
 * English sections marked `lang: 'en'` (the language's site shows the English page, and so does
 * its search, labelled) unless the page is written in Chinese anyway (a source page in Chinese
 * is no foreign result). The English sections are copied, never changed: the English index is
 * built from the same objects.
 */
export function languageSections(
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
      const path = pathOf(page[0]!)
      const translation = own.get(path)
      if (translation) {
        merged.push(...withSourceTitles(translation, page))
        continue
      }
      const lang = writtenInCjk(page) ? undefined : 'en'
      const copies = page.map((section) => ({ ...section, lang }))
      const key = pageKeyOf(page[0]!)
      if (key !== undefined) notePageKey(copies[0]!, key)
      merged.push(...copies)
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
  return translation.map((section) => {
    const title = titles.get(section.id)
    if (!section.terms || !title || title === section.title) return section
    const copy = { ...section, terms: withSourceTitle(section.terms, title) }
    const key = pageKeyOf(section)
    if (key !== undefined) notePageKey(copy, key)
    return copy
  })
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
