import type { Root as HastRoot } from 'hast'
import { sanitize } from 'hast-util-sanitize'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import type { CompiledMarkdown } from '../../../src/shared/content/types'
import { prepareComponents } from './components'
import { countHeadings, processHeadings } from './headings'
import type { PendingCode } from './code-slots'
import { highlightCode } from './highlight'
import { collectLinks, vetUrls } from './links'
import { transformRawHtml } from './raw-html'
import { renderHast } from './render'
import { checkMarkdownLimits, checkTreeDepth } from './scan-limits'
import { createContentSchema, urlPropertiesOf } from './schema'
import { DEFAULT_COMPONENT_REGISTRY, type ComponentRegistry } from '../components/registry'
import type { FileReporter } from '../diagnostics'
import { collectSections } from './sections'
import { parseMarkdown } from './parser'

/** Options of {@link compileMarkdown}. */
export interface CompileOptions {
  /**
   * repo-relative file path, for error messages, e.g.
   * content/docs/4.x/1.getting-started/2.installation.md
   */
  file: string
  /** number of lines before the body in the file (frontmatter), so reported lines are file lines */
  lineOffset: number
  /** page path, e.g. /docs/4.x/getting-started/installation: used for search section ids */
  path: string
  /** page title: first search section title and root of `titles` */
  title: string
  /** the page's description (shown under its title): the start of its first search section */
  description?: string
  /**
   * optional hook to rewrite internal link hrefs (the docs build uses it to point unversioned
   * /docs/... links into the page's version)
   */
  rewriteLink?: (href: string) => string
  /**
   * optional hook for markdown written for another place (module READMEs): receives every URL
   * (`href`, `src`, component URL props) and returns it rewritten; `rewriteLink` is then unused
   */
  resolveRelative?: (url: string, property: string) => string
  /**
   * Receives every problem of the file (components, code languages) and the compile goes on;
   * without it the first error throws a ContentError (as module READMEs and tests want).
   */
  report?: FileReporter
  /** What an unknown component does (content.config.yml `components.unknown`). */
  unknownComponents?: 'error' | 'children'
  /** Built-in plus site components; the built-ins alone by default. */
  registry?: ComponentRegistry
  /**
   * The highlighted blocks of the page's previous compile (key → HTML, highlight-cache.ts
   * `previousBlocks`): its unchanged code blocks are not highlighted again.
   */
  highlights?: Readonly<Record<string, string>>
  /**
   * Leave the blocks to highlight in their slots, each with its request (`pendingCode`): the
   * build's highlight thread does them (code-slots.ts finishPendingCode) while this thread
   * compiles the next page.
   */
  deferHighlight?: boolean
  /**
   * The heading ids of the page this one translates, in order: its headings take them (an
   * anchor means the same section in every language) when it has as many, else their own, with
   * a warning.
   */
  headingIds?: readonly string[]
}

// Built once per process; unified processors are reusable once frozen.
const toHast = unified().use(remarkRehype).freeze()

/**
 * Compiles one markdown body (MDC syntax) to sanitized HTML rendered with the fixed component
 * registry, plus its TOC, search sections, heading ids and internal links. Steps: check the
 * size and nesting limits (a linear scan, ContentError at the file line) → parse → check
 * the tree depth → check components (ContentError at the file line) → drop raw HTML but a tiny inert subset → hast →
 * vet and rewrite URLs → sanitize (strict allow-list) → links, heading ids, sections →
 * Shiki → React static markup.
 */
export async function compileMarkdown(
  markdown: string,
  options: CompileOptions
): Promise<CompiledMarkdown & Pick<PendingCode, 'pendingCode'>> {
  checkMarkdownLimits(markdown, options)
  const mdast = await parseMarkdown(markdown)
  checkTreeDepth(mdast, options)
  prepareComponents(mdast, options, {
    unknown: options.unknownComponents,
    report: options.report,
    registry: options.registry,
  })
  transformRawHtml(mdast)
  const unsafe = (await toHast.run(mdast)) as HastRoot
  const registry = options.registry ?? DEFAULT_COMPONENT_REGISTRY
  const urlProperties = urlPropertiesOf(registry)
  vetUrls(unsafe, options.rewriteLink, options.resolveRelative, urlProperties)
  const tree = sanitize(unsafe, createContentSchema(registry)) as HastRoot
  const links = collectLinks(tree, options.lineOffset, urlProperties)
  const { toc, headingIds, byElement } = processHeadings(tree, sourceHeadingIds(tree, options))
  const sections = collectSections(tree, byElement, options)
  const report = options.report
  await highlightCode(
    tree,
    report &&
      ((line, message, hint) => report.warn(line + options.lineOffset, 'code', message, hint)),
    options.highlights,
    options.deferHighlight
  )
  const { html, codeBlocks, pendingCode } = renderHast(tree, registry)
  return { html, codeBlocks, toc, sections, headingIds, links, ...(pendingCode && { pendingCode }) }
}

/** The source's heading ids when a translation has as many headings; else none, with a warning. */
function sourceHeadingIds(tree: HastRoot, options: CompileOptions): readonly string[] | undefined {
  const ids = options.headingIds
  if (!ids) return undefined
  const count = countHeadings(tree)
  if (count === ids.length) return ids
  options.report?.warn(
    1,
    'translation',
    `this translation has ${count} headings where its source has ${ids.length}: its sections get anchors of their own, so links to the source's anchors do not reach them here`,
    'give the translation the same headings as its source, in the same order'
  )
  return undefined
}
