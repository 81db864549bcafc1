import { asc, inArray, and } from 'drizzle-orm'
import type { NavigationItem } from '../../src/shared/content/navigation'
import { findFolder, flattenPages } from '../../src/shared/docs/navigation'
import type { DocsVersion } from '../../src/shared/docs/versions'
import { firstPage } from '../../src/shared/routing/docs-rules'
import { absoluteUrl, type SiteConfig } from '../../src/shared/seo/site-config'
import type { Db } from '../db/client'
import { getBuiltAt, getPageByPath } from '../db/queries/content'
import { readDocsNavigation } from '../db/queries/docs-page'
import { NavigationSchema, validOr } from '../db/row-check'
import { COLLECTION_TABLES } from '../db/schema'
import { formatPageMarkdown } from '../pages/page-markdown'
import { ToolError } from './answer'
import { versionName } from './arguments'
import { inLocale, translationField } from '../db/locale-rows'
import type { Locale } from '../../src/shared/i18n/locales'

/*
 * Docs as the MCP tools and resources read them: a page's Markdown (the text `<page>.md`
 * serves), a version's navigation tree and its migration section. Published rows only: drafts
 * live in another table (content_drafts) that nothing here reads.
 */

/**
 * A version's navigation tree in a language: the isolate's, kept under its content hash
 * (readDocsNavigation, as docs pages and the aside read it), not a D1 read and a parse of the
 * whole tree per tool call. Empty when the version has none (or a malformed one).
 */
export async function readVersionTree(
  db: Db,
  version: DocsVersion,
  locale: Locale = 'en'
): Promise<NavigationItem[]> {
  const read = await readDocsNavigation(db, version.collection, locale)
  return validOr(NavigationSchema, read?.tree ?? [], [], `content_info/${version.collection}`)
}

/** A docs page as Markdown with what an agent cites it by. */
export interface DocsDocument {
  path: string
  title: string
  description: string
  markdown: string
  lastUpdated: string
  /** The language of the row read: the one asked for, or English where it is not translated. */
  locale: Locale
  /** Told to the reader: no translation yet, or one made from an older source. */
  translation?: 'missing' | 'outdated'
}

/**
 * The docs page at `path` in `version`; a folder (`/docs/4.x/guide`) reads its first page, as
 * its URL redirects there. Unknown: a ToolError pointing at search_docs and list_pages.
 */
export async function readDocsDocument(
  db: Db,
  version: DocsVersion,
  path: string,
  locale: Locale = 'en'
): Promise<DocsDocument> {
  const row = await getPageByPath(db, version.collection, path, locale)
  // a folder's path: its first page (the tree is read only then)
  const folder = row ? undefined : findFolder(await readVersionTree(db, version, locale), path)
  const target = folder ? firstPage(folder) : undefined
  const page =
    row ?? (target ? await getPageByPath(db, version.collection, target, locale) : undefined)
  if (!page)
    throw new ToolError(
      `No docs page at ${path} (version ${versionName(version)}). Find one with search_docs or list_pages.`
    )
  const updatedAt = (page.meta as { updatedAt?: unknown }).updatedAt
  return {
    path: page.path,
    title: page.title,
    description: page.description,
    markdown: formatPageMarkdown(page),
    lastUpdated:
      typeof updatedAt === 'string'
        ? updatedAt
        : ((await getBuiltAt(db, version.collection)) ?? '').slice(0, 10),
    locale: page.locale === locale ? locale : 'en',
    ...translationField(page, locale),
  }
}

/**
 * The migration section of `to` (`<version>/migration`, every page in reading order) as one
 * Markdown document, each page under its source URL.
 */
export async function readMigrationGuide(
  db: Db,
  to: DocsVersion,
  config: SiteConfig
): Promise<{ pages: string[]; markdown: string }> {
  const tree = await readVersionTree(db, to)
  const folder = findFolder(tree, `${to.path}/migration`)
  const paths = folder ? flattenPages(folder.children ?? []).map((item) => item.path) : []
  if (!paths.length) throw new ToolError(`The ${versionName(to)} docs have no migration section.`)
  const table = COLLECTION_TABLES[to.collection]
  const rows = await db
    .select({
      path: table.path,
      title: table.title,
      description: table.description,
      raw: table.raw,
    })
    .from(table)
    .where(and(inArray(table.path, paths), inLocale(table)))
    .orderBy(asc(table.position))
  const markdown = rows
    .map(
      (row) => `Source: ${absoluteUrl(config, row.path)}\n\n${formatPageMarkdown(row).trimEnd()}\n`
    )
    .join('\n---\n\n')
  return { pages: rows.map((row) => row.path), markdown }
}
