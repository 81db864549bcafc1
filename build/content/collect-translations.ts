import { statSync } from 'node:fs'
import type { CollectionDefinition } from '../../src/shared/content/collections'
import type { ContentLink } from '../../src/shared/content/types'
import {
  translationId,
  TRANSLATION_LOCALES,
  type TranslationLocale,
} from '../../src/shared/content/translation'
import type { KeyedPageResult } from './cached'
import type { CollectContext } from './collect-context'
import { checkSourceSize } from './limits'
import { buildNavigation, type NavigationItem } from './navigation'
import { mediaDirOf } from './paths'
import { noteRowKey } from './row-keys'
import { spillRow } from './row-statements'
import { spillSearch, type PagePart } from '../search/part-spill'
import { readSourceTextSync } from './source-text'
import type { FolderMeta, SourceFile } from './walk'

/**
 * The translations of a collection (src/shared/content/translation.ts): each page's and item's
 * sibling `<name>.<locale>.<ext>`, compiled (pages) or validated (data files) merged over its
 * source into a row of that locale. Consumer: collect.ts.
 */

/** One language's rows of a collection and what its pages bring (links, search, navigation). */
export interface TranslatedRows {
  locale: TranslationLocale
  /**
   * Page collections: the translated pages only (an untranslated page is its English row, with
   * a notice). Data collections: every item, translated or copied (`translation: 'missing'`).
   */
  rows: Record<string, unknown>[]
  /** The translated pages' search sections (as CollectedCollection's), and their cache keys. */
  searchParts: PagePart[]
  sectionSources: string[]
  /** The translated pages' links and heading ids, for the link check. */
  pages: { path: string; file: string; links: ContentLink[]; headingIds: string[] }[]
  /** The tree in this language: translated titles, English where there is none. */
  navigation: NavigationItem[]
}

/** A translated file read: its row and what its compile gave. */
export interface TranslatedRead {
  locale: TranslationLocale
  file: string
  row: Record<string, unknown>
  key?: string
  compiled?: Pick<NonNullable<KeyedPageResult['compiled']>, 'links' | 'headingIds'>
  search?: PagePart
}

/** An empty set of rows per translation language. */
export function emptyTranslations(): TranslatedRows[] {
  return TRANSLATION_LOCALES.map((locale) => ({
    locale,
    rows: [],
    searchParts: [],
    sectionSources: [],
    pages: [],
    navigation: [],
  }))
}

/** A translation's text, or undefined when it cannot be read (reported at its file). */
function readTranslationText(file: string, absolute: string, context: CollectContext) {
  try {
    checkSourceSize(file, statSync(absolute).size)
    return readSourceTextSync(file, absolute)
  } catch (error) {
    context.diagnostics.addError(file, error)
    return undefined
  }
}

/**
 * Compiles a page's translations, each merged over its source (frontmatter) and given its
 * source's heading ids; a translation with errors is reported at its file and left out.
 */
export async function readPageTranslations(
  definition: CollectionDefinition,
  source: SourceFile,
  sourceText: string,
  sourceRow: Record<string, unknown>,
  headingIds: string[],
  context: CollectContext
): Promise<TranslatedRead[]> {
  const reads: TranslatedRead[] = []
  for (const { locale, file, absolute } of source.translations ?? []) {
    const text = readTranslationText(file, absolute, context)
    if (text === undefined) continue
    const path = sourceRow.path as string
    const result = await context.compile({
      collection: definition.name,
      file,
      text,
      path,
      mediaDir: mediaDirOf(context.root, absolute),
      translation: { locale, sourceFile: source.file, sourceText, headingIds },
    })
    for (const issue of result.issues) context.diagnostics.add(issue)
    if (!result.front || !result.compiled) continue
    const row = {
      ...result.front,
      id: translationId(sourceRow.id as string, locale),
      stem: source.stem,
      path,
      body: result.compiled.html,
      raw: result.raw,
      toc: result.compiled.toc,
      position: sourceRow.position,
      locale,
      translation: result.translation,
    }
    noteRowKey(row, result.key)
    if (context.sqlCache) spillRow(definition.name, row, context.sqlCache)
    const { links, headingIds: ids } = result.compiled
    reads.push({
      locale,
      file,
      row,
      key: result.key,
      compiled: { links, headingIds: ids },
      search: spillSearch(result.search, context.searchSpill),
    })
  }
  return reads
}

/** Validates a data file's translations, each merged over its source item. */
export function readDataTranslations(
  definition: CollectionDefinition,
  source: SourceFile,
  sourceText: string,
  sourceRow: Record<string, unknown>,
  context: CollectContext
): TranslatedRead[] {
  const reads: TranslatedRead[] = []
  for (const { locale, file, absolute } of source.translations ?? []) {
    const text = readTranslationText(file, absolute, context)
    if (text === undefined) continue
    const read = context.readData({
      collection: definition.name,
      file,
      text,
      translation: { locale, sourceFile: source.file, sourceText },
    })
    if (!read.item) continue
    const row = {
      ...read.item,
      id: translationId(sourceRow.id as string, locale),
      stem: sourceRow.stem,
      position: sourceRow.position,
      locale,
      translation: read.state,
    }
    reads.push({ locale, file, row })
  }
  return reads
}

/** Adds a page's translations to their languages' rows. */
export function addPageTranslations(translations: TranslatedRows[], reads: TranslatedRead[]): void {
  for (const read of reads) {
    const target = translations.find((rows) => rows.locale === read.locale)!
    target.rows.push(read.row)
    if (read.search) {
      target.searchParts.push(read.search)
      target.sectionSources.push(read.key!)
    }
    target.pages.push({
      path: read.row.path as string,
      file: read.file,
      links: read.compiled!.links,
      headingIds: read.compiled!.headingIds,
    })
  }
}

/**
 * A data collection's rows in every translation language: each item translated where it has a
 * translation, else its English row copied (`translation: 'missing'`), so a Chinese listing
 * reads one locale and keeps the source's order.
 */
export function addDataTranslations(
  translations: TranslatedRows[],
  sourceRow: Record<string, unknown>,
  reads: TranslatedRead[]
): void {
  for (const target of translations) {
    const read = reads.find((candidate) => candidate.locale === target.locale)
    target.rows.push(
      read?.row ?? {
        ...sourceRow,
        id: translationId(sourceRow.id as string, target.locale),
        locale: target.locale,
        translation: 'missing',
      }
    )
  }
}

/**
 * Each language's navigation tree: the English rows with the translated ones in their place
 * (same order), folders titled by their `.navigation.<locale>.yml` where there is one.
 */
export function translateNavigation(
  definition: CollectionDefinition,
  rows: Record<string, unknown>[],
  translations: TranslatedRows[],
  folders: FolderMeta[],
  report: (file: string) => ReturnType<CollectContext['diagnostics']['reporter']>
): void {
  for (const target of translations) {
    const byPath = new Map(target.rows.map((row) => [row.path as string, row]))
    const localeRows = rows.map((row) => byPath.get(row.path as string) ?? row)
    target.navigation = buildNavigation(definition, localeRows, folders, report, target.locale)
  }
}
