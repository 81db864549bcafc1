import { createHighlighterCore, type HighlighterCore } from 'shiki/core'
import { createOnigurumaEngine } from 'shiki/engine/oniguruma'
import { fastPathOn } from '../fast-paths'
import { loadCodeLanguages } from './code-languages'
import { parseHighlights } from './code-meta'
import { dualThemeHtml } from './dual-theme'
import { PageHighlights } from './highlight-cache'
import type { HighlightRequest } from './highlight-remote'
import { onigurumaWasm } from './oniguruma-wasm'
import { sharedScanners } from './shared-scanners'

/**
 * The process's Shiki and what it makes of a block: what the build's highlight thread runs
 * (content/highlight-thread.ts) and the CSS reads (the themes), apart from the page pipeline of
 * highlight.ts, so that neither thread loads the markdown compiler's modules (components,
 * content config, frontmatter, the yaml package) for it.
 */

/**
 * Dual themes as CSS variables (`defaultColor: false`): tokens carry `--shiki-light` and
 * `--shiki-dark`; the site CSS picks one, the dark one under `html.dark`.
 */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const

/** Class of a `{2,4-5}` highlighted line (`<span class="line highlighted">`). */
const HIGHLIGHTED_LINE_CLASS = 'highlighted'

/**
 * No per-line time limit (Shiki's default is 500 ms): the first use of a grammar compiles its
 * scanners inside that budget, so on a busy machine a line could stop tokenizing early in one
 * theme's pass and not the other's, giving mismatched light/dark tokens and output that changes
 * from build to build. The markdown size limits bound the work instead.
 */
const TOKENIZE_TIME_LIMIT = 0

let highlighter: Promise<HighlighterCore> | undefined

/**
 * The one highlighter of the process, created on first use with the themes and no language:
 * {@link highlightCode} loads each bundled language the first time a page uses it. Its wasm is
 * read from Shiki's file (oniguruma-wasm.ts); its engine compiles each list of patterns once
 * (shared-scanners.ts; `CONTENT_FAST_SCANNERS=0`: each rule of each grammar compiles its own).
 */
export function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: [],
    engine: createOnigurumaEngine(onigurumaWasm()).then((engine) =>
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
