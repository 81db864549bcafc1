import type { List, ListItem } from 'mdast'
import type { Lines, ReadBlocks } from './lines'
import { isBlank, unsupported } from './source'

/** A bullet list item's marker and the space after it, before its content. */
export const BULLET = /^([-*+]) (?=\S)/
/** An ordered list item's marker (`.` only) and the space after it, before its content. */
export const ORDERED = /^(\d{1,9})\. (?=\S)/
/** A GFM task item (`[ ]`, `[x]`): its `checked` is left to micromark. */
const TASK = /^\[[ xX]\](?:[ \t]|$)/
/** A thematic break, which a line of `-` or `*` with spaces between is rather than an item. */
const THEMATIC_BREAK = /^(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/

/**
 * A list from line `first`: items with the first one's marker (`-`, `*`, `+`, or `1.` with any
 * number), each its marker line and the lines under it indented by at least the marker's width
 * (one space after it), read as blocks (lists, block quotes, code inside). Blank lines between
 * items make the list loose (`spread`); a blank line then anything but another item ends it, as
 * does `to`. What CommonMark reads some other way goes to micromark: a lazy line (less indented,
 * no marker), a blank line inside an item (an indented line after it), another marker, an empty
 * item, a task item.
 */
export function list(
  lines: Lines,
  first: number,
  to: number,
  blocks: ReadBlocks
): { node: List; next: number } {
  const head = lines.line(first)
  const ordered = ORDERED.exec(head)
  const bullet = ordered ? undefined : head[0]
  if (ordered && ordered[1]!.length > 1 && ordered[1]!.startsWith('0')) unsupported()
  const sibling = (text: string) => {
    const marker = (ordered ? ORDERED : BULLET).exec(text)
    return marker && (ordered || marker[1] === bullet) ? marker : undefined
  }
  const children: ListItem[] = []
  let spread = false
  let line = first
  while (line < to) {
    const text = lines.line(line)
    const marker = sibling(text)
    if (!marker || THEMATIC_BREAK.test(text)) unsupported()
    const width = marker[0].length
    if (TASK.test(text.slice(width))) unsupported()
    const end = itemEnd(lines, line, to, width)
    children.push(item(lines, line, end, width, blocks))
    line = end
    let after = line
    while (after < to && isBlank(lines.line(after))) after++
    if (after === line) continue
    // in a block quote, micromark stretches the list over the blank lines (`>`) after it
    if (lines.nested) unsupported()
    // after blank lines: an indented line (the item goes on, loose) or another item (a loose list)
    if (after < to && lines.line(after)[0] === ' ') unsupported()
    if (after === to || !sibling(lines.line(after))) break
    spread = true
    line = after
  }
  const last = children.at(-1)!.position!.end.offset!
  const node: List = {
    type: 'list',
    ordered: Boolean(ordered),
    start: ordered ? Number(ordered[1]) : null,
    spread,
    children,
    position: lines.source.position(lines.start(first), last),
  }
  return { node, next: line }
}

/**
 * The line after the item whose marker is on `first`: the next line that is blank, or not
 * indented by `width` (a sibling's marker, or what micromark must judge).
 */
function itemEnd(lines: Lines, first: number, to: number, width: number): number {
  const indent = ' '.repeat(width)
  let line = first + 1
  for (; line < to; line++) {
    const text = lines.line(line)
    if (isBlank(text) || !text.startsWith(indent)) break
  }
  // indented, but less than the content: a lazy line, or indentation CommonMark reads otherwise
  if (line < to && lines.line(line)[0] === ' ' && !isBlank(lines.line(line))) unsupported()
  return line
}

/** The item of lines `first`–`end`, its content `width` characters in. */
function item(
  lines: Lines,
  first: number,
  end: number,
  width: number,
  blocks: ReadBlocks
): ListItem {
  const inner = lines.inner(first, end, () => width)
  return {
    type: 'listItem',
    spread: false,
    checked: null,
    children: blocks(inner, first, end) as ListItem['children'],
    position: lines.source.position(lines.start(first), lines.end(end - 1)),
  }
}
