import type { Root } from 'mdast'
import type { Node, Parent } from 'unist'
import { ContentError } from '../../../src/shared/content/content-error'
import { MAX_BLOCK_NESTING, MAX_CONTAINER_BLOCKS, MAX_LIST_ITEMS, MAX_TREE_DEPTH } from '../limits'
import { fileLine, type SourceContext } from './components'
import { createInlineScan, type InlineScan } from './scan-inline'

/** An open list item: the column of its marker and of its content. */
interface ListItem {
  marker: number
  content: number
  /** False for a marker that cannot start an item there (`2.` inside a paragraph). */
  real: boolean
}

/** An open fenced code block: its lines are code, not markdown. */
interface Fence {
  marker: string
  length: number
  /** The shortest closing line: `marker` `length` times. */
  close: string
  quotes: number
  /** A line indented less than this leaves the list item holding the fence (and the fence). */
  minColumn: number
  components: number
}

/** A list marker at `lastIndex`: `-`, `+`, `*`, `1.`, `1)` before a space or the line end. */
const LIST_MARKER_RE = /(?:[-+*]|\d{1,9}[.)])(?=[ \t]|$)/y
/** An item that may interrupt a paragraph: a bullet or `1.` with text. */
const FIRST_ITEM_RE = /^(?:[-+*]|0*1[.)])[ \t]+\S/
/** A code fence; a backtick fence has no backtick after it (else it is inline code). */
const FENCE_RE = /^(`{3,}(?!.*`)|~{3,})/
const COMPONENT_OPEN_RE = /^:{2,}[A-Za-z]/
const COMPONENT_CLOSE_RE = /^:{2,}[ \t]*$/
const HEADING_RE = /^#{1,6}(?:[ \t]|$)/
const DELIMITER_CELL_RE = /^:?-+:?$/

/**
 * Checks a markdown body against the block and inline limits of `../limits.ts` BEFORE it is
 * parsed, in one linear pass over its lines, so that input the parser would recurse on or
 * take minutes over fails fast with `file:line`. Lines are read like CommonMark reads them
 * (blockquote and list markers, indentation of list items, fenced code, MDC component
 * fences, GFM table rows), but whenever a line is ambiguous it is scanned as markdown: the
 * scan may over-count, never under-count. Consumers: `compileMarkdown`.
 */
