import type { HighlighterCore, ThemeRegistrationResolved } from 'shiki/core'

/** Name of the combined theme registered on the highlighter. */
const DUAL_THEME = 'aster-dual'

/** Shiki's FontStyle bits. */
const ITALIC = 1
const BOLD = 2
const UNDERLINE = 4
const STRIKETHROUGH = 8

interface DualTheme {
  /** Synthetic token colour (uppercase, as the tokenizer reports it) → the light and dark colours. */
  styles: Map<string, [string, string]>
  /** The `<pre>` opening tag. */
  pre: string
  /** Colours of text no rule colours (the themes' foregrounds). */
  plain: [string, string]
}

const prepared = new WeakMap<HighlighterCore, DualTheme>()

/**
 * Registers, once per highlighter, a theme that tokenizes a block ONCE for both colour modes.
 * The light and dark themes must have the same rules (scopes and font styles) in the same order,
 * differing only in colours (true of github-light/github-dark, checked here): each rule of the
 * combined theme gets a unique synthetic colour, and every synthetic colour maps back to the pair
 * of real ones. Shiki's own dual-theme output tokenizes once per theme, twice the work.
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
  const styles = new Map<string, [string, string]>()
  const synthetic = (index: number, lightColor: string, darkColor: string) => {
    const color = `#${(index + 1).toString(16).padStart(6, '0')}`.toUpperCase()
    styles.set(color, [lightColor.toUpperCase(), darkColor.toUpperCase()])
    return color
  }
  const combined: ThemeRegistrationResolved = {
    ...light,
    name: DUAL_THEME,
    fg: synthetic(0x7fff, light.fg, dark.fg),
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
  const plain: [string, string] = [light.fg.toUpperCase(), dark.fg.toUpperCase()]
  const theme = { styles, pre, plain }
  prepared.set(highlighter, theme)
  return theme
}

/** Text escaped as Shiki (hast-util-to-html) does: `&` and `<`, which is all text needs. */
const escapeHtml = (text: string) => text.replace(/&/g, '&#x26;').replace(/</g, '&#x3C;')

/** One token span; text without a colour (plain text) has no style, as Shiki writes it. */
const span = (style: string, text: string) =>
  style ? `<span style="${style}">${escapeHtml(text)}</span>` : `<span>${escapeHtml(text)}</span>`

/** The font CSS of one mode (`light`/`dark`), in Shiki's words. */
function fontStyleCss(mode: string, fontStyle: number | undefined): string {
  if (!fontStyle || fontStyle < 0) return ''
  let css = ''
  if (fontStyle & ITALIC) css += `;--shiki-${mode}-font-style:italic`
  if (fontStyle & BOLD) css += `;--shiki-${mode}-font-weight:bold`
  const lines = [fontStyle & UNDERLINE && 'underline', fontStyle & STRIKETHROUGH && 'line-through']
  const decoration = lines.filter(Boolean).join(' ')
  if (decoration) css += `;--shiki-${mode}-text-decoration:${decoration}`
  return css
}

/** A token's style: each mode's colour then its font, as Shiki orders them. */
function tokenStyle(colors: [string, string], fontStyle: number | undefined): string {
  return (
    `--shiki-light:${colors[0]}${fontStyleCss('light', fontStyle)};` +
    `--shiki-dark:${colors[1]}${fontStyleCss('dark', fontStyle)}`
  )
}

/**
 * A code block as Shiki's dual-theme HTML (`<pre class="shiki shiki-themes …">`, tokens with
 * `--shiki-light`/`--shiki-dark`, `defaultColor: false`) from one tokenizing pass, straight to a
 * string: no hast, no React, no style re-parsing per token. `highlighted` lines (1-based) get the
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
    tokenizeTimeLimit?: number
  }
): string {
  const theme = prepareDualTheme(highlighter, options.themes.light, options.themes.dark)
  const lines = highlighter.codeToTokensBase(code, {
    lang: options.lang,
    theme: DUAL_THEME,
    tokenizeMaxLineLength: 0,
    tokenizeTimeLimit: options.tokenizeTimeLimit,
  })
  let html = `${theme.pre}<code>`
  for (const [index, tokens] of lines.entries()) {
    if (index) html += '\n'
    const marked = options.highlighted.has(index + 1)
    html += marked ? `<span class="line ${options.highlightedClass}">` : '<span class="line">'
    // like Shiki: whitespace joins the token after it; equal neighbours become one span
    let pending = ''
    let style = ''
    let text = ''
    for (const [position, token] of tokens.entries()) {
      const decorated = token.fontStyle !== undefined && token.fontStyle >= UNDERLINE
      if (!decorated && position < tokens.length - 1 && !token.content.trim()) {
        pending += token.content
        continue
      }
      const next = token.color
        ? tokenStyle(theme.styles.get(token.color.toUpperCase()) ?? theme.plain, token.fontStyle)
        : ''
      if (text && next !== style) {
        html += span(style, text)
        text = ''
      }
      style = next
      text += pending + token.content
      pending = ''
    }
    text += pending
    if (text) html += span(style, text)
    html += '</span>'
  }
  return `${html}</code></pre>`
}
