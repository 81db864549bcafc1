import { readFile, stat } from 'node:fs/promises'
import type { CollectionDefinition } from '../../src/shared/content/collections'
import { ContentError } from '../../src/shared/content/content-error'
import type { ContentLink, SearchSection } from '../../src/shared/content/types'
import { DOCS_VERSIONS, versionDocsLink } from '../../src/shared/docs/versions'
import { compileMarkdown } from './markdown/index'
import { checkSourceSize } from './limits'
import { buildNavigation, type NavigationItem } from './navigation'
import { parseMarkdownSource, parseYaml, validate } from './frontmatter'
import { walkCollection, type SourceFile } from './walk'

/** Everything the build knows about one collection after reading it. */
export interface CollectedCollection {
  definition: CollectionDefinition
  /** Rows keyed by drizzle JS keys; unknown fields are folded into `meta` by the SQL writer. */
  rows: Record<string, unknown>[]
  navigation: NavigationItem[]
  sections: SearchSection[]
  /** Per page path: its internal links (with file) and heading ids, for the link check. */
  pages: { path: string; file: string; links: ContentLink[]; headingIds: string[] }[]
}

/** Reads, validates and compiles one collection. Throws ContentError on the first problem. */
export async function collectCollection(
  root: string,
  definition: CollectionDefinition
): Promise<CollectedCollection> {
  const { files, folders } = await walkCollection(root, definition.dir)
  const collected: CollectedCollection = {
    definition,
    rows: [],
    navigation: [],
    sections: [],
    pages: [],
  }
  const seen = new Map<string, string>()
  for (const [position, source] of files.entries()) {
    await withFile(source.file, () => collectFile(collected, seen, source, position))
  }
  if (definition.kind === 'page')
    collected.navigation = buildNavigation(definition, collected.rows, folders)
  return collected
}

/**
 * Runs one file's step so that every failure names the file: a ContentError passes through,
 * anything else (a parser crash the limits did not foresee) becomes one at line 1.
 */
async function withFile<T>(file: string, step: () => T | Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    if (error instanceof ContentError) throw error
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    throw new ContentError(file, 1, `could not be built (${message}); simplify the file`)
  }
}

/** Reads one file into `collected`: a data row, or a page row with its sections and links. */
async function collectFile(
  collected: CollectedCollection,
  seen: Map<string, string>,
  source: SourceFile,
  position: number
): Promise<void> {
  const { definition } = collected
  const expected = definition.kind === 'data' ? 'yml' : 'md'
  if (source.extension !== expected)
    throw new ContentError(
      source.file,
      1,
      `the ${definition.name} collection holds .${expected} files only`
    )
  checkSourceSize(source.file, (await stat(source.absolute)).size)
  const text = await readFile(source.absolute, 'utf8')
  if (definition.kind === 'data') {
    collected.rows.push(readDataRow(definition, source, text, position))
    return
  }
  const row = await readPageRow(definition, source, text, position)
  const clash = seen.get(row.path as string)
  if (clash)
    throw new ContentError(source.file, 1, `path ${row.path as string} is already used by ${clash}`)
  seen.set(row.path as string, source.file)
  const { compiled, ...rest } = row
  // a draft (blog `draft: true`) is validated, then left out of everything the build writes:
  // no row (so neither pages, dumps nor queries can reach it), no search section, no link target
  if ((rest as Record<string, unknown>).draft === true) return
  collected.rows.push(rest)
  collected.sections.push(...compiled.sections)
  collected.pages.push({
    path: rest.path as string,
    file: source.file,
    links: compiled.links,
    headingIds: compiled.headingIds,
  })
}

function readDataRow(
  definition: CollectionDefinition,
  source: SourceFile,
  text: string,
  position: number
) {
  const { data, lineOf } = parseYaml(source.file, text)
  const item = validate(source.file, definition.schema, data, lineOf) as Record<string, unknown>
  return { ...item, id: `${definition.name}/${source.stem}`, stem: source.stem, position }
}

async function readPageRow(
  definition: CollectionDefinition,
  source: SourceFile,
  text: string,
  position: number
) {
  const parsed = parseMarkdownSource(source.file, text)
  const front = validate(source.file, definition.schema, parsed.data, parsed.lineOf) as Record<
    string,
    unknown
  >
  const path = joinPath(definition.pathBase, source.segments)
  const version = DOCS_VERSIONS.find((entry) => entry.collection === definition.name)
  const compiled = await compileMarkdown(parsed.body, {
    file: source.file,
    lineOffset: parsed.lineOffset,
    path,
    title: front.title as string,
    rewriteLink: version ? (href) => versionDocsLink(href, version) : undefined,
  })
  return {
    ...front,
    id: `${definition.name}${path}`,
    stem: source.stem,
    path,
    body: compiled.html,
    raw: parsed.body,
    toc: compiled.toc,
    position,
    compiled,
  }
}

/** `/docs/4.x` + [guide, intro] → `/docs/4.x/guide/intro`; `/` + [] → `/`. */
export function joinPath(base: string, segments: string[]): string {
  const joined = [base.replace(/\/$/, ''), ...segments].join('/')
  return joined === '' ? '/' : joined
}
