import type { Element, ElementContent, Root } from 'hast'
import { createHighlighterCore, type HighlighterCore } from 'shiki/core'
import { createOnigurumaEngine } from 'shiki/engine/oniguruma'
import { SKIP, visit } from 'unist-util-visit'
import { parseHighlights } from './code-meta'
import { CODE_TAG } from './components'
import { hastText } from './hast-text'

/**
 * Dual themes as CSS variables (`defaultColor: false`): tokens carry `--shiki-light` and
 * `--shiki-dark`; the site CSS picks one, the dark one under `html.dark`.
 */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const

/** Class of a `{2,4-5}` highlighted line (`<span class="line highlighted">`). */
export const HIGHLIGHTED_LINE_CLASS = 'highlighted'

let highlighter: Promise<HighlighterCore> | undefined

/** The one highlighter of the process, with the fixed language set; created on first use. */
export function getHighlighter(): Promise<HighlighterCore> {
  highlighter ??= createHighlighterCore({
    themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
    langs: [
      import('shiki/langs/ts.mjs'),
      import('shiki/langs/tsx.mjs'),
      import('shiki/langs/js.mjs'),
      import('shiki/langs/jsx.mjs'),
      import('shiki/langs/json.mjs'),
      import('shiki/langs/bash.mjs'),
      import('shiki/langs/yaml.mjs'),
      import('shiki/langs/toml.mjs'),
      import('shiki/langs/html.mjs'),
      import('shiki/langs/css.mjs'),
      import('shiki/langs/md.mjs'),
      import('shiki/langs/diff.mjs'),
      import('shiki/langs/sql.mjs'),
    ],
    engine: createOnigurumaEngine(import('shiki/wasm')),
  })
  return highlighter
}

/**
 * Replaces the raw text of every `mdc-code` element by Shiki's `<pre class="shiki">`. Runs after
 * sanitizing: Shiki escapes the code and its markup is trusted. Unknown languages are plain text.
 */
export async function highlightCode(tree: Root): Promise<void> {
  const blocks: Element[] = []
  visit(tree, 'element', (element) => {
    if (element.tagName !== CODE_TAG) return
    blocks.push(element)
    return SKIP
  })
  if (!blocks.length) return
  const shiki = await getHighlighter()
  const known = new Set(shiki.getLoadedLanguages())
  for (const block of blocks) {
    const language = String(block.properties.language ?? '')
    const lines = parseHighlights(block.properties.highlights as string | undefined)
    const root = shiki.codeToHast(hastText(block), {
      lang: known.has(language) ? language : 'text',
      themes: CODE_THEMES,
      defaultColor: false,
      transformers: [
        {
          line(line, number) {
            if (lines.has(number)) this.addClassToHast(line, HIGHLIGHTED_LINE_CLASS)
          },
        },
      ],
    })
    block.children = root.children as ElementContent[]
  }
}
