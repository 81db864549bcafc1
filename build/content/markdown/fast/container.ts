import type { RootContent } from 'mdast'
import { readAttributes, type Attributes } from './attributes'
import { componentNode } from './components'
import type { Lines, ReadBlocks } from './lines'
import { readProps } from './props'
import { unsupported } from './source'

const CONTAINER = /^(:{2,})([a-z]+(?:-[a-z]+)*)(?=\{|$)/
const FENCE = /^(`{3,}|~{3,})/
/** A slot's line (`#title`): a `#` then a letter, as remark-mdc's section closing reads it. */
const SLOT = /^#[A-Za-z]/
const SLOT_NAME = /^#([A-Za-z][A-Za-z0-9_-]*)$/

/**
 * `::name{…}` to its bare `::` (the same number of colons), as remark-mdc's container component:
 * YAML props first (props.ts), then its content, split into slots at `#name` lines, each read
 * as blocks. Nested containers use more colons; fences inside are stepped over. A slot line
 * inside a nested container (remark-mdc gives it to the outer one) or a fence, a slot with
 * attributes or a name of other characters go to micromark.
 */
export function container(
  lines: Lines,
  first: number,
  to: number,
  blocks: ReadBlocks
): { node: RootContent; next: number } {
  const text = lines.line(first)
  const match = CONTAINER.exec(text) ?? unsupported()
  const [opening, colons, name] = [match[0], match[1]!, match[2]!]
  let attributes: Attributes = {}
  if (opening.length < text.length) {
    const read = readAttributes(text, opening.length)
    if (read.end !== text.length) unsupported()
    attributes = read.attributes
  }
  const props = first + 1 < to ? readProps(lines, first + 1, to) : undefined
  const contentStart = props?.next ?? first + 1
  const slots: number[] = []
  const nested: number[] = []
  let line = contentStart
  let fenceMarker = ''
  for (; line < to; line++) {
    const inner = lines.line(line)
    if (fenceMarker) {
      if (inner.startsWith(fenceMarker)) fenceMarker = ''
      else if (SLOT.test(inner)) unsupported()
      continue
    }
    if (inner === colons) break
    const fenceOpen = FENCE.exec(inner)
    if (fenceOpen) fenceMarker = fenceOpen[1]!
    else if (inner.startsWith('::')) {
      if (!inner.startsWith(`${colons}:`)) unsupported()
      const size = /^:*/.exec(inner)![0].length
      if (size < inner.length) nested.push(size)
      else if (nested.pop() !== size) unsupported()
    } else if (SLOT.test(inner)) {
      if (nested.length) unsupported()
      slots.push(line)
    }
  }
  if (line >= to || nested.length) unsupported()
  const end = lines.end(line)
  const children = [
    ...blocks(lines, contentStart, slots[0] ?? line),
    ...slots.flatMap((slot, n) => {
      const next = slots[n + 1]
      return section(
        lines,
        slot,
        next ?? line,
        next === undefined ? end : lines.start(next),
        blocks
      )
    }),
  ]
  const node = componentNode(
    'containerComponent',
    name,
    attributes,
    children,
    lines.source,
    lines.start(first),
    end,
    props?.fmAttributes
  )
  return { node: (props ? { ...node, rawData: props.rawData } : node) as never, next: line + 1 }
}

/**
 * The slot of line `slot` (`#name`) up to line `next`: remark-mdc's `componentContainerSection`
 * from after the `#` to `end` (the next slot's line, or the container's end), or, for
 * `#default`, its blocks alone (remark-mdc unwraps the default slot into the component).
 */
function section(
  lines: Lines,
  slot: number,
  next: number,
  end: number,
  blocks: ReadBlocks
): RootContent[] {
  const name = SLOT_NAME.exec(lines.line(slot))?.[1] ?? unsupported()
  const children = blocks(lines, slot + 1, next)
  if (name === 'default') return children
  const start = lines.start(slot) + 1
  return [
    {
      type: 'componentContainerSection',
      name,
      attributes: {},
      children,
      position: lines.source.position(start, end),
      data: { hName: 'component-slot', hProperties: { [`v-slot:${name}`]: '' } },
    } as never,
  ]
}
