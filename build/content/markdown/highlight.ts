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
import { highlightKey, PageHighlights, type CodeBlockSpan } from './highlight-cache'
import { CODE_TAG } from './components'
import { hastText } from './hast-text'

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
 * {@link highlightCode} loads each bundled language the first time a page uses it.
 */
export function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: [],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  })
  return highlighter
}

let themesOnly: Promise<HighlighterCore> | undefined

/**
 * A highlighter with the two themes and no language, for what needs only the themes (the code
 * colour classes of the site CSS, build/css.ts): its regex engine is JavaScript's and never runs,
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
  previous?: Readonly<Record<string, string>>
): Promise<void> {
  const blocks: { element: Element; lang: string }[] = []
  eachElement(tree, (element) => {
    if (element.tagName !== CODE_TAG) return
    const { line, language = '' } = element.properties
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
    blocks.push({ element, lang: lang ?? PLAIN_LANGUAGE })
    return SKIP_CHILDREN
  })
  if (!blocks.length) return
  const fragments: CodeFragment[] = [...((tree.data as CodeData | undefined)?.[CODE_HTML] ?? [])]
  // blocks highlighted before (this build, or this page's last compile: `previous`) are
  // reused; Shiki starts only for the others
  const page = new PageHighlights(previous)
  const todo: { element: Element; lang: string; code: string; key: string }[] = []
  for (const { element, lang } of blocks) {
    const code = hastText(element)
    const key = highlightKey(lang, String(element.properties.highlights ?? ''), code)
    const html = page.get(key)
    if (html === undefined) todo.push({ element, lang, code, key })
    else element.children = [codeSlot(fragments.push({ key, html }) - 1)]
  }
  if (todo.length) await highlightBlocks(todo, fragments, page)
  tree.data = { ...tree.data, [CODE_HTML]: fragments } as Root['data']
}

/** Highlights blocks no cache had, each into `fragments` and the page's cache. */
async function highlightBlocks(
  todo: { element: Element; lang: string; code: string; key: string }[],
  fragments: CodeFragment[],
  page: PageHighlights
): Promise<void> {
  const shiki = await getHighlighter()
  await loadCodeLanguages(shiki, new Set(todo.map((block) => block.lang)))
  for (const { element, lang, code, key } of todo) {
    const highlighted = parseHighlights(element.properties.highlights as string | undefined)
    const html =
      lang === 'ansi'
        ? shiki.codeToHtml(code, {
            lang,
            themes: CODE_THEMES,
            defaultColor: false,
            tokenizeTimeLimit: TOKENIZE_TIME_LIMIT,
          })
        : dualThemeHtml(shiki, code, {
            lang,
            themes: CODE_THEMES,
            highlighted,
            highlightedClass: HIGHLIGHTED_LINE_CLASS,
          })
    page.store(key, html)
    element.children = [codeSlot(fragments.push({ key, html }) - 1)]
  }
}

/** Key on the hast root's `data` of the highlighted blocks' HTML (see {@link codeSlot}). */
export const CODE_HTML = 'codeHtml'
/** A highlighted block's cache key and HTML. */
interface CodeFragment {
  key: string
  html: string
}
type CodeData = { [CODE_HTML]?: CodeFragment[] }

/** Tag of the stand-in for a highlighted block's HTML, replaced after rendering. */
export const CODE_SLOT_TAG = 'aster-code-slot'

/**
 * A highlighted block is HTML made straight from tokens (dual-theme.ts); the tree keeps a
 * stand-in element and renderHast puts the HTML in its place after React has rendered the page,
 * so thousands of token spans never become hast nodes, React elements and re-parsed styles.
 * Sanitizing is done by then and no author text can spell the stand-in (React escapes text).
 */
function codeSlot(index: number): Element {
  return { type: 'element', tagName: CODE_SLOT_TAG, properties: { dataN: index }, children: [] }
}

/**
 * The highlighted HTML of a rendered tree's stand-ins, and where each block's HTML landed (for
 * the next compile of the page: highlight-cache.ts `previousBlocks`).
 */
export function fillCodeSlots(
  html: string,
  tree: Root
): { html: string; codeBlocks: CodeBlockSpan[] } {
  const fragments = (tree.data as CodeData | undefined)?.[CODE_HTML]
  const codeBlocks: CodeBlockSpan[] = []
  if (!fragments?.length) return { html, codeBlocks }
  // the replacement callback's offset is in the input: `shift` turns it into the output's
  let shift = 0
  const filled = html.replace(
    new RegExp(`<${CODE_SLOT_TAG} data-n="(\\d+)"></${CODE_SLOT_TAG}>`, 'g'),
    (slot: string, index: string, offset: number) => {
      const fragment = fragments[Number(index)]
      if (!fragment) return ((shift -= slot.length), '')
      const start = offset + shift
      codeBlocks.push([fragment.key, start, start + fragment.html.length])
      shift += fragment.html.length - slot.length
      return fragment.html
    }
  )
  return { html: filled, codeBlocks }
}
