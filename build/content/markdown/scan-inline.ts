import { MAX_INLINE_NESTING, MAX_PARAGRAPH_BRACKETS, MAX_PARAGRAPH_EMPHASIS } from '../limits'

/** The inline limits of one paragraph (or table row, list item, heading), line by line. */
export interface InlineScan {
  /** Lines scanned so far: 0 before the paragraph's first line. */
  lines: number
  /** Scans the next line of the paragraph; calls `fail` at the first limit it passes. */
  scan(text: string, fail: (rule: string) => never): void
}

const WHITESPACE_RE = /\s/u
/** The characters the scan counts (and the escape): it jumps from one to the next. */
const COUNTED_RE = /[\\[\]*_~]/g
const PUNCTUATION_RE = /[\p{P}\p{S}]/u

/**
 * Counts, in one pass, the `[` still open (links, images, component labels), all `]`, and the
 * runs of emphasis markers (`*`, `_`, `~`) that may open or close emphasis by CommonMark's
 * flanking rules. Backslash escapes are skipped; code spans are not told apart, so the counts
 * may be higher than the parser's, never lower. Deep emphasis needs many runs or a long run;
 * the tree depth check after parsing catches what is left.
 */
export function createInlineScan(): InlineScan {
  let brackets = 0
  let closers = 0
  let emphasis = 0
  const state: InlineScan = {
    lines: 0,
    scan(text, fail) {
      state.lines++
      for (let at = nextCounted(text, 0); at < text.length; at = nextCounted(text, at + 1)) {
        const char = text[at]!
        if (char === '\\') {
          at++
        } else if (char === '[') {
          if (++brackets > MAX_INLINE_NESTING)
            fail(
              `"[" is nested more than ${MAX_INLINE_NESTING} deep in one paragraph: close the links, or write a literal bracket as \\[`
            )
        } else if (char === ']') {
          brackets = Math.max(0, brackets - 1)
          if (++closers > MAX_PARAGRAPH_BRACKETS)
            fail(
              `more than ${MAX_PARAGRAPH_BRACKETS} "]" in one paragraph: split it, or write literal brackets as \\]`
            )
        } else if (char === '*' || char === '_' || char === '~') {
          let end = at
          while (text[end + 1] === char) end++
          const run = end - at + 1
          if (isDelimiter(char, run, text[at - 1] ?? ' ', text[end + 1] ?? ' ')) {
            if (run > MAX_INLINE_NESTING)
              fail(
                `a run of ${run} "${char}" nests emphasis more than ${MAX_INLINE_NESTING} deep: shorten it, or write literal ones as \\${char}`
              )
            if (++emphasis > MAX_PARAGRAPH_EMPHASIS)
              fail(
                `more than ${MAX_PARAGRAPH_EMPHASIS} emphasis markers (*, _, ~) in one paragraph: split it, or write literal ones as \\${char}`
              )
          }
          at = end
        }
      }
    },
  }
  return state
}

/** Index of the first counted character at or after `from` (the text's length when none). */
function nextCounted(text: string, from: number): number {
  COUNTED_RE.lastIndex = from
  return COUNTED_RE.exec(text)?.index ?? text.length
}

/** True when a run of `run` markers between `before` and `after` may open or close emphasis. */
function isDelimiter(char: string, run: number, before: string, after: string): boolean {
  // runs of three or more tildes are no strikethrough (at a line start, a code fence)
  if (char === '~' && run > 2) return false
  const spaceBefore = WHITESPACE_RE.test(before)
  const spaceAfter = WHITESPACE_RE.test(after)
  const punctuationBefore = PUNCTUATION_RE.test(before)
  const punctuationAfter = PUNCTUATION_RE.test(after)
  const left = !spaceAfter && (!punctuationAfter || spaceBefore || punctuationBefore)
  const right = !spaceBefore && (!punctuationBefore || spaceAfter || punctuationAfter)
  if (char !== '_') return left || right
  return (left && (!right || punctuationBefore)) || (right && (!left || punctuationAfter))
}
