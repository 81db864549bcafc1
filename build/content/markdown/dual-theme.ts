import { isPlainLang, type HighlighterCore, type ThemeRegistrationResolved } from 'shiki/core'
import { EncodedTokenMetadata, INITIAL } from 'shiki/textmate'
import { renderLine } from './line-cache'

/** Name of the combined theme registered on the highlighter. */
const DUAL_THEME = 'aster-dual'

/** Shiki's FontStyle bits and the class each one gets. */
const FONT_CLASSES: [bit: number, name: string, css: string][] = [
  [1, 'ski', 'font-style:italic'],
  [2, 'skb', 'font-weight:bold'],
  [4, 'sku', 'text-decoration:underline'],
  [8, 'sks', 'text-decoration:line-through'],
]
const DECORATIONS = 4 | 8

/**
 * Token colours under 4.5:1 on the site's code backgrounds (#f8fafc light, #0b1030 dark),
 * replaced by their github-primer neighbours (axe color-contrast).
 */
const CONTRAST_FIXES: { light: Record<string, string>; dark: Record<string, string> } = {
  light: { '#D73A49': '#B62324', '#22863A': '#1A7F37', '#E36209': '#BF4B00' },
  dark: { '#6A737D': '#8B949E' },
}

/** One colour class of the code tokens: `sk3` → its light and dark colour. */
export interface TokenColorClass {
  name: string
  light: string
  dark: string
}

interface DualTheme {
  /** Synthetic token colour (uppercase, as the tokenizer reports it) → its colour class. */
  classes: Map<string, TokenColorClass>
  /** The `<pre>` opening tag. */
  pre: string
  /** The colour class of the themes' own foregrounds, when a rule uses them (left off tokens). */
  plain?: TokenColorClass
}

const prepared = new WeakMap<HighlighterCore, DualTheme>()

/**
 * Registers, once per highlighter, a theme that tokenizes a block ONCE for both colour modes.
 * The light and dark themes must have the same rules (scopes and font styles) in the same order,
 * differing only in colours (true of github-light/github-dark, checked here): each rule of the
 * combined theme gets a synthetic colour, and every synthetic colour maps to a class naming the
 * pair of real ones (`sk<n>`, numbered by first use in the rules, so every process agrees).
 * Shiki's own dual-theme output tokenizes once per theme, twice the work, and writes both
 * colours into a style attribute on every token.
 */
function prepareDualTheme(
  highlighter: HighlighterCore,
  lightName: string,
  darkName: string
): DualTheme {
  const cached = prepared.get(highlighter)
  if (cached) return cached
  const light = highlighter.getTheme(lightName)
  const dark = highlighter.getTheme(darkName)
  const rules = light.settings ?? []
  const darkRules = dark.settings ?? []
  const shape = (rule: (typeof rules)[number]) =>
    JSON.stringify([rule.scope, rule.settings?.fontStyle, Boolean(rule.settings?.foreground)])
  if (rules.length !== darkRules.length || rules.some((r, i) => shape(r) !== shape(darkRules[i]!)))
    throw new Error(`themes ${lightName} and ${darkName} differ in their rules`)
  const classes = new Map<string, TokenColorClass>()
  const byPair = new Map<string, TokenColorClass>()
  const synthetic = (index: number, lightColor: string, darkColor: string) => {
    const color = `#${(index + 1).toString(16).padStart(6, '0')}`.toUpperCase()
    const pair = `${lightColor.toUpperCase()} ${darkColor.toUpperCase()}`
    let entry = byPair.get(pair)
    if (!entry) {
      entry = {
        name: `sk${byPair.size}`,
        light: lightColor.toUpperCase(),
        dark: darkColor.toUpperCase(),
      }
      byPair.set(pair, entry)
    }
    classes.set(color, entry)
    return color
  }
  const combined: ThemeRegistrationResolved = {
    ...light,
    name: DUAL_THEME,
    settings: rules.map((rule, index) => {
      const lightColor = rule.settings?.foreground
      const darkColor = darkRules[index]!.settings?.foreground
      if (!lightColor || !darkColor) return rule
      return {
        ...rule,
        settings: { ...rule.settings, foreground: synthetic(index, lightColor, darkColor) },
      }
    }),
  }
  highlighter.loadThemeSync(combined)
  const pre =
    `<pre class="shiki shiki-themes ${lightName} ${darkName}" style="--shiki-light:${light.fg};` +
    `--shiki-dark:${dark.fg};--shiki-light-bg:${light.bg};--shiki-dark-bg:${dark.bg}" tabindex="0">`
  const plain = byPair.get(`${light.fg.toUpperCase()} ${dark.fg.toUpperCase()}`)
  const theme = { classes, pre, plain }
  prepared.set(highlighter, theme)
  return theme
}

/** Text escaped as Shiki (hast-util-to-html) does: `&` and `<`, which is all text needs. */
const escapeHtml = (text: string) => text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;')

/** One token span; text in the block's own colour has no class (it inherits the `<pre>`'s). */
const span = (classes: string, text: string) =>
  classes
    ? `<span class="${classes}">${escapeHtml(text)}</span>`
    : `<span>${escapeHtml(text)}</span>`

/** A token's classes: its colour pair, then its font styles. */
function tokenClasses(color: TokenColorClass | undefined, fontStyle: number | undefined): string {
  const names = color ? [color.name] : []
  if (fontStyle && fontStyle > 0)
    for (const [bit, name] of FONT_CLASSES) if (fontStyle & bit) names.push(name)
  return names.join(' ')
}

