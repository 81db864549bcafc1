import { describe, expect, it } from 'vitest'
import { loadCodeLanguages } from './code-languages'
import { dualThemeHtml, TOKEN_FONT_CLASSES, tokenColorClasses } from './dual-theme'
import { CODE_THEMES, getHighlighter } from './highlighter'
import { lineCacheStats } from './line-cache'

/** Snippets that exercise colours, italics, bold and underlines in several grammars. */
const SNIPPETS: Record<string, string> = {
  ts: "import { defineLoader } from 'aster'\n\n// a comment\nexport const x: number = 42 as const\n  const y = `t ${x}`",
  tsx: 'export function A({ n }: { n: number }) {\n  return <div className="a">{n}</div>\n}',
  vue: '<script setup lang="ts">\nconst count = ref(0)\n</script>\n<template>\n  <button @click="count++">{{ count }}</button>\n</template>',
  python: 'def greet(name: str) -> str:\n    """Say hi."""\n    return f"hi {name}"',
  bash: 'npm install --save-dev aster # comment\nexport PORT=3000 && echo "$PORT"',
  json: '{\n  "name": "aster",\n  "private": true,\n  "n": [1, 2.5, null]\n}',
  yaml: 'title: Aster\nlist:\n  - one # note\n  - "two"',
  css: '.a:hover > b::after {\n  color: rgb(0 0 0 / 50%);\n  --x: 1px !important;\n}',
  md: '# Title\n\nSome *italic*, **bold** and [a link](https://example.com).\n\n> quote',
  html: '<!doctype html>\n<a href="/x" class="y">Link &amp; text</a>',
  diff: '- old line\n+ new line\n  same',
  sql: "SELECT id, title FROM pages WHERE path LIKE '/docs/%' ORDER BY 1;",
}

/** Shiki's style attribute for a token's classes (colour pair, then fonts per mode). */
function styleOf(classes: string, table: Map<string, { light: string; dark: string }>): string {
  const names = classes.split(' ').filter(Boolean)
  const color = names
    .map((name) => table.get(name))
    .find((entry) => entry && /^#/.test(entry.light))
  const fonts = names
    .map((name) => TOKEN_FONT_CLASSES.find((font) => font.name === name))
    .filter(Boolean)
  const light = [
    `--shiki-light:${color?.light ?? PLAIN.light}`,
    ...fonts.map((font) => font!.light),
  ]
  const dark = [`--shiki-dark:${color?.dark ?? PLAIN.dark}`, ...fonts.map((font) => font!.dark)]
  return [...light, ...dark].join(';')
}
const PLAIN = { light: '#24292E', dark: '#E1E4E8' }

/** Each character of the code with the style it is painted in (blank characters excepted). */
function paint(html: string, table?: Map<string, { light: string; dark: string }>): string[] {
  const decode = (text: string) =>
    text
      .replace(/&#x3C;|&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#x26;|&amp;/g, '&')
  const out: string[] = []
  for (const match of html.matchAll(/<span(?: (style|class)="([^"]*)")?>([^<]*)<\/span>|\n/g)) {
    if (match[0] === '\n') {
      out.push('⏎')
      continue
    }
    // both sides as Shiki's style strings: classes through the table, a bare span is the block's colour
    const raw =
      match[1] === 'class' || !match[1] ? styleOf(match[2] ?? '', table ?? new Map()) : match[2]!
    const style = raw.replace(/--shiki-light:#24292E;--shiki-dark:#E1E4E8$/i, 'plain')
    for (const char of decode(match[3]!)) {
      // a blank's colour is invisible unless it is underlined or struck through
      out.push(char.trim() || style.includes('decoration') ? `${char} ${style}` : char)
    }
  }
  return out
}

/** The same line text in four grammar states (code, comment, template string, code again). */
const REPEATED = [
  'const a = 1',
  '/*',
  'const a = 1',
  '*/',
  'const t = `',
  'const a = 1',
  '`',
  'const a = 1',
].join('\n')

describe('dualThemeHtml: one tokenizing pass for both colour modes', () => {
  it.each([...Object.entries(SNIPPETS), ['ts', REPEATED]])(
    '%s paints every character as Shiki does',
    async (lang, code) => {
      const shiki = await getHighlighter()
      await loadCodeLanguages(shiki, new Set([lang]))
      // no per-line time limit on either side (as the build): on a busy machine Shiki's default
      // 500 ms can cut a line's tokens short in one of them, and the two would differ
      const expected = shiki.codeToHtml(code, {
        lang,
        themes: CODE_THEMES,
        defaultColor: false,
        tokenizeTimeLimit: 0,
      })
      const actual = dualThemeHtml(shiki, code, {
        lang,
        themes: CODE_THEMES,
        highlighted: new Set(),
        highlightedClass: 'highlighted',
      })
      expect(actual.slice(0, actual.indexOf('<code>'))).toBe(
        expected.slice(0, expected.indexOf('<code>'))
      )
      const table = new Map(
        tokenColorClasses(shiki, CODE_THEMES).map((entry) => [entry.name, entry])
      )
      expect(paint(actual, table)).toEqual(paint(expected))
      // classes instead of two colours per token: well under Shiki's size
      expect(actual.length).toBeLessThan(expected.length * 0.75)
    }
  )

  it('renders a line met again in the same grammar state from the line cache', async () => {
    const shiki = await getHighlighter()
    await loadCodeLanguages(shiki, new Set(['ts']))
    const options = { lang: 'ts', themes: CODE_THEMES, highlighted: new Set<number>() }
    const render = () => dualThemeHtml(shiki, REPEATED, { ...options, highlightedClass: 'h' })
    const first = render()
    const before = { ...lineCacheStats }
    expect(render()).toBe(first)
    expect(lineCacheStats.hits - before.hits).toBe(8)
    expect(lineCacheStats.misses).toBe(before.misses)
    // the same text, painted by the state it starts in: code, comment, string, code
    const lines = first
      .replace('</code></pre>', '')
      .split('\n')
      .map((line) => line.slice(line.indexOf('<span class="line')))
    expect(new Set([lines[0], lines[7]]).size).toBe(1)
    expect(new Set([lines[0], lines[2], lines[5]]).size).toBe(3)
  })

  it('marks the highlighted lines and escapes the code', async () => {
    const shiki = await getHighlighter()
    await loadCodeLanguages(shiki, new Set(['ts']))
    const html = dualThemeHtml(shiki, 'const a = "<b>"\nconst b = 1\nconst c = 2', {
      lang: 'ts',
      themes: CODE_THEMES,
      highlighted: new Set([2]),
      highlightedClass: 'highlighted',
    })
    const lines = html.split('\n')
    expect(lines.map((line) => /<span class="line( highlighted)?">/.exec(line)?.[1] ?? '')).toEqual(
      ['', ' highlighted', '']
    )
    expect(html).toContain('&#x3C;b>')
    expect(html).not.toContain('<b>')
  })
})
