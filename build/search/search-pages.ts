import {
  isSectionInVersion,
  SEARCH_COLLECTIONS,
  type SearchCollection,
  type SearchVersion,
} from '../../src/shared/search/filter'
import type { IndexedSection } from './section-terms'

/**
 * The index's pages: a page's sections are consecutive docs, and a page is what an edit changes
 * (postings.ts merges only the changed pages). A page the last build indexed under the same
 * content cache key is known by its path and doc count alone (search/value-memo.ts
 * `pageTable`): its sections are read from its search bytes only when a display value next to
 * an edited page needs them, so an edit does not unpack every page (page-search.ts
 * `unpackPages`). Consumers: write-index.ts, postings.ts, index.ts, thread.ts.
 */
export interface IndexedPage {
  /** Its content cache key, when the step was told it (the same key, the same sections). */
  key?: string
  /** The path its sections' ids start with. */
  path: string
  /** How many sections (docs) it has. */
  docs: number
  /** Its sections, read when first asked for. */
  sections(): readonly IndexedSection[]
}

/** Pages per collection, as the thread unpacks them. */
export type PagesByCollection = Partial<Record<SearchCollection, IndexedPage[]>>

/** A section's page path: its id before the anchor. */
export const pathOf = (id: string) => (id.includes('#') ? id.slice(0, id.indexOf('#')) : id)

/** A page of sections in hand. */
export function pageOf(sections: readonly IndexedSection[], key?: string): IndexedPage {
  return { key, path: pathOf(sections[0]!.id), docs: sections.length, sections: () => sections }
}

/**
 * Sections grouped by page (first appearance order), so a page's sections are consecutive; each
 * page's key is `pageKey` of its first section.
 */
export function pagesOfSections(
  sections: readonly IndexedSection[],
  pageKey?: (first: IndexedSection) => string | undefined
): IndexedPage[] {
  const pages = new Map<string, IndexedSection[]>()
  for (const section of sections) {
    const path = pathOf(section.id)
    const page = pages.get(path)
    if (page) page.push(section)
    else pages.set(path, [section])
  }
  return [...pages.values()].map((page) => pageOf(page, pageKey?.(page[0]!)))
}

/** The pages of one version's index (search/filter.ts selectVersionSections, by page). */
export function selectVersionPages(
  byCollection: PagesByCollection,
  version: SearchVersion
): IndexedPage[] {
  return SEARCH_COLLECTIONS.flatMap((name) => byCollection[name] ?? []).filter((page) =>
    isSectionInVersion(page.path, version)
  )
}

/** The sections of pages, in order (every page read). */
export function sectionsOfPages(pages: readonly IndexedPage[]): IndexedSection[] {
  return pages.flatMap((page) => page.sections())
}