/**
 * A code block as dual-theme HTML (`<pre class="shiki shiki-themes …">`, `defaultColor: false`)
 * from one tokenizing pass, straight to a string: tokens carry short classes (`sk3`, `ski`) that
 * {@link codeThemeCss} turns into `--shiki-light`/`--shiki-dark`, instead of Shiki's two colours in
 * a style attribute per token; no hast, no React, no style re-parsing. Every character is
 * painted as Shiki paints it (dual-theme.test.ts). `highlighted` lines (1-based) get the
 * `highlightedClass`. The language must be loaded.
 */
export function dualThemeHtml(
  highlighter: HighlighterCore,
  code: string,
  options: {
    lang: string
    themes: { light: string; dark: string }
    highlighted: ReadonlySet<number>
    highlightedClass: string
  }
): string {
  const theme = prepareDualTheme(highlighter, options.themes.light, options.themes.dark)
  const plain = isPlainLang(highlighter.resolveLangAlias(options.lang))
  const grammar = plain ? undefined : highlighter.getLanguage(options.lang)
  const { colorMap } = highlighter.setTheme(DUAL_THEME)
  const render = (tokens: Uint32Array, line: string) => lineHtml(theme, colorMap, tokens, line)
  let html = `${theme.pre}<code>`
  let state = INITIAL
  for (const [index, line] of code.split(NEWLINE_RE).entries()) {
    if (index) html += '\n'
    const marked = options.highlighted.has(index + 1)
    html += marked ? `<span class="line ${options.highlightedClass}">` : '<span class="line">'
    // an empty line is not tokenized (as in Shiki): the state goes on to the next one
    if (!grammar) html += line ? span('', line) : ''
    else if (line) {
      const rendered = renderLine(grammar, line, state, render)
      html += rendered.html
      state = rendered.state
    }
    html += '</span>'
  }
  return `${html}</code></pre>`
}

/** Line breaks as Shiki splits code into lines. */
const NEWLINE_RE = /\r?\n/

/**
 * One line's token spans from its binary tokens (vscode-textmate's `tokenizeLine2`), as Shiki
 * paints them: whitespace joins the token after it; equal neighbours become one span; a token
 * in the block's own colours needs no class (it inherits the `<pre>`'s).
 */
function lineHtml(theme: DualTheme, colorMap: string[], binary: Uint32Array, line: string): string {
  const tokens: { content: string; color?: string; fontStyle: number }[] = []
  const count = binary.length / 2
  for (let index = 0; index < count; index++) {
    const start = binary[2 * index]!
    const end = index + 1 < count ? binary[2 * index + 2]! : line.length
    if (start === end) continue
    const metadata = binary[2 * index + 1]!
    tokens.push({
      content: line.slice(start, end),
      color: colorMap[EncodedTokenMetadata.getForeground(metadata)],
      fontStyle: EncodedTokenMetadata.getFontStyle(metadata),
    })
  }
  let html = ''
  let pending = ''
  let classes = ''
  let text = ''
  for (const [position, token] of tokens.entries()) {
    const decorated = (token.fontStyle & DECORATIONS) > 0
    if (!decorated && position < tokens.length - 1 && !token.content.trim()) {
      pending += token.content
      continue
    }
    const entry = token.color ? theme.classes.get(token.color.toUpperCase()) : undefined
    const color = entry && entry !== theme.plain ? entry : undefined
    const next = tokenClasses(color, token.fontStyle)
    if (text && next !== classes) {
      html += span(classes, text)
      text = ''
    }
    classes = next
    text += pending + token.content
    pending = ''
  }
  text += pending
  return text ? html + span(classes, text) : html
}

/** The colour classes of a highlighter's dual theme (for the CSS and the tests). */
export function tokenColorClasses(
  highlighter: HighlighterCore,
  themes: { light: string; dark: string }
): TokenColorClass[] {
  return [...new Set(prepareDualTheme(highlighter, themes.light, themes.dark).classes.values())]
}

/** Font classes as Shiki's own variables: `ski` → `--shiki-light-font-style:italic;…`. */
export const TOKEN_FONT_CLASSES = FONT_CLASSES.map(([, name, css]) => {
  const [property, value] = css.split(':') as [string, string]
  return {
    name,
    light: `--shiki-light-${property}:${value}`,
    dark: `--shiki-dark-${property}:${value}`,
  }
})

/**
 * The site CSS of the token classes: each colour class sets the two variables the code styles
 * read (`--shiki-light`, `--shiki-dark`; base.css paints with one of them per colour mode), the
 * few colours below 4.5:1 contrast on the site's code backgrounds replaced; font classes set
 * Shiki's font variables.
 */
export function codeThemeCss(
  highlighter: HighlighterCore,
  themes: { light: string; dark: string }
): string {
  const rules = tokenColorClasses(highlighter, themes).map((entry) => {
    const light = CONTRAST_FIXES.light[entry.light] ?? entry.light
    const dark = CONTRAST_FIXES.dark[entry.dark] ?? entry.dark
    return `.shiki .${entry.name}{--shiki-light:${light};--shiki-dark:${dark}}`
  })
  for (const font of TOKEN_FONT_CLASSES)
    rules.push(`.shiki .${font.name}{${font.light};${font.dark}}`)
  // blocks Shiki renders itself (ansi) keep style attributes: the same fixes by attribute
  for (const [mode, fixes] of Object.entries(CONTRAST_FIXES))
    for (const [from, to] of Object.entries(fixes)) {
      const scope = mode === 'light' ? 'html:not(.dark)' : '.dark'
      rules.push(`${scope} .shiki span[style*='--shiki-${mode}:${from}' i]{color:${to}}`)
    }
  return rules.join('\n')
}
