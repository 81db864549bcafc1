import { unsupported } from './source'

/** A run of `*` or `_` and whether it can open or close emphasis (CommonMark's flanking rules). */
export interface Run {
  kind: 'run'
  start: number
  end: number
  open: boolean
  close: boolean
}

const WHITESPACE = /\s/
const PUNCTUATION = /[\p{P}\p{S}]/u

/** micromark's character classes: 1 whitespace (or none), 2 punctuation, 0 anything else. */
function classify(character: string | undefined): 0 | 1 | 2 {
  if (character === undefined || WHITESPACE.test(character)) return 1
  return PUNCTUATION.test(character) ? 2 : 0
}

/** The character (code point) before `offset`, or undefined at `from`. */
function characterBefore(text: string, offset: number, from: number): string | undefined {
  if (offset <= from) return undefined
  const code = text.charCodeAt(offset - 1)
  const pair = code >= 0xdc00 && code <= 0xdfff && offset - 2 >= from
  return pair ? text.slice(offset - 2, offset) : text[offset - 1]
}

/**
 * The run of `marker` at `start`, classified as micromark's attention construct does. Outside
 * `from`–`to` counts as whitespace (the edges of a paragraph, heading or table cell).
 */
export function readRun(text: string, start: number, from: number, to: number): Run {
  const marker = text[start]
  let end = start
  while (text[end] === marker) end++
  if (end > to) unsupported()
  const before = classify(characterBefore(text, start, from))
  const after = classify(end < to ? String.fromCodePoint(text.codePointAt(end)!) : undefined)
  const open = !after || (after === 2 && before !== 0)
  const close = !before || (before === 2 && after !== 0)
  return marker === '*'
    ? { kind: 'run', start, end, open, close }
    : {
        kind: 'run',
        start,
        end,
        open: open && (before !== 0 || !close),
        close: close && (after !== 0 || !open),
      }
}

/**
 * Pairs the runs of one inline sequence into emphasis (1 marker) and strong (2): only runs that
 * open (or close) and not both, of the same marker and length, one pair after another, with no
 * pair inside another. That is where CommonMark's delimiter algorithm has a single answer; any
 * other arrangement (nesting, `***`, a run that may open or close, one left unmatched) goes to
 * micromark. Runs that can neither open nor close stay text. Returns opener index → closer index.
 */
export function pairRuns(text: string, tokens: readonly { kind: string }[]): Map<number, number> {
  const pairs = new Map<number, number>()
  let opener = -1
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!
    if (token.kind !== 'run') continue
    const run = token as Run
    if (!run.open && !run.close) continue
    if (run.open === run.close || run.end - run.start > 2) unsupported()
    if (run.open) {
      if (opener !== -1) unsupported()
      opener = index
      continue
    }
    const open = tokens[opener] as Run | undefined
    if (
      !open ||
      open.end - open.start !== run.end - run.start ||
      text[open.start] !== text[run.start]
    )
      unsupported()
    pairs.set(opener, index)
    opener = -1
  }
  if (opener !== -1) unsupported()
  return pairs
}