export function checkMarkdownLimits(markdown: string, source: SourceContext): void {
  const list: ListItem[] = []
  let fence: Fence | undefined
  let components = 0
  let previousQuotes = 0
  let blocks = 0
  let items = 0
  let table = false
  let header: number | undefined
  let inline: InlineScan = createInlineScan()
  const newBlock = () => {
    inline = createInlineScan()
    table = false
    header = undefined
  }
  let index = -1
  // made once, not per line: most lines pass every check
  const fail = (rule: string): never => {
    throw new ContentError(source.file, index + 1 + source.lineOffset, rule)
  }
  let quotes = 0
  const checkDepth = () => {
    const depth = quotes + list.length + components
    if (depth > MAX_BLOCK_NESTING)
      fail(
        `blockquotes, lists and components are nested ${depth} deep here; at most ${MAX_BLOCK_NESTING} levels are allowed: flatten the structure`
      )
  }
  for (const line of markdown.split(/\r\n|\r|\n/)) {
    index++
    const prefix = readPrefix(line)
    let { column, at } = prefix
    quotes = prefix.quotes
    const rest = line.slice(at)
    if (fence) {
      const closes =
        quotes < fence.quotes ||
        (rest !== '' && column < fence.minColumn) ||
        (fence.components > 0 && COMPONENT_CLOSE_RE.test(rest))
      if (!closes) {
        if (rest.startsWith(fence.close) && /^(.)\1*[ \t]*$/.test(rest)) fence = undefined
        previousQuotes = quotes
        continue
      }
      fence = undefined
    }
    if (quotes > previousQuotes) blocks += quotes - previousQuotes
    if (quotes !== previousQuotes) newBlock()
    previousQuotes = quotes
    if (rest === '') {
      newBlock()
      continue
    }
    // list items: close the ones this line is not indented into, open the ones it starts
    let closed: Set<number> | undefined
    while (list.length && list.at(-1)!.content > column) {
      const item = list.pop()!
      if (item.real) (closed ??= new Set()).add(item.marker)
    }
    // an item may interrupt a paragraph (not a table) as a sibling, a bullet or `1.`
    const real =
      table || inline.lines === 0 || closed?.has(column) === true || FIRST_ITEM_RE.test(rest)
    let markers = 0
    for (LIST_MARKER_RE.lastIndex = at; LIST_MARKER_RE.test(line);) {
      const width = LIST_MARKER_RE.lastIndex - at
      let spaces = 0
      for (at = LIST_MARKER_RE.lastIndex; line[at] === ' ' || line[at] === '\t'; at++) spaces++
      const content = column + width + (spaces >= 1 && spaces <= 4 ? spaces : 1)
      if (real && (markers > 0 || !closed?.has(column))) blocks++
      items++
      markers++
      list.push({ marker: column, content, real })
      column = content
      // a blockquote opened inside the item (`- > text`)
      for (; line[at] === '>'; at++) {
        quotes++
        if (real) blocks++
        while (line[at + 1] === ' ' || line[at + 1] === '\t') at++
      }
      checkDepth()
      LIST_MARKER_RE.lastIndex = at
    }
    const text = line.slice(at)
    if (COMPONENT_OPEN_RE.test(text)) components++
    checkDepth()
    if (items > MAX_LIST_ITEMS)
      fail(`more than ${MAX_LIST_ITEMS} list items in one page: split it into several pages`)
    if (blocks > MAX_CONTAINER_BLOCKS)
      fail(
        `more than ${MAX_CONTAINER_BLOCKS} separate blockquotes and lists in one page: merge them or split the page`
      )
    if (markers > 0 && real) newBlock()
    const fenceMarker = FENCE_RE.exec(text)?.[1]
    const containerColumn = Math.max(prefix.quoteEnd, list.at(-1)?.content ?? 0)
    if (fenceMarker && column - containerColumn < 4) {
      const minColumn = list.at(-1)?.content ?? 0
      const marker = fenceMarker[0]!
      const length = fenceMarker.length
      fence = { marker, length, close: marker.repeat(length), quotes, minColumn, components }
      newBlock()
      continue
    }
    if (COMPONENT_CLOSE_RE.test(text)) components = Math.max(0, components - 1)
    if (HEADING_RE.test(text)) {
      // an ATX heading is a paragraph of its own
      newBlock()
      inline.scan(text, fail)
      newBlock()
      continue
    }
    // a GFM table: header, delimiter row with as many cells, then one row per line
    if (!table && header !== undefined) {
      const cells = splitCells(text)
      table = cells.length === header && cells.every((cell) => DELIMITER_CELL_RE.test(cell))
    }
    if (!table)
      header = inline.lines === 0 && text.includes('|') ? splitCells(text).length : undefined
    if (table) inline = createInlineScan()
    inline.scan(text, fail)
  }
}

/**
 * Blockquote markers and indentation at the start of a line: how many `>`, the column of the
 * first other character (tabs to multiples of 4), the column after the last `>` and its
 * space, and the index of that character.
 */
function readPrefix(line: string): {
  quotes: number
  column: number
  quoteEnd: number
  at: number
} {
  let quotes = 0
  let column = 0
  let quoteEnd = 0
  let at = 0
  for (; at < line.length; at++) {
    const char = line[at]
    if (char === '>') {
      quotes++
      quoteEnd = ++column + 1
    } else if (char === ' ') column++
    else if (char === '\t') column += 4 - (column % 4)
    else break
  }
  return { quotes, column, quoteEnd, at }
}

/** Cells of a table row, trimmed: `|`-separated (escaped `\|` aside), outer pipes optional. */
function splitCells(row: string): string[] {
  const cells = row
    .trim()
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim())
  if (cells[0] === '') cells.shift()
  if (cells.length > 1 && cells.at(-1) === '') cells.pop()
  return cells
}

/**
 * After parsing, before the recursive steps (visitors, hast, sanitizer, React): fails when
 * the tree is deeper than {@link MAX_TREE_DEPTH}, walking it with an explicit stack.
 */
export function checkTreeDepth(tree: Root, source: SourceContext): void {
  // two stacks side by side, not a pair per node: the walk allocates nothing per node
  const nodes: Node[] = [tree]
  const depths: number[] = [0]
  while (nodes.length) {
    const node = nodes.pop()!
    const depth = depths.pop()!
    if (depth > MAX_TREE_DEPTH)
      throw new ContentError(
        source.file,
        fileLine(node, source),
        `the page nests elements more than ${MAX_TREE_DEPTH} deep here: flatten the structure`
      )
    const children = (node as Parent).children
    if (!children) continue
    for (const child of children) {
      nodes.push(child)
      depths.push(depth + 1)
    }
  }
}
