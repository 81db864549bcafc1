import type { BitmapFont } from './font'

/** What a line ends with when the text goes on past the last line. */
const ELLIPSIS = '...'

/**
 * Splits drawable text into at most `maxLines` lines of at most `maxWidth` pixels at `scale`,
 * the last one ellipsed when text is left over. Words wrap at spaces; a word wider than a line
 * is cut between characters. Each character is measured once and the work stops at the last
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
  for (const word of text.split(' ')) {
    if (overflow) break
    let wordWidth = 0
    for (const char of word) wordWidth += widthOf(char)
    const joined = line ? lineWidth + widthOf(' ') + wordWidth : wordWidth
    if (joined <= maxWidth) {
      line = line ? `${line} ${word}` : word
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
