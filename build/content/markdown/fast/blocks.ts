import type { Code, Heading, Paragraph, RootContent } from 'mdast'
import { readComponent } from './components'
import { container } from './container'
import { htmlBlock } from './html-block'
import { labelReader, parseInline } from './inline'
import type { Lines } from './lines'
import { BULLET, list, ORDERED } from './list'
import { blockQuote } from './quote'
import { isBlank, unsupported } from './source'
import { readTable } from './table'

const HEADING = /^(#{1,6}) (?=\S)/
const FENCE = /^(`{3,}|~{3,})(.*)$/
/** Paragraph lines that could be, or start, something the fast parser leaves to micromark. */
const PARAGRAPH_START_UNSUPPORTED = /^(?:[\-+=~_]|\*(?:\*\*| |$)|\[[^\]]*\]:|\d{1,9}[.)])/
const CONTINUATION_UNSUPPORTED = /^(?:[ \t#\-+=~_<:|]|\*(?:\*\*| |$)|\[[^\]]*\]:|\d{1,9}[.)])/
/** Lines that end a paragraph and start the next block. */
const INTERRUPT = /^(?:#{1,6} |```|~~~|[-*+] \S|1\. \S|>)/

/**
 * The blocks of lines `from`–`to` (0-based, `to` excluded) of a page, block quote or list item:
 * ATX headings, paragraphs, fenced code, lists (list.ts), block quotes (quote.ts), GFM tables,
 * HTML blocks (html-block.ts), and on the page itself MDC containers with their props and slots
 * (container.ts) and one-line text components. Anything else (indented lines, setext headings,
 * thematic breaks, lazy lines, …) goes to micromark.
 */
export function parseBlocks(lines: Lines, from: number, to: number): RootContent[] {
  const blocks: RootContent[] = []
  for (let line = from; line < to;) {
    const text = lines.line(line)
    if (isBlank(text)) {
      line++
      continue
    }
    if (text.endsWith(' ') || text[0] === ' ' || text.includes('\t')) unsupported()
    const { node, next } = readBlock(lines, line, to)
    blocks.push(node)
    line = next
  }
  return blocks
}

/** The block starting at `line` and the line after it. */
function readBlock(lines: Lines, line: number, to: number): { node: RootContent; next: number } {
  const text = lines.line(line)
  if (text[0] === '#') return { node: heading(lines, line), next: line + 1 }
  if (FENCE.test(text)) return fence(lines, line, to)
  if (text[0] === '>') return blockQuote(lines, line, to, parseBlocks)
  if (BULLET.test(text) || ORDERED.test(text)) return list(lines, line, to, parseBlocks)
  if (text[0] === '|') return readTable(lines, line, to)
  const html = text[0] === '<' ? htmlBlock(lines, line, to) : undefined
  if (html) return html
  // remark-mdc's block components inside a block quote or list item: left to micromark
  if (text[0] === ':' && lines.nested) unsupported()
  if (text.startsWith('::')) return container(lines, line, to, parseBlocks)
  const component = text[0] === ':' ? oneLineComponent(lines, line) : undefined
  if (component) return { node: component, next: line + 1 }
  return paragraph(lines, line, to)
}

function heading(lines: Lines, line: number): Heading {
  const text = lines.line(line)
  const marker = HEADING.exec(text) ?? unsupported()
  if (text.endsWith('#')) unsupported()
  const start = lines.start(line)
  const end = lines.end(line)
  const depth = marker[1]!.length as Heading['depth']
  const children = parseInline(lines, start + depth + 1, end)
  return { type: 'heading', depth, children, position: lines.source.position(start, end) }
}

/** A whole line that is one text component: remark-mdc's block form, no paragraph around it. */
function oneLineComponent(lines: Lines, line: number): RootContent | undefined {
  const end = lines.end(line)
  const component = readComponent(lines.source, lines.start(line), end, labelReader(lines, end))
  return component?.end === lines.end(line) ? (component.node as never) : undefined
}

/** A fenced code block closed by a bare fence of its marker, at least as long, before `to`. */
function fence(lines: Lines, first: number, to: number): { node: Code; next: number } {
  const match = FENCE.exec(lines.line(first))!
  const marker = match[1]!
  const info = match[2]!
  if ((marker[0] === '`' && info.includes('`')) || /^\s|\s$|[\\&]/.test(info)) unsupported()
  const run = `${marker[0] === '`' ? '`' : '~'}{${marker.length},}`
  const closing = new RegExp(`^${run}$`)
  // a closing fence indented or followed by spaces, or a bare `::` (a container's end?)
  const unclear = new RegExp(`^ {0,3}${run} *$|^:+\\s*$`)
  let line = first + 1
  for (; line < to; line++) {
    const text = lines.line(line)
    if (closing.test(text)) break
    if (unclear.test(text)) unsupported()
  }
  if (line >= to) unsupported()
  const space = info.indexOf(' ')
  const node: Code = {
    type: 'code',
    lang: info ? (space === -1 ? info : info.slice(0, space)) : null,
    meta: space === -1 ? null : info.slice(space).trimStart(),
    value: line > first + 1 ? lines.value(lines.start(first + 1), lines.end(line - 1)) : '',
    position: lines.source.position(lines.start(first), lines.end(line)),
  }
  return { node, next: line + 1 }
}

/** A paragraph's lines: up to a blank line, `to`, or a line that starts a heading, fence or list. */
function paragraph(lines: Lines, first: number, to: number): { node: Paragraph; next: number } {
  if (PARAGRAPH_START_UNSUPPORTED.test(lines.line(first))) unsupported()
  let line = first + 1
  for (; line < to; line++) {
    const text = lines.line(line)
    if (isBlank(text) || INTERRUPT.test(text)) break
    if (CONTINUATION_UNSUPPORTED.test(text) || text.endsWith(' ')) unsupported()
  }
  const start = lines.start(first)
  const end = lines.end(line - 1)
  const node: Paragraph = {
    type: 'paragraph',
    children: parseInline(lines, start, end),
    position: lines.source.position(start, end),
  }
  return { node, next: line }
}
