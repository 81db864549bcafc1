import type { createGenerator } from '@unocss/core'
import { switchOn } from '../env-switch'

type UnoGenerator = Awaited<ReturnType<typeof createGenerator>>

/**
 * `CSS_LITERAL_TOKENS=0`: every token of the class sources (their comments aside) goes to UnoCSS,
 * not only those of their literals and plain words ({@link extractClassTokens}): the CSS must be
 * the same, only slower. Part of the CSS's key (build/css/generate.ts).
 */
export const LITERAL_TOKENS_SWITCH = 'CSS_LITERAL_TOKENS'

/** Whether only the literals' tokens and the code's plain words are matched (unless the switch is `0`). */
export function literalTokensOn(): boolean {
  return switchOn(LITERAL_TOKENS_SWITCH)
}

/** A string literal (first, so `//` in a URL stays) or a comment. */
const STRING_OR_COMMENT =
  /'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`|\/\/[^\n]*|\/\*[\s\S]*?\*\//g

const isComment = (match: string) => match.startsWith('//') || match.startsWith('/*')

/**
 * A source's text without its comments: classes live in code and markup. The sources' comment
 * prose was a quarter of the tokens UnoCSS tried as utilities (about half its generate time)
 * and brought rules no element uses (`container`, `static`, `blur` from plain words).
 */
export function withoutComments(text: string): string {
  return text.replace(STRING_OR_COMMENT, (match) => (isComment(match) ? ' ' : match))
}

/** A capital, a non-ASCII character, a `.` before a letter, or a `.` or `/` first. */
const NO_UTILITY = /[A-Z]|[^\x00-\x7f]|\.[a-z]|^[./]/

/** A token without its bracketed parts (arbitrary values, nested brackets too). */
function outsideBrackets(token: string): string {
  let rest = token
  for (let before = ''; before !== rest && rest.includes('[');)
    rest = (before = rest).replace(/\[[^[\]]*\]/g, '')
  return rest
}

/**
 * Whether an extracted token may be a utility. Outside brackets (arbitrary values), the presets'
 * utilities and variants are lower-case ASCII, a `.` in them is a decimal point (`w-1.5`), never
 * before a letter, and none starts with `.` or `/`. So the identifiers of the sources
 * (`createElement`, `useState`, …, a third of the tokens UnoCSS tried), the Chinese words of the
 * interface tables, message keys (`admin.title`), file names and paths (`./page.tsx`) are not
 * tried. generate.test.ts checks that the site CSS is the same with every token.
 */
export function mayBeUtility(token: string): boolean {
  return !NO_UTILITY.test(outsideBrackets(token))
}

/** Drops the tokens that cannot be utilities ({@link mayBeUtility}). */
export function keepUtilities(tokens: Set<string>): Set<string> {
  for (const token of tokens) if (!mayBeUtility(token)) tokens.delete(token)
  return tokens
}

/** A token of code (outside the literals) that may be a utility: a plain lower-case word. */
const CODE_WORD = /^[-a-z0-9:/@!]+$/

/**
 * UnoCSS's token split (`defaultSplitRE` of @unocss/core), for the code: its plain words need no
 * other extractor. Written here, as generate.ts is loaded by every build and UnoCSS only by one
 * that generates.
 */
const SPLIT = /[\\:]?[\s'"`;{}]+/

/**
 * Adds the tokens of a class source that may be utilities to `tokens`. An element's classes are
 * string or template literals (`className="…"`, `cn('…')`, `` `grid ${cols}` ``); outside them,
 * code and JSX text, only plain words can match a rule (`transform`, `b` from identifiers do
 * today), while the rest (`navigate(url,`, `rows.map((row)`, `>=`) was half of the tokens
 * UnoCSS tried on every cold build, matching none, each through its ~100 variants.
 * generate.test.ts checks the CSS of the sources is the same with every token.
 */
export async function extractClassTokens(
  generator: UnoGenerator,
  text: string,
  file: string,
  tokens: Set<string>,
  literalsOnly = literalTokensOn()
): Promise<void> {
  if (!literalsOnly) {
    await generator.applyExtractors(withoutComments(text), file, tokens)
    return
  }
  const literals: string[] = []
  const code = text.replace(STRING_OR_COMMENT, (match) => {
    if (!isComment(match)) literals.push(match)
    return ' '
  })
  await generator.applyExtractors(literals.join('\n'), file, tokens)
  for (const word of code.split(SPLIT)) if (CODE_WORD.test(word)) tokens.add(word)
}
