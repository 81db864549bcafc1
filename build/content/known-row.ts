import type { BigIntStats } from 'node:fs'
import type { CollectionDefinition } from '../../src/shared/content/collections'
import type { ContentLink } from '../../src/shared/content/types'
import type { KeyedPageResult } from './cached'
import type { CollectContext } from './collect-context'
import { fastPathOn } from './fast-paths'
import { givesServerUrl } from './mcp-page-source'
import { spilledIcons, spillKnownRow } from './row-statements'
import type { KnownPage } from './source-stamps'
import { spillSearch, type PagePart } from '../search/part-spill'
import type { SourceFile } from './walk'

/**
 * An unchanged page source's row made from what the last build kept of it, without reading its
 * compile back: its head (frontmatter, warnings, links, heading ids, icon classes: kept with the
 * file's stat stamp, source-stamps.ts), its statements (the sql cache, row-statements.ts) and its
 * search bytes (an entry of their own, cached.ts). Reading every page's whole compile back (its
 * HTML and markdown, about 65 KB a page of the peers' corpus) and finding its icon classes again
 * was most of a one-file edit's content step at 10,000 pages, and most of its garbage.
 * A page whose row needs its body (read-more titles to fill in, the MCP server URL to note, a
 * draft, a redirect, a translation) keeps no head and is read back whole, as is a page whose
 * statements are not kept at its position. `CONTENT_FAST_ROWS=0` (fast-paths.ts) turns it off.
 * Consumer: build/content/collect.ts.
 */

/** A row made from a head: what collect.ts makes of a page it compiled or read back. */
export interface KnownRow {
  row: Record<string, unknown>
  key: string
  compiled: { links: ContentLink[]; headingIds: string[] }
  digest: string
  search?: PagePart
  frontmatterId?: string
  translations: []
}

/** What reading an unchanged page needs of the collection's context. */
type KnownContext = Pick<
  CollectContext,
  'stamps' | 'cachedPage' | 'keptSearch' | 'sqlCache' | 'searchSpill' | 'diagnostics'
>

/**
 * A source page whose file kept its stamp: its row made from its head ({@link rowFromHead}), or
 * its compile read back by the key its text gave last time; undefined for a data file, a page
 * with translations (they are compiled with its text), a file that changed or may have, or when
 * neither is kept.
 */
export function readKnownPage(
  { kind, name: collection }: Pick<CollectionDefinition, 'kind' | 'name'>,
  source: SourceFile,
  info: BigIntStats,
  position: number,
  context: KnownContext
): (KnownPage & { result: KeyedPageResult }) | { row: KnownRow } | undefined {
  if (kind !== 'page' || !context.stamps || !context.cachedPage) return undefined
  if (source.translations?.length) return undefined
  const known = context.stamps.known(source, info)
  if (!known) return undefined
  const row = rowFromHead(collection, source, position, known, context)
  if (row) return { row }
  const result = context.cachedPage(collection, known.path, known.key)
  return result && { ...known, result }
}

function rowFromHead(
  collection: string,
  source: SourceFile,
  position: number,
  { key, path, digest, head }: KnownPage,
  context: KnownContext
): KnownRow | undefined {
  if (!head || !context.sqlCache || !context.keptSearch || !fastPathOn('rows')) return undefined
  // as collect.ts makes a page row, then spills it (its body, source and toc let go)
  const row: Record<string, unknown> = {
    ...head.front,
    id: `${collection}${path}`,
    stem: source.stem,
    path,
    position,
  }
  for (const field of ['body', 'raw', 'toc']) delete row[field]
  if (!spillKnownRow(row, key, head.icons, context.sqlCache)) return undefined
  const search = context.keptSearch(collection, path, key)
  if (!search) return undefined
  for (const issue of head.issues) context.diagnostics.add(issue)
  return {
    row,
    key,
    compiled: { links: head.links, headingIds: head.headingIds },
    digest,
    search: spillSearch(search, context.searchSpill),
    frontmatterId: typeof head.front.id === 'string' ? head.front.id : undefined,
    translations: [],
  }
}

/**
 * What a page row collect.ts just made (and spilled) gives to keep with its source's stamp: the
 * compile's key, the path, the text's digest and, unless the row was not spilled or its body is
 * needed for more than its statements (the MCP server URL: mcp-page-source.ts), its head.
 */
export function knownPage(
  row: Record<string, unknown>,
  { key, front, issues, compiled }: KeyedPageResult,
  digest: string
): KnownPage {
  const page = { key, path: String(row.path), digest }
  const icons = spilledIcons(row)
  if (icons === undefined || !front || !compiled || givesServerUrl(row)) return page
  const { links, headingIds } = compiled
  return { ...page, head: { front, issues, links, headingIds, icons } }
}
