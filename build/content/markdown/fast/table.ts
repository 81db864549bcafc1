import type { AlignType, Table, TableCell, TableRow } from 'mdast'
import { parseInline } from './inline'
import type { Lines } from './lines'
import { isBlank, unsupported } from './source'

const DELIMITER_ROW = /^\|(?: *:?-+:? *\|)+$/
const ROW = /^\|.*\|$/

/**
 * Offsets of the `|` that part cells in a row (the first is 0, the last the row's end − 1):
 * not an escaped one (`\|`, also inside code), as GFM reads a row.
 */
function pipes(row: string): number[] {
  const found: number[] = []
  for (let index = 0; index < row.length; index++) {
    const character = row[index]
    if (character === '\\' && (row[index + 1] === '|' || row[index + 1] === '\\')) index++
    else if (character === '|') found.push(index)
  }
  return found
}

/** One row's cells: each from its `|` to the next (the last one takes its closing `|` too). */
function readRow(lines: Lines, line: number, cells: number): TableRow {
  const source = lines.source
  const start = lines.start(line)
  const row = lines.line(line)
  if (!ROW.test(row)) unsupported()
  const at = pipes(row)
  if (at.length !== cells + 1) unsupported()
  const children: TableCell[] = []
  for (let cell = 0; cell < cells; cell++) {
    const pipe = start + at[cell]!
    const next = start + at[cell + 1]!
    let from = pipe + 1
    let to = next
    while (from < to && source.text[from] === ' ') from++
    while (to > from && source.text[to - 1] === ' ') to--
    const end = next + (cell === cells - 1 ? 1 : 0)
    children.push({
      type: 'tableCell',
      children: parseInline(lines, from, to, from, to, true),
      position: source.position(pipe, end),
    })
  }
  return { type: 'tableRow', children, position: source.position(start, start + row.length) }
}

/**
 * The GFM table from line `first` (its head row) to a blank line or `to`: rows that start and
 * end with `|`, all with the head's number of cells, no escaped pipes. Returns it and the line
 * after it.
 */
export function readTable(lines: Lines, first: number, to: number): { node: Table; next: number } {
  const delimiter = first + 1 < to ? lines.line(first + 1) : ''
  if (!DELIMITER_ROW.test(delimiter)) unsupported()
  const align: AlignType[] = delimiter
    .slice(1, -1)
    .split('|')
    .map((cell) => {
      const trimmed = cell.trim()
      const left = trimmed.startsWith(':')
      const right = trimmed.endsWith(':')
      return left && right ? 'center' : left ? 'left' : right ? 'right' : null
    })
  const rows = [readRow(lines, first, align.length)]
  let line = first + 2
  while (line < to && !isBlank(lines.line(line)) && !/^:+$/.test(lines.line(line)))
    rows.push(readRow(lines, line++, align.length))
  const end = lines.end(line - 1)
  const node: Table = {
    type: 'table',
    align,
    children: rows,
    position: lines.source.position(lines.start(first), end),
  }
  return { node, next: line }
}
