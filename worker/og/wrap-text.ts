import type { BitmapFont } from './font'

/** What a line ends with when the text goes on past the last line. */
const ELLIPSIS = '...'

/**
 * The text's words: runs between spaces, and each Chinese character on its own (Chinese breaks
 * between any two characters), its closing punctuation kept with it (never at a line's start).
 * `spaced`: a space comes before it.
 */
const WORD_RE =
  /(\s*)([\u2e80-\u2fff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff][\u3001\u3002\uff0c\uff0e\uff1a\uff1b\uff01\uff1f\u300d\u300f\u3011\uff09\u201d\u2019]*|[\u3000-\u303f\uff00-\uffef]|[^\s\u2e80-\u2fff\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]+)/g

/**
 * Splits drawable text into at most `maxLines` lines of at most `maxWidth` pixels at `scale`,
 * the last one ellipsed when text is left over. Words wrap at spaces, Chinese between characters;
 * a word wider than a line is cut between characters. Each character is measured once and the work stops at the last
 * line, so the cost grows with the text linearly and never beyond what three lines hold.
 */
export function wrapText(
  text: string,
  font: BitmapFont,
  scale: number,
  maxWidth: number,
  maxLines: number
): string[] {
  const widthOf = (char: string) => (font.glyphs.get(char.charCodeAt(0))?.advance ?? 0) * scale
  const lines: string[] = []
  let line = ''
  let lineWidth = 0
  let overflow = false
  const breakLine = () => {
    lines.push(line)
    line = ''
    lineWidth = 0
    overflow = lines.length === maxLines
  }
  for (const [, space, word] of text.matchAll(WORD_RE) as Iterable<[string, string, string]>) {
    if (overflow) break
    let wordWidth = 0
    for (const char of word) wordWidth += widthOf(char)
    const gap = space ? ' ' : ''
    const joined = line ? lineWidth + (gap ? widthOf(' ') : 0) + wordWidth : wordWidth
    if (joined <= maxWidth) {
      line = line ? `${line}${gap}${word}` : word
      lineWidth = joined
      continue
    }
    if (line) breakLine()
    if (overflow) break
    if (wordWidth <= maxWidth) {
      line = word
      lineWidth = wordWidth
      continue
    }
    // a word wider than a whole line: cut it between characters
    for (const char of word) {
      const width = widthOf(char)
      if (line && lineWidth + width > maxWidth) breakLine()
      if (overflow) break
      line += char
      lineWidth += width
    }
  }
  if (!overflow) {
    if (line) lines.push(line)
    return lines
  }
  return withEllipsis(lines, widthOf, maxWidth)
}

/** The lines with the last one shortened, from its end, until it fits with an ellipsis. */
function withEllipsis(lines: string[], widthOf: (char: string) => number, maxWidth: number) {
  const chars = [...lines.at(-1)!]
  const ellipsis = widthOf('.') * ELLIPSIS.length
  let width = chars.reduce((sum, char) => sum + widthOf(char), 0)
  while (chars.length && width + ellipsis > maxWidth) width -= widthOf(chars.pop()!)
  lines[lines.length - 1] = `${chars.join('').trimEnd()}${ELLIPSIS}`
  return lines
}
