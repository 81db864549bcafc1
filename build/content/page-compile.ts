import { getCollection, type CollectionName } from '../../src/shared/content/collections'
import type { CompiledMarkdown } from '../../src/shared/content/types'
import { DOCS_VERSIONS, versionDocsLink } from '../../src/shared/docs/versions'
import { Diagnostics, type ContentIssue } from './diagnostics'
import { parseMarkdownSource, validate } from './frontmatter'
import { checkSourceSize } from './limits'
import { compileMarkdown } from './markdown/index'
import type { PendingCode } from './markdown/code-slots'
import type { ComponentRegistry } from './components/site'
import { encodePageSearch } from '../search/page-search'
import type { TranslationState } from '../../src/shared/content/translation'
import { mergeOverSource, type TranslationOf } from './translate'

/** One markdown page to compile: everything a worker thread needs, nothing it must look up. */
export interface PageTask {
  collection: CollectionName
  /** Repo-relative file, for messages. */
  file: string
  text: string
  /** Site path of the page. */
  path: string
  /** The code blocks of the page's previous compile, key → HTML (highlight-cache.ts). */
  highlights?: Record<string, string>
  /** A translation: the source it is merged over (translate.ts). */
  translation?: TranslationOf
}

/** What compiling one page produced: the validated frontmatter and body, or only issues. */
export interface PageResult {
  /** Validated frontmatter (unknown keys kept); absent when the file has errors. */
  front?: Record<string, unknown>
  /** The markdown body (the row's `raw`). */
  raw?: string
  /**
   * The rendered page; its search sections are in `search`. With `deferHighlight`, its code may
   * still be to highlight (`pendingCode`: code-slots.ts finishPendingCode).
   */
  compiled?: Omit<CompiledMarkdown, 'sections'> & Pick<PendingCode, 'pendingCode'>
  /**
   * The page's search sections with what the index counts of each (search/section-terms.ts),
   * v8-serialized here, on the compile threads, and cached with the page: the main thread only
   * hands the bytes to the search thread (search/page-search.ts).
   */
  search?: Uint8Array
  /** Errors and warnings of this file (warnings also when it compiled). */
  issues: ContentIssue[]
  /** A translation's state: made from its source as it is, or not (translate.ts). */
  translation?: TranslationState
}

/** How a page compiles beyond its own text: the component policy and registry. */
export interface PageContext {
  unknownComponents: 'error' | 'children'
  registry?: ComponentRegistry
  /** Code blocks are left to the build's highlight thread (compileMarkdown `deferHighlight`). */
  deferHighlight?: boolean
}

/**
 * Validates and compiles one page, reporting every problem it can find in the file (frontmatter
 * keys, components, code languages) instead of stopping at the first. Pure over its inputs, so it
 * runs the same in a worker thread and in-process, and its result can be cached by content hash.
 */
export async function compilePage(task: PageTask, context: PageContext): Promise<PageResult> {
  const diagnostics = new Diagnostics()
  const report = diagnostics.reporter(task.file)
  const result: PageResult = { issues: diagnostics.issues }
  try {
    const definition = getCollection(task.collection)
    if (!definition) throw new Error(`unknown collection ${task.collection}`)
    checkSourceSize(task.file, Buffer.byteLength(task.text))
    const parsed = parseMarkdownSource(task.file, task.text, report)
    const { data, state } = translated(task, parsed.data)
    const front = validate(task.file, definition.schema, data, parsed.lineOf, report) as
      Record<string, unknown> | undefined
    const version = DOCS_VERSIONS.find((entry) => entry.collection === definition.name)
    const compiled = await compileMarkdown(parsed.body, {
      file: task.file,
      lineOffset: parsed.lineOffset,
      path: task.path,
      title: typeof front?.title === 'string' ? front.title : task.path,
      description: typeof front?.description === 'string' ? front.description : undefined,
      rewriteLink: version ? (href) => versionDocsLink(href, version) : undefined,
      report,
      unknownComponents: context.unknownComponents,
      registry: context.registry,
      highlights: task.highlights,
      deferHighlight: context.deferHighlight,
      headingIds: task.translation?.headingIds,
    })
    if (diagnostics.errors.length || !front) return result
    // tokenized here, on the compile threads and cached with the page, not in the search step
    const { sections, ...rendered } = compiled
    const search = encodePageSearch(sections)
    return { ...result, front, raw: parsed.body, compiled: rendered, search, translation: state }
  } catch (error) {
    diagnostics.addError(task.file, error)
    return result
  }
}

/** A translation's frontmatter merged over its source's (translate.ts); a source's as it is. */
function translated(
  task: PageTask,
  data: Record<string, unknown>
): { data: Record<string, unknown>; state?: TranslationState } {
  if (!task.translation) return { data }
  const { sourceFile, sourceText } = task.translation
  // the source's own problems are its file's report: here only its data is wanted
  const source = parseMarkdownSource(sourceFile, sourceText)
  return mergeOverSource(source.data, data, sourceText)
}
