import type { Element, Root } from 'hast'
import { eachElement, SKIP_CHILDREN } from './each-element'
import { nearestCodeLanguage, PLAIN_LANGUAGE, resolveCodeLanguage } from './code-languages'
import { highlightKey, PageHighlights } from './highlight-cache'
import { CODE_TAG } from './components'
import { hastText } from './hast-text'
import { remoteHighlighter, type HighlightRequest } from './highlight-remote'
import { codeFragments, codeSlot, setCodeFragments, type CodeFragment } from './code-slots'
import { highlightLocally } from './highlighter'

/** Shiki's list of bundled languages, for the hint of an unknown one. */
const LANGUAGES_URL = 'https://shiki.style/languages'

/**
 * Receives each code block whose language Shiki does not bundle (rendered as plain text): the
 * block's line in the markdown body (`position.start.line`; add the frontmatter lines for a file
 * line), the message and a fix hint.
 */
export type CodeReporter = (line: number, message: string, hint?: string) => void

/**
 * Replaces the raw text of every `mdc-code` element by Shiki's `<pre class="shiki">`. Runs after
 * sanitizing: Shiki escapes the code and its markup is trusted. Every language Shiki bundles
 * works (aliases too: `sh`, `yml`); `text` or no language is plain text; any other language is
 * plain text and goes to `report` with the block's line and a "did you mean" hint.
 */
export async function highlightCode(
  tree: Root,
  report?: CodeReporter,
  previous?: Readonly<Record<string, string>>,
  defer = false
): Promise<void> {
  const blocks: { element: Element; lang: string; inline?: true }[] = []
  eachElement(tree, (element) => {
    const inline = element.tagName === 'code' && element.properties.dataLanguage !== undefined
    if (element.tagName !== CODE_TAG && !inline) return
    const { line, language = element.properties.dataLanguage ?? '' } = element.properties
    delete element.properties.line
    const name = String(language)
    const lang = resolveCodeLanguage(name)
    if (!lang && report) {
      const near = nearestCodeLanguage(name)
      report(
        typeof line === 'number' ? line : (element.position?.start.line ?? 1),
        `unknown code language "${name}"; rendered as plain text`,
        near
          ? `did you mean "${near}"?`
          : `use a language Shiki bundles (${LANGUAGES_URL}) or "text"`
      )
    }
    if (inline) {
      // unknown: left as plain inline code (reported above)
      // `shiki`: the token colour classes apply inside it (base.css, dual-theme.ts)
      if (lang) {
        element.properties.className = ['shiki']
        blocks.push({ element, lang, inline })
      } else delete element.properties.dataLanguage
    } else blocks.push({ element, lang: lang ?? PLAIN_LANGUAGE })
    return SKIP_CHILDREN
  })
  if (!blocks.length) return
  const fragments: CodeFragment[] = [...codeFragments(tree)]
  // blocks highlighted before (this build, or this page's last compile: `previous`) are
  // reused; Shiki starts only for the others
  const page = new PageHighlights(previous)
  const todo: { element: Element; request: HighlightRequest }[] = []
  for (const { element, lang, inline } of blocks) {
    const code = hastText(element)
    const highlights = element.properties.highlights as string | undefined
    const key = highlightKey(lang, inline ? INLINE_MARK : String(highlights ?? ''), code)
    const html = page.get(key)
    const request: HighlightRequest = { key, lang, code, highlights, ...(inline && { inline }) }
    if (html === undefined) todo.push({ element, request })
    else element.children = [codeSlot(fragments.push({ key, html }) - 1)]
  }
  // deferred: each block to highlight is a slot with its request, for finishPendingCode
  if (defer)
    for (const { element, request } of todo)
      element.children = [codeSlot(fragments.push({ key: request.key, request }) - 1)]
  else if (todo.length) await highlightBlocks(todo, fragments, page)
  setCodeFragments(tree, fragments)
}

/** Highlights blocks no cache had, each into `fragments` and the page's cache. */
async function highlightBlocks(
  todo: { element: Element; request: HighlightRequest }[],
  fragments: CodeFragment[],
  page: PageHighlights
): Promise<void> {
  // on the build's highlight thread when there is one (highlight-remote.ts), else here
  const htmls = await (remoteHighlighter() ?? highlightLocally)(todo.map((block) => block.request))
  for (const [index, { element, request }] of todo.entries()) {
    const key = request.key
    const html = htmls[index]!
    page.store(key, html)
    element.children = [codeSlot(fragments.push({ key, html }) - 1)]
  }
}

/** The highlight-cache key's marks of inline code: never a fence's (those are line numbers). */
const INLINE_MARK = 'inline'
