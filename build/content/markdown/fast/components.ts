import { readAttributes, type Attributes } from './attributes'
import { unsupported, type Source } from './source'

const COMPONENT_NAME = /[a-z]+(?:-[a-z]+)*(?![A-Za-z0-9_-])/y

/** An MDC component node as remark-mdc gives it (after its transform binds `data`). */
export function componentNode<Type extends string>(
  type: Type,
  name: string,
  attributes: Attributes,
  children: unknown[],
  source: Source,
  start: number,
  end: number
) {
  const hProperties: Record<string, string> = {}
  for (const [key, value] of Object.entries(attributes))
    if (value === true) hProperties[`:${key}`] = 'true'
    else hProperties[key] = value
  return {
    type,
    name,
    attributes,
    children,
    position: source.position(start, end),
    data: { hName: name, hProperties },
    fmAttributes: {},
  }
}

/**
 * Reads `:name` or `:name{…}` at `at` (the colon), as remark-mdc's text component; undefined
 * when there is no name there. Labels (`:name[…]`) and names remark-mdc would change go to micromark.
 */
export function readComponent(source: Source, at: number, to: number) {
  const text = source.text
  COMPONENT_NAME.lastIndex = at + 1
  const match = COMPONENT_NAME.exec(text)
  if (!match) return /[A-Za-z]/.test(text[at + 1] ?? '') ? unsupported() : undefined
  let end = COMPONENT_NAME.lastIndex
  let attributes: Attributes = {}
  if (text[end] === '{') ({ attributes, end } = readAttributes(text, end))
  if (end > to || text[end] === '[' || text[end] === ':') unsupported()
  return { node: componentNode('textComponent', match[0], attributes, [], source, at, end), end }
}
