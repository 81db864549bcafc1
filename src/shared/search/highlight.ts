import { escapeRegExp } from '../text'
import { CJK_RUN_RE, cjkBigrams } from './text'

/** Longest snippet, in screen columns (a CJK character takes two; before ellipses): two lines of the palette. */
export const SNIPPET_LENGTH = 160
/** The snippet of a result past the first SNIPPET_FULL_RESULTS: one line. */
export const SNIPPET_SHORT_LENGTH = 72
/**
 * Results with a two-line snippet; those below (seen only by scrolling) get one line, so 42
 * results stay within 4 KB gzip (the answer a visitor downloads per query).
 */
export const SNIPPET_FULL_RESULTS = 8

const LATIN_WORD_RE = /[\p{L}\p{N}_]+/gu
/** Two word characters (letters, digits, `_`) side by side. */
const WORD_CHAR_RE = /^[\p{L}\p{N}_]{2}$/u
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for HTML (`&`, `<`, `>`, quotes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)
}

/**
 * Escapes text for an element's content (`&`, `<`, `>`): quotes are inert there, and a snippet
 * of code full of them stays short in the answer (`"` is 2 bytes of JSON, `&quot;` 6).
 */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (char) => HTML_ESCAPES[char]!)
}

/**
 * What a query marks, written once for the snippets (createHighlightPattern) and the re-rank of
 * searchSections (index-db.ts): `words`, its Latin words, each found as the start of a word
 * (`rout` in `routing`); `cjk`, its CJK runs and their bigrams, found anywhere.
 */
export function getHighlightTerms(query: string): { words: string[]; cjk: string[] } {
  const cjkRuns = query.match(CJK_RUN_RE) ?? []
  const words = query.replace(CJK_RUN_RE, ' ').match(LATIN_WORD_RE) ?? []
  return { words, cjk: [...cjkRuns, ...cjkRuns.flatMap(cjkBigrams)] }
}

/**
 * The pattern of what a query highlights (getHighlightTerms): each Latin word as the start of
 * a word, each CJK run and its bigrams anywhere; null when the query has nothing to mark.
 */
export function createHighlightPattern(query: string): RegExp | null {
  const { words, cjk } = getHighlightTerms(query)
  const byLength = (list: string[]) =>
    [...new Set(list.map(escapeRegExp))].sort((a, b) => b.length - a.length)
  // one look-behind for all the words, not one per word: the pattern scans up to 1,500
  // characters of each of 42 results, and a look-behind tried at every character per word
  // was most of an answer's snippet time
  const parts = [
    ...(words.length ? [`(?<![\\p{L}\\p{N}_])(?:${byLength(words).join('|')})`] : []),
    ...byLength(cjk),
  ]
  return parts.length ? new RegExp(parts.join('|'), 'giu') : null
}

// an answer's snippets share one query: its pattern is compiled once, not once per result
let lastQuery: string | undefined
let lastPattern: RegExp | null = null
function getPattern(query: string): RegExp | null {
  if (query !== lastQuery) {
    lastPattern = createHighlightPattern(query)
    lastQuery = query
  }
  return lastPattern
}

/**
 * Columns a UTF-16 code unit takes on screen: 2 for CJK and full-width forms (a line holds half
 * as many of them), 1 otherwise.
 */
function columnsOf(code: number): number {
  return (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf && code !== 0x303f) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6)
    ? 2
    : 1
}

/** The index `columns` screen columns after `from` (or the end of `text`), never inside a surrogate pair. */
function columnsAfter(text: string, from: number, columns: number): number {
  let at = from
  for (let used = 0; at < text.length; at++) {
    used += columnsOf(text.charCodeAt(at))
    if (used > columns) break
  }
  const code = text.charCodeAt(at - 1)
  return at < text.length && code >= 0xd800 && code <= 0xdbff ? at - 1 : at
}

/** The index `columns` screen columns before `to`; 0 when the text before `to` is no wider. */
function columnsBefore(text: string, to: number, columns: number): number {
  let at = to
  for (let used = 0; at > 0; at--) {
    used += columnsOf(text.charCodeAt(at - 1))
    if (used > columns) break
  }
  const code = text.charCodeAt(at)
  return at > 0 && code >= 0xdc00 && code <= 0xdfff ? at + 1 : at
}

/** True when `at` falls between two characters of one Latin word (no space, neither CJK). */
function isInsideWord(text: string, at: number): boolean {
  return (
    WORD_CHAR_RE.test(text.slice(at - 1, at + 1)) &&
    columnsOf(text.charCodeAt(at - 1)) === 1 &&
    columnsOf(text.charCodeAt(at)) === 1
  )
}

/**
 * A short HTML snippet of `text` around the first match of `query`: every piece is
 * HTML-escaped and only then are the matches wrapped in `<mark>`, so section text can never
 * inject markup. Without a match, the start of the text. `length` counts screen columns (a CJK
 * character takes two), so a Chinese snippet fills the palette's two lines as an English one
 * does, and weighs about as much in an answer.
 */
export function highlightSnippet(text: string, query: string, length = SNIPPET_LENGTH): string {
  const pattern = getPattern(query)
  const first = pattern ? pattern.exec(text) : null
  let start = 0
  if (first) {
    start = columnsBefore(text, first.index, Math.floor(length / 3))
    // a cut inside a Latin word moves on to the word after it (CJK text has no spaces to find)
    if (start > 0 && isInsideWord(text, start)) {
      const space = text.indexOf(' ', start)
      if (space >= 0 && space < first.index) start = space + 1
    }
  }
  const end = columnsAfter(text, start, length)
  const window = text.slice(start, end)
  const before = start > 0 ? '…' : ''
  const after = end < text.length ? '…' : ''
  return before + markMatches(window, pattern) + after
}

/** Escapes `text` as element content and wraps each match of `pattern` in `<mark>`. */
export function markMatches(text: string, pattern: RegExp | null): string {
  if (!pattern) return escapeText(text)
  let html = ''
  let last = 0
  pattern.lastIndex = 0
  for (const match of text.matchAll(pattern)) {
    if (!match[0]) continue
    html += escapeText(text.slice(last, match.index)) + `<mark>${escapeText(match[0])}</mark>`
    last = match.index + match[0].length
  }
  return html + escapeText(text.slice(last))
}
