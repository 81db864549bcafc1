import type { Code, Heading, List, ListItem, Paragraph, RootContent } from 'mdast'
import { readAttributes, type Attributes } from './attributes'
import { componentNode, parseInline, readComponent } from './inline'
import { isBlank, unsupported, type Source } from './source'
import { readTable } from './table'

const HEADING = /^(#{1,6}) (?=\S)/
const FENCE = /^(`{3,}|~{3,})(.*)$/
const CONTAINER = /^(:{2,})([a-z]+(?:-[a-z]+)*)(?=\{|$)/
const BULLET = /^([-*+]) (?=\S)/
const ORDERED = /^(\d{1,9})\. (?=\S)/
/** Paragraph lines that could be, or start, something the fast parser leaves to micromark. */
const PARAGRAPH_START_UNSUPPORTED = /^(?:[>\-+=~_<]|\*(?:\*\*| |$)|\[[^\]]*\]:|\d{1,9}[.)])/
const CONTINUATION_UNSUPPORTED = /^(?:[ \t#>\-+=~_<:|]|\*(?:\*\*| |$)|\[[^\]]*\]:|\d{1,9}[.)])/
/** A list item's text that would make the item more than one paragraph. */
const ITEM_UNSUPPORTED = /^(?:[-*+](?: |$)|[#>:<|]|```|~~~|\d{1,9}[.)](?: |$)|\[[ xX]\] )/
/** Lines that end a paragraph and start the next block. */
const INTERRUPT = /^(?:#{1,6} |```|~~~|[-*+] \S|1\. \S)/

/**
 * The blocks of lines `from`–`to` (0-based, `to` excluded): ATX headings, paragraphs, fenced code,
 * tight one-line-item lists, GFM tables, MDC containers (`::name{…}` … `::`) and one-line text
 * components. Anything else (indented lines, block quotes, HTML, setext headings, thematic
 * breaks, loose or nested lists, slots, props) goes to micromark.
 */
export function parseBlocks(source: Source, from: number, to: number): RootContent[] {
  const blocks: RootContent[] = []
  for (let line = from; line < to;) {
    const text = source.line(line)
    if (isBlank(text)) {
      line++
      continue
    }
    if (text.endsWith(' ') || text[0] === ' ' || text.includes('\t')) unsupported()
    const { node, next } = readBlock(source, line, to)
    blocks.push(node)
    line = next
  }
  return blocks
}

/** The block starting at `line` and the line after it. */
function readBlock(source: Source, line: number, to: number): { node: RootContent; next: number } {
  const text = source.line(line)
  if (text[0] === '#') return { node: heading(source, line), next: line + 1 }
  if (FENCE.test(text)) return fence(source, line, to)
  if (text.startsWith('::')) return container(source, line, to)
  if (BULLET.test(text) || ORDERED.test(text)) return list(source, line, to)
  if (text[0] === '|') return readTable(source, line, to)
  const component = text[0] === ':' ? oneLineComponent(source, line) : undefined
  if (component) return { node: component, next: line + 1 }
  return paragraph(source, line, to)
}

function heading(source: Source, line: number): Heading {
  const text = source.line(line)
  const marker = HEADING.exec(text) ?? unsupported()
  if (text.endsWith('#')) unsupported()
  const start = source.start(line)
  const end = source.end(line)
  const depth = marker[1]!.length as Heading['depth']
  const children = parseInline(source, start + depth + 1, end)
  return { type: 'heading', depth, children, position: source.position(start, end) }
}

/** A whole line that is one text component: remark-mdc's block form, no paragraph around it. */
function oneLineComponent(source: Source, line: number): RootContent | undefined {
  const start = source.start(line)
  const component = readComponent(source, start, source.end(line))
  return component?.end === source.end(line) ? (component.node as never) : undefined
}

/** A fenced code block closed by a bare fence of its marker, at least as long, before `to`. */
function fence(source: Source, first: number, to: number): { node: Code; next: number } {
  const match = FENCE.exec(source.line(first))!
  const marker = match[1]!
  const info = match[2]!
  if ((marker[0] === '`' && info.includes('`')) || /^\s|\s$|[\\&]/.test(info)) unsupported()
  const run = `${marker[0] === '`' ? '`' : '~'}{${marker.length},}`
  const closing = new RegExp(`^${run}$`)
  // a closing fence indented or followed by spaces, or a bare `::` (a container's end?)
  const unclear = new RegExp(`^ {0,3}${run} *$|^:+\\s*$`)
  let line = first + 1
  for (; line < to; line++) {
    const text = source.line(line)
    if (closing.test(text)) break
    if (unclear.test(text)) unsupported()
  }
  if (line >= to) unsupported()
  const space = info.indexOf(' ')
  const node: Code = {
    type: 'code',
    lang: info ? (space === -1 ? info : info.slice(0, space)) : null,
    meta: space === -1 ? null : info.slice(space).trimStart(),
    value: line > first + 1 ? source.text.slice(source.start(first + 1), source.end(line - 1)) : '',
    position: source.position(source.start(first), source.end(line)),
  }
  return { node, next: line + 1 }
}

/**
 * `::name{…}` to its bare `::` (the same number of colons), its lines parsed as blocks. Nested
 * containers use more colons; fences inside are stepped over.
 */
function container(source: Source, first: number, to: number): { node: RootContent; next: number } {
  const text = source.line(first)
  const match = CONTAINER.exec(text) ?? unsupported()
  const [opening, colons, name] = [match[0], match[1]!, match[2]!]
  let attributes: Attributes = {}
  if (opening.length < text.length) {
    const read = readAttributes(text, opening.length)
    if (read.end !== text.length) unsupported()
    attributes = read.attributes
  }
  let line = first + 1
  let fenceMarker = ''
  for (; line < to; line++) {
    const inner = source.line(line)
    if (fenceMarker) {
      if (inner.startsWith(fenceMarker)) fenceMarker = ''
      continue
    }
    if (inner === colons) break
    const fenceOpen = FENCE.exec(inner)
    if (fenceOpen) fenceMarker = fenceOpen[1]!
    else if (inner.startsWith('::') && !inner.startsWith(`${colons}:`)) unsupported()
  }
  if (line >= to) unsupported()
  const children = parseBlocks(source, first + 1, line)
  const start = source.start(first)
  const node = componentNode(
    'containerComponent',
    name,
    attributes,
    children,
    source,
    start,
    source.end(line)
  )
  return { node: node as never, next: line + 1 }
}

/** A tight list of one-line items (one paragraph each), all with the first item's marker. */
function list(source: Source, first: number, to: number): { node: List; next: number } {
  const head = source.line(first)
  const ordered = ORDERED.exec(head)
  const bullet = ordered ? undefined : head[0]
  if (ordered && ordered[1]!.length > 1 && ordered[1]!.startsWith('0')) unsupported()
  const children: ListItem[] = []
  let line = first
  for (; line < to; line++) {
    const text = source.line(line)
    if (isBlank(text)) break
    const marker = ordered ? ORDERED.exec(text) : BULLET.exec(text)
    if (!marker || (bullet && marker[1] !== bullet)) unsupported()
    const content = text.slice(marker[0].length)
    if (ITEM_UNSUPPORTED.test(content) || text.endsWith(' ')) unsupported()
    const start = source.start(line)
    const end = source.end(line)
    const contentStart = start + marker[0].length
    const paragraph: Paragraph = {
      type: 'paragraph',
      children: parseInline(source, contentStart, end),
      position: source.position(contentStart, end),
    }
    children.push({
      type: 'listItem',
      spread: false,
      checked: null,
      children: [paragraph],
      position: source.position(start, end),
    })
  }
  // a blank line then another item would make the list loose
  let after = line
  while (after < to && isBlank(source.line(after))) after++
  if (after > line && after < to) {
    const marker = (ordered ? ORDERED : BULLET).exec(source.line(after))
    if (marker && (ordered || marker[1] === bullet)) unsupported()
  }
  const node: List = {
    type: 'list',
    ordered: Boolean(ordered),
    start: ordered ? Number(ordered[1]) : null,
    spread: false,
    children,
    position: source.position(source.start(first), source.end(line - 1)),
  }
  return { node, next: line }
}

/** A paragraph's lines: up to a blank line, `to`, or a line that starts a heading, fence or list. */
function paragraph(source: Source, first: number, to: number): { node: Paragraph; next: number } {
  if (PARAGRAPH_START_UNSUPPORTED.test(source.line(first))) unsupported()
  let line = first + 1
  for (; line < to; line++) {
    const text = source.line(line)
    if (isBlank(text) || INTERRUPT.test(text)) break
    if (CONTINUATION_UNSUPPORTED.test(text) || text.endsWith(' ')) unsupported()
  }
  const start = source.start(first)
  const end = source.end(line - 1)
  const node: Paragraph = {
    type: 'paragraph',
    children: parseInline(source, start, end),
    position: source.position(start, end),
  }
  return { node, next: line }
}
