import type { Html } from 'mdast'
import { htmlBlockNames, htmlRawNames } from 'micromark-util-html-tag-name'
import { htmlTagEnd, tagName } from './html-tag'
import type { Lines } from './lines'
import { isBlank, unsupported } from './source'

const BLOCK_NAMES = new Set(htmlBlockNames)
const RAW_NAMES = new Set(htmlRawNames)
/** Kind 6's opening: `<name` or `</name` then a space, `>`, `/>` or the line's end. */
const BLOCK_OPENING = /^<\/?([A-Za-z][A-Za-z0-9]*)(?:[ >]|\/>|$)/

/**
 * The HTML block (CommonMark's HTML flow) starting at line `first`, a line starting with `<`,
 * as micromark's `html` node: a comment (kind 2) to the line with its `-->`, or a block-level
 * tag (kind 6: `<div>`, `</table>`, …) or a tag alone on its line (kind 7: `<img src="x">`) to
 * a blank line or `to`. Undefined when the line starts no HTML block (a paragraph, its tags
 * inline). Kinds 1, 3, 4 and 5 (`<script>`, `<?`, `<!X`, `<![CDATA[`), tabs and trailing spaces
 * in it, and HTML blocks inside a block quote or a list item go to micromark.
 */
export function htmlBlock(
  lines: Lines,
  first: number,
  to: number
): { node: Html; next: number } | undefined {
  const text = lines.line(first)
  if (text.startsWith('<!--')) return block(lines, first, commentEnd(lines, first, to))
  if (/^<[?!]/.test(text)) unsupported()
  const name = BLOCK_OPENING.exec(text)?.[1]?.toLowerCase()
  if (name && RAW_NAMES.has(name)) unsupported()
  if (name && BLOCK_NAMES.has(name)) return block(lines, first, blankEnd(lines, first, to))
  const tagEnd = htmlTagEnd(text, 0)
  if (tagEnd === -1 || text[1] === '!' || !/^ *$/.test(text.slice(tagEnd))) return undefined
  if (RAW_NAMES.has(tagName(text, 0))) unsupported()
  return block(lines, first, blankEnd(lines, first, to))
}

/** The line after the one holding the comment's `-->` (after its `<!--`). */
function commentEnd(lines: Lines, first: number, to: number): number {
  // `<!-->` and `<!--->` end where they start, to micromark: not read here
  if (/^<!--->?|^<!-->/.test(lines.line(first))) unsupported()
  for (let line = first; line < to; line++)
    if (lines.line(line).indexOf('-->', line === first ? 4 : 0) !== -1) return line + 1
  return unsupported()
}

/** The first blank line from `first`, or `to`. */
function blankEnd(lines: Lines, first: number, to: number): number {
  let line = first + 1
  while (line < to && !isBlank(lines.line(line))) line++
  return line
}

/** The `html` node of lines `first`–`next` (excluded). */
function block(lines: Lines, first: number, next: number): { node: Html; next: number } {
  if (lines.nested) unsupported()
  for (let line = first; line < next; line++) if (/[\t ]$|\t/.test(lines.line(line))) unsupported()
  const start = lines.start(first)
  const end = lines.end(next - 1)
  const node: Html = {
    type: 'html',
    value: lines.value(start, end),
    position: lines.source.position(start, end),
  }
  return { node, next }
}
