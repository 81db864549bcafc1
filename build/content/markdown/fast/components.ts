import { readAttributes, type Attributes } from './attributes'
import { unsupported, type Source } from './source'

const COMPONENT_NAME = /[a-z]+(?:-[a-z]+)*(?![A-Za-z0-9_-])/y

/**
 * remark-mdc's `bindData`: attributes and YAML props to the element's properties, strings as they
 * are, anything else (`true`, numbers, lists, maps) as JSON under a `:name`.
 */
function bindData(data: Record<string, unknown>): Record<string, string> {
  const properties: Record<string, string> = {}
  for (const [key, value] of Object.entries(data))
    if (key.startsWith(':') || typeof value === 'string') properties[key] = value as string
    else properties[`:${key}`] = JSON.stringify(value)
  return properties
}

/** An MDC component node as remark-mdc gives it (after its transform binds `data`). */
export function componentNode<Type extends string>(
  type: Type,
  name: string,
  attributes: Attributes,
  children: unknown[],
  source: Source,
  start: number,
  end: number,
  fmAttributes: Record<string, unknown> = {}
) {
  return {
    type,
    name,
    attributes,
    children,
    position: source.position(start, end),
    data: { hName: name, hProperties: bindData({ ...attributes, ...fmAttributes }) },
    fmAttributes,
  }
}

/** Reads a label's text from its `[` at `open`: its children and the offset after its `]`. */
export type ReadLabel = (open: number) => { children: unknown[]; end: number }

/**
 * Reads `:name`, `:name[label]`, `:name{…}` or `:name[label]{…}` at `at` (the colon), as
 * remark-mdc's text component; undefined when there is no name there. Names remark-mdc would
 * change go to micromark, as does a label when the caller reads none (`label` undefined).
 */
export function readComponent(source: Source, at: number, to: number, label?: ReadLabel) {
  const text = source.text
  COMPONENT_NAME.lastIndex = at + 1
  const match = COMPONENT_NAME.exec(text)
  if (!match) return /[A-Za-z]/.test(text[at + 1] ?? '') ? unsupported() : undefined
  let end = COMPONENT_NAME.lastIndex
  let children: unknown[] = []
  if (text[end] === '[') {
    if (!label) unsupported()
    ;({ children, end } = label(end))
  }
  let attributes: Attributes = {}
  if (text[end] === '{') ({ attributes, end } = readAttributes(text, end))
  if (end > to || text[end] === '[' || text[end] === ':' || text[end] === '{') unsupported()
  const node = componentNode('textComponent', match[0], attributes, children, source, at, end)
  return { node, end }
}
