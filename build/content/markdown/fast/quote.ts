import type { Blockquote } from 'mdast'
import type { Lines, ReadBlocks } from './lines'
import { isBlank, unsupported } from './source'

/**
 * The block quote from line `first`: every line that starts with `> ` (or is a bare `>`), up to
 * a blank line or `to`, its content read as blocks (a GFM alert's `[!NOTE]` is a span to
 * remark-mdc, as to micromark). Left to micromark: a line right after it that is not blank (a
 * lazy continuation, or a block that ends the quote), a bare `>` last (micromark stretches the
 * block before it over it), and `>x` with no space (what is before the content then counts for
 * emphasis).
 */
export function blockQuote(
  lines: Lines,
  first: number,
  to: number,
  blocks: ReadBlocks
): { node: Blockquote; next: number } {
  let line = first
  for (; line < to; line++) {
    const text = lines.line(line)
    if (text[0] !== '>') break
    if (text.length > 1 && text[1] !== ' ') unsupported()
  }
  if (line < to && !isBlank(lines.line(line))) unsupported()
  // a bare `>` last: micromark stretches the last block inside over it
  const last = lines.line(line - 1)
  if (isBlank(last.slice(Math.min(2, last.length)))) unsupported()
  const inner = lines.inner(first, line, (at) => Math.min(2, lines.end(at) - lines.start(at)))
  const node: Blockquote = {
    type: 'blockquote',
    children: blocks(inner, first, line) as Blockquote['children'],
    position: lines.source.position(lines.start(first), lines.end(line - 1)),
  }
  return { node, next: line }
}
