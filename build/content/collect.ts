import { createHash } from 'node:crypto'
import { statSync } from 'node:fs'
import type { CollectionDefinition } from '../../src/shared/content/collections'
import type { ContentLink } from '../../src/shared/content/types'
import { checkSourceSize } from './limits'
import { readSourceTextSync } from './source-text'
import { buildNavigation, type NavigationItem } from './navigation'
import type { CollectContext } from './collect-context'
import type { KeyedPageResult } from './cached'
import { noteRowKey } from './row-keys'
import { spillRow } from './row-statements'
import { notePageSource } from './mcp-page-source'
import { spillSearch, type PagePart } from '../search/part-spill'
import {
  addDataTranslations,
  addPageTranslations,
  emptyTranslations,
  readDataTranslations,
  readPageTranslations,
  translateNavigation,
  type TranslatedRead,
  type TranslatedRows,
} from './collect-translations'
import { walkCollection, type SourceFile } from './walk'
import { encodePathSegment, joinPath, mapLimit, mediaDirOf } from './paths'
import { lineOfKey, pagePath } from './page-slug'
import { knownPage, readKnownPage } from './known-row'

/** Everything the build knows about one collection after reading it. */
export interface CollectedCollection {
  definition: CollectionDefinition
  /** Rows keyed by drizzle JS keys; unknown fields are folded into `meta` by the SQL writer. */
  rows: Record<string, unknown>[]
  /** Pages marked `draft: true`: kept for preview mode only (build/content/drafts.ts). */
  drafts: Record<string, unknown>[]
  navigation: NavigationItem[]
  /**
   * Each page's search sections with their terms, as the compile serialized them (one part per
   * page, in order: search/page-search.ts), or where a large site's build spilled them.
   */
  searchParts: PagePart[]
  /**
   * The cache key of each page of `searchParts`, same order: a page's sections are a function of
   * its compile, so these are what the search step's input key is made of.
   */
  sectionSources: string[]
  /**
   * Per page path: its internal links (with file) and heading ids, for the link check; its
   * frontmatter `id` and a digest of its text (its identity across builds: page-history.ts).
   */
  pages: {
    path: string
    file: string
    links: ContentLink[]
    headingIds: string[]
    id?: string
    digest: string
  }[]
  /** Redirects the collection asks for: frontmatter `redirect:` and renamed (slugged) files. */
  redirects: Record<string, string>
  /** Frontmatter `redirect:` targets with their file line, for the link check. */
  redirectLinks: { file: string; line: number; href: string }[]
  /**
   * Pages whose file has errors, by path: links to them are not reported again (their own errors
   * say what to fix); their body's links and heading ids are checked in the same run.
   */
  failed: Map<string, FailedPage>
  /** Its rows in each translation language (collect-translations.ts). */
  translations: TranslatedRows[]
}

/** A page that did not compile: its file and, when its body could be read, links and headings. */
export interface FailedPage {
  file: string
  links: ContentLink[]
  headingIds?: string[]
}

/** The files and folders of one collection (walkCollection). */
export type WalkedCollection = Awaited<ReturnType<typeof walkCollection>>

/** Files read (and queued for the compiler) at once: enough to keep every thread busy. */
const READ_CONCURRENCY = 64

/** Lists a collection's files; bad names are reported, not thrown. */
export function walk(
  definition: CollectionDefinition,
  context: Pick<CollectContext, 'root' | 'ignore' | 'diagnostics'>
): Promise<WalkedCollection> {
  return walkCollection(context.root, definition.dir, {
    ignore: context.ignore,
    report: (file: string) => context.diagnostics.reporter(file),
  })
}

/** What collecting needs besides the collection: where problems go, the cache, the compiler. */

/**
 * Reads, validates and compiles one collection. Problems go to `context.diagnostics` (every one
 * of them, file by file); a file with errors is left out and the rest carries on, so one run
 * lists everything an author has to fix.
 */
export async function collectCollection(
  definition: CollectionDefinition,
  { files, folders }: WalkedCollection,
  context: CollectContext
): Promise<CollectedCollection> {
  const { diagnostics } = context
  const collected: CollectedCollection = {
    definition,
    rows: [],
    drafts: [],
    navigation: [],
    searchParts: [],
    sectionSources: [],
    pages: [],
    redirects: {},
    redirectLinks: [],
    failed: new Map(),
    translations: emptyTranslations(),
  }
  const results = await mapLimit(files, READ_CONCURRENCY, async (source, position) => {
    const read = await readSource(definition, source, position, context).catch((error: unknown) => {
      diagnostics.addError(source.file, error)
      return undefined
    })
    if (read && 'row' in read) return read
    if (definition.kind === 'page') {
      const path = read?.path ?? joinPath(definition.pathBase, source.segments)
      collected.failed.set(path, { file: source.file, links: [], ...read?.partial })
    }
    return undefined
  })
  const seen = new Map<string, string>()
  for (const [index, row] of results.entries()) {
    if (!row) continue
    const source = files[index]!
    if (definition.kind === 'data') {
      collected.rows.push(row.row)
      addDataTranslations(collected.translations, row.row, row.translations ?? [])
      continue
    }
    if (addPage(collected, seen, source, row, context))
      addPageTranslations(collected.translations, row.translations ?? [])
  }
  if (definition.kind === 'page') {
    const report = (file: string) => diagnostics.reporter(file)
    collected.navigation = buildNavigation(definition, collected.rows, folders, report)
    translateNavigation(definition, collected.rows, collected.translations, folders, report)
  }
  return collected
}

