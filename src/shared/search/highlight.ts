import { escapeRegExp } from '../text'
import { CJK_RUN_RE, cjkBigrams } from './text'

/** Longest snippet, in characters (before ellipses). */
export const SNIPPET_LENGTH = 160

const LATIN_WORD_RE = /[\p{L}\p{N}_]+/gu
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
 * A short HTML snippet of `text` around the first match of `query`: every piece is
 * HTML-escaped and only then are the matches wrapped in `<mark>`, so section text can never
 * inject markup. Without a match, the start of the text.
 */
export function highlightSnippet(text: string, query: string, length = SNIPPET_LENGTH): string {
  const pattern = getPattern(query)
  const first = pattern ? pattern.exec(text) : null
  let start = 0
  if (first && first.index > length / 3) {
    start = first.index - Math.floor(length / 3)
    const space = text.indexOf(' ', start)
    if (space >= 0 && space < first.index) start = space + 1
  }
  const end = Math.min(text.length, start + length)
  const window = text.slice(start, end)
  const before = start > 0 ? '…' : ''
  const after = end < text.length ? '…' : ''
  return before + markMatches(window, pattern) + after
}

/** Escapes `text` and wraps each match of `pattern` in `<mark>`. */
export function markMatches(text: string, pattern: RegExp | null): string {
  if (!pattern) return escapeHtml(text)
  let html = ''
  let last = 0
  pattern.lastIndex = 0
  for (const match of text.matchAll(pattern)) {
    if (!match[0]) continue
    html += escapeHtml(text.slice(last, match.index)) + `<mark>${escapeHtml(match[0])}</mark>`
    last = match.index + match[0].length
  }
  return html + escapeHtml(text.slice(last))
}
