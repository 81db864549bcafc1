import type { Element, Root } from 'hast'
import { createHighlighterCore, type HighlighterCore } from 'shiki/core'
import { createOnigurumaEngine } from 'shiki/engine/oniguruma'
import { eachElement, SKIP_CHILDREN } from './each-element'
import {
  loadCodeLanguages,
  nearestCodeLanguage,
  PLAIN_LANGUAGE,
  resolveCodeLanguage,
} from './code-languages'
import { parseHighlights } from './code-meta'
import { dualThemeHtml } from './dual-theme'
import { highlightKey, PageHighlights } from './highlight-cache'
import { CODE_TAG } from './components'
import { hastText } from './hast-text'
import { remoteHighlighter, type HighlightRequest } from './highlight-remote'
import { codeFragments, codeSlot, setCodeFragments, type CodeFragment } from './code-slots'
import { sharedScanners } from './shared-scanners'
import { fastPathOn } from '../fast-paths'

/**
 * Dual themes as CSS variables (`defaultColor: false`): tokens carry `--shiki-light` and
 * `--shiki-dark`; the site CSS picks one, the dark one under `html.dark`.
 */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const

/** Class of a `{2,4-5}` highlighted line (`<span class="line highlighted">`). */
export const HIGHLIGHTED_LINE_CLASS = 'highlighted'

/**
 * No per-line time limit (Shiki's default is 500 ms): the first use of a grammar compiles its
 * scanners inside that budget, so on a busy machine a line could stop tokenizing early in one
 * theme's pass and not the other's, giving mismatched light/dark tokens and output that changes
 * from build to build. The markdown size limits bound the work instead.
 */
const TOKENIZE_TIME_LIMIT = 0

/** Shiki's list of bundled languages, for the hint of an unknown one. */
const LANGUAGES_URL = 'https://shiki.style/languages'

/**
 * Receives each code block whose language Shiki does not bundle (rendered as plain text): the
 * block's line in the markdown body (`position.start.line`; add the frontmatter lines for a file
 * line), the message and a fix hint.
 */
export type CodeReporter = (line: number, message: string, hint?: string) => void

let highlighter: Promise<HighlighterCore> | undefined

/**
 * The one highlighter of the process, created on first use with the themes and no language:
 * {@link highlightCode} loads each bundled language the first time a page uses it. Its engine
 * compiles each list of patterns once (shared-scanners.ts; `CONTENT_FAST_SCANNERS=0`: each rule
 * of each grammar compiles its own).
 */
export function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: [],
    engine: createOnigurumaEngine(import('shiki/wasm')).then((engine) =>
      fastPathOn('scanners') ? sharedScanners(engine) : engine
    ),
  })
  return highlighter
}

let themesOnly: Promise<HighlighterCore> | undefined

/**
 * A highlighter with the two themes and no language, for what needs only the themes (the code
 * colour classes of the site CSS, build/css/generate.ts): its regex engine is JavaScript's and never runs,
 * so the CSS thread neither loads nor compiles Shiki's oniguruma wasm (about 0.3 s of CPU).
 */
export function getThemeHighlighter(): Promise<HighlighterCore> {
  themesOnly ??= import('shiki/engine/javascript').then(({ createJavaScriptRegexEngine }) =>
    createHighlighterCore({
      themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
      langs: [],
      engine: createJavaScriptRegexEngine(),
    })
  )
  return themesOnly
}

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

/**
 * Each block's highlighted `<pre>`, with this thread's Shiki (loaded on first use); a block this
 * thread highlighted before (same key) is not done again.
 */
export async function highlightLocally(blocks: HighlightRequest[]): Promise<string[]> {
  const memory = new PageHighlights()
  const htmls = blocks.map((block) => memory.get(block.key))
  if (htmls.every((html) => html !== undefined)) return htmls as string[]
  const shiki = await getHighlighter()
  await loadCodeLanguages(shiki, new Set(blocks.map((block) => block.lang)))
  const done = new Map<string, string>()
  return blocks.map((block, index) => {
    let html = htmls[index] ?? done.get(block.key)
    if (html === undefined) {
      html = highlightOne(shiki, block)
      done.set(block.key, html)
      memory.store(block.key, html)
    }
    return html
  })
}

/** The highlight-cache key's marks of inline code: never a fence's (those are line numbers). */
const INLINE_MARK = 'inline'
const LINE_RE = /<span class="line">([\s\S]*)<\/span><\/code><\/pre>$/

function highlightOne(
  shiki: HighlighterCore,
  { lang, code, highlights, inline }: HighlightRequest
): string {
  if (inline) {
    // one line (inline code has no line breaks): its token spans, inside the page's <code>
    const pre = dualThemeHtml(shiki, code, {
      lang,
      themes: CODE_THEMES,
      highlighted: new Set(),
      highlightedClass: HIGHLIGHTED_LINE_CLASS,
    })
    return LINE_RE.exec(pre)?.[1] ?? code
  }
  return lang === 'ansi'
    ? shiki.codeToHtml(code, {
        lang,
        themes: CODE_THEMES,
        defaultColor: false,
        tokenizeTimeLimit: TOKENIZE_TIME_LIMIT,
      })
    : dualThemeHtml(shiki, code, {
        lang,
        themes: CODE_THEMES,
        highlighted: parseHighlights(highlights),
        highlightedClass: HIGHLIGHTED_LINE_CLASS,
      })
}
