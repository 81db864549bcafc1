import type { CollectionDefinition } from '../../src/shared/content/collections'
import type { FileReporter } from './diagnostics'
import { joinPath } from './paths'
import type { SourceFile } from './walk'

/** `slug:` at the top level of a frontmatter, plain or quoted (the schema checks its value). */
const SLUG_LINE_RE = /^slug:[ \t]*(['"]?)([^'"\s#]+)\1[ \t]*(?:#.*)?$/
const FRONTMATTER_RE = /^---\r?\n([\s\S]*?)\r?\n---/
/** What page-compile's schema accepts as a slug (src/shared/content/schemas/page.ts). */
const SLUG_RE = /^[a-z0-9][a-z0-9-]*$/

/**
 * A page's site path: its file's segments (walk.ts), the last one replaced by its frontmatter
 * `slug:` when it sets one. Read before the compile (the path is part of what compiles: section
 * ids, the cache key); a slug the schema refuses is reported by the compile and not used here. A
 * folder's `index.md` takes its folder's name: a slug there is an error at its line.
 */
export function pagePath(
  definition: CollectionDefinition,
  source: SourceFile,
  text: string,
  report: FileReporter
): string {
  const own = joinPath(definition.pathBase, source.segments)
  const found = frontmatterSlug(text)
  if (!found || !SLUG_RE.test(found.slug)) return own
  if (source.index) {
    report.error(
      found.line,
      'slug',
      `"slug: ${found.slug}" on a folder's index page: it takes its folder's name`,
      'rename the folder, or remove the slug'
    )
    return own
  }
  return joinPath(definition.pathBase, [...source.segments.slice(0, -1), found.slug])
}

/** The `slug:` value of a page's frontmatter and its 1-based line, if it has one. */
export function frontmatterSlug(text: string): { slug: string; line: number } | undefined {
  const block = FRONTMATTER_RE.exec(text)?.[1]
  if (!block || !block.includes('slug:')) return undefined
  const lines = block.split('\n')
  for (const [index, line] of lines.entries()) {
    const match = SLUG_LINE_RE.exec(line.replace(/\r$/, ''))
    if (match) return { slug: match[2]!, line: index + 2 }
  }
  return undefined
}

/** 1-based line of a top-level frontmatter key (`redirect:`), 1 when not found. */
export function lineOfKey(text: string, key: string): number {
  return text.split('\n', 200).findIndex((line) => line.startsWith(`${key}:`)) + 1 || 1
}
