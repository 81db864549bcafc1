import { parseFrontMatter } from 'remark-mdc'
import type { Lines } from './lines'
import { unsupported } from './source'

/** A line that would close remark-mdc's data section: dashes (and spaces), at least three. */
const DATA_SECTION_FENCE = /^-[- ]{2,}$/

/** A component's YAML props as remark-mdc keeps them: the raw text and the parsed values. */
export interface Props {
  /** From the line ending after the opening `---` to the end of the closing `---`. */
  rawData: string
  fmAttributes: Record<string, unknown>
  /** The line after the closing `---`. */
  next: number
}

/**
 * The YAML props block opening a container's content (`---` … `---` on the line after
 * `::name`), parsed by remark-mdc's own `parseFrontMatter` as its transform does; undefined when
 * line `first` opens none. A first line remark-mdc might take for a data section some other way
 * (`----`, `- - -`, leading spaces) and props with no closing `---` before `to` go to micromark.
 */
export function readProps(lines: Lines, first: number, to: number): Props | undefined {
  const text = lines.line(first)
  if (text[0] === ' ') unsupported()
  if (text !== '---') return DATA_SECTION_FENCE.test(text) ? unsupported() : undefined
  let line = first + 1
  for (; line < to; line++) {
    const yaml = lines.line(line)
    if (DATA_SECTION_FENCE.test(yaml)) break
    // micromark tokenizes the lines as a document first: a block quote there trips its own
    // development assertions (remark-mdc's data section), so such props are left to it
    if (yaml[0] === '>') unsupported()
  }
  if (line >= to || lines.line(line) !== '---') unsupported()
  const rawData = lines.value(lines.end(first), lines.end(line))
  // remark-mdc's getNodeData: the closing dashes off, the YAML between front-matter fences
  const yaml = rawData.replace(/\s-+$/, '')
  const { data } = parseFrontMatter(`---\n${yaml}\n---`)
  return { rawData, fmAttributes: data as Record<string, unknown>, next: line + 1 }
}