interface ReadRow {
  row: Record<string, unknown>
  /** The page's content cache key. */
  key?: string
  compiled?: Pick<NonNullable<KeyedPageResult['compiled']>, 'links' | 'headingIds'>
  /** A digest of the page's source text (its identity across builds: page-history.ts). */
  digest?: string
  search?: PagePart
  /** Line of the frontmatter `redirect:` key, when there is one. */
  redirectLine?: number
  /** Its translations, read (collect-translations.ts). */
  translations?: TranslatedRead[]
  /** The frontmatter `id` (the row's `id` is its collection and path). */
  frontmatterId?: string
}

/** A page that failed: its path and what its body still says (page-compile.ts `partial`). */
interface FailedRead {
  path: string
  partial?: KeyedPageResult['partial']
}

/** One file to a row: data files validated here, page files through the compiler. */
async function readSource(
  definition: CollectionDefinition,
  source: SourceFile,
  position: number,
  context: CollectContext
): Promise<ReadRow | FailedRead | undefined> {
  const expected = definition.kind === 'data' ? 'yml' : 'md'
  const report = context.diagnostics.reporter(source.file)
  if (source.extension !== expected) {
    report.error(1, 'file', `the ${definition.name} collection holds .${expected} files only`)
    return undefined
  }
  // synchronous: thousands of small files, each a few microseconds; fs/promises costs more
  // in its thread-pool round trips (open, fstat, read, close) than the read itself
  const info = statSync(source.absolute, { bigint: true })
  checkSourceSize(source.file, Number(info.size))
  const known = readKnownPage(definition, source, info, position, context)
  if (known && 'row' in known) return known.row
  const text = known ? '' : readSourceTextSync(source.file, source.absolute)
  if (definition.kind === 'data') {
    const { item } = context.readData({ collection: definition.name, file: source.file, text })
    if (!item) return undefined
    const row = { ...item, id: `${definition.name}/${source.stem}`, stem: source.stem, position }
    return { row, translations: readDataTranslations(definition, source, text, row, context) }
  }
  const path =
    known?.path ?? pagePath(definition, source, text, context.diagnostics.reporter(source.file))
  const mediaDir = mediaDirOf(context.root, source.absolute)
  const task = { collection: definition.name, file: source.file, text, path, mediaDir }
  const result = known?.result ?? (await context.compile(task))
  for (const issue of result.issues) context.diagnostics.add(issue)
  if (!result.front || !result.compiled) return { path, partial: result.partial }
  const row = {
    ...result.front,
    id: `${definition.name}${path}`,
    stem: source.stem,
    path,
    body: result.compiled.html,
    raw: result.raw,
    toc: result.compiled.toc,
    position,
  }
  noteRowKey(row, result.key)
  const redirectLine =
    typeof result.front.redirect === 'string' ? lineOfKey(text, 'redirect') : undefined
  // a redirect or a draft has no translation to publish
  const published = redirectLine === undefined && result.front.draft !== true
  const translations = published
    ? await readPageTranslations(definition, source, text, row, result.compiled.headingIds, context)
    : []
  const digest =
    known?.digest ?? createHash('sha256').update(String(row.raw)).digest('base64url').slice(0, 16)
  notePageSource(row)
  if (context.sqlCache) spillRow(definition.name, row, context.sqlCache)
  if (!known && !redirectLine)
    context.stamps?.noteRead(source, info, text, knownPage(row, result, digest))
  return {
    row,
    frontmatterId: typeof result.front.id === 'string' ? result.front.id : undefined,
    digest,
    key: result.key,
    compiled: { links: result.compiled.links, headingIds: result.compiled.headingIds },
    search: spillSearch(result.search, context.searchSpill),
    redirectLine,
    translations,
  }
}

/** Adds a compiled page (unless it clashes, is a draft or only redirects); true when added. */
function addPage(
  collected: CollectedCollection,
  seen: Map<string, string>,
  source: SourceFile,
  { row, key, compiled, search, redirectLine, frontmatterId, digest }: ReadRow,
  context: CollectContext
): boolean {
  const path = row.path as string
  const clash = seen.get(path)
  if (clash) {
    context.diagnostics
      .reporter(source.file)
      .error(1, 'slug', `path ${path} is already used by ${clash}`, 'rename one of the files')
    return false
  }
  seen.set(path, source.file)
  // the name as written, its spelled-out form and the file's own path (a frontmatter slug)
  // lead to the page
  const { pathBase } = collected.definition
  const spellings = [source.segments, ...(source.aliases ?? [])]
  if (source.redirectFrom) spellings.push(source.redirectFrom.map(encodePathSegment))
  for (const segments of spellings) {
    const from = joinPath(pathBase, segments)
    if (from !== path) collected.redirects[from] ??= path
  }
  // a page whose frontmatter says `redirect: <target>` is a redirect, not a page
  if (typeof row.redirect === 'string') {
    collected.redirects[path] = row.redirect
    collected.redirectLinks.push({ file: source.file, line: redirectLine ?? 1, href: row.redirect })
    return false
  }
  if (!compiled) return false
  // a draft (`draft: true`) is validated, then kept apart: no row of its collection (so neither
  // pages, dumps, queries nor navigation reach it), no search section, no link target; its own
  // table is read in preview mode only
  if (row.draft === true) {
    collected.drafts.push(row)
    return false
  }
  collected.rows.push(row)
  if (search) {
    collected.searchParts.push(search)
    collected.sectionSources.push(key!)
  }
  collected.pages.push({
    path,
    file: source.file,
    links: compiled.links,
    headingIds: compiled.headingIds,
    id: frontmatterId,
    digest: digest!,
  })
  return true
}
