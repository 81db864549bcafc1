import type { PhrasingContent, Text } from 'mdast'
import { readAttributes, type Attributes } from './attributes'
import { pairRuns, readRun, type Run } from './emphasis'
import { unsupported, type Source } from './source'

type Token =
  { kind: 'text'; start: number; end: number } | { kind: 'node'; node: PhrasingContent } | Run

/** Characters the fast parser leaves to micromark wherever they appear in text. */
const UNSUPPORTED_CHARACTERS = new Set(['\\', '&', '<', '{', '}', '~', '|', ']', '\r', '\t', '\0'])
/** What GFM autolink literals start from: such text goes to micromark. */
const AUTOLINK = /https?:\/\/|www\.|@/i
const COMPONENT_NAME = /[a-z]+(?:-[a-z]+)*(?![A-Za-z0-9_-])/y
/**
 * `(destination "title")`: a destination of plain characters only. CommonMark ends a bare
 * destination at an ASCII control character (U+0000–U+001F, U+007F): such text is no link to
 * micromark, so it never matches here and the page goes there.
 */
const LINK_TAIL = /\(([^\s()<>\\&"'`\u0000-\u001f\u007f]+)(?: "([^"\\&\n]*)")?\)/y

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

/** `\|` → `|`; an escaped backslash is kept as it is (it still cannot escape a pipe). */
const unescapePipe = (escaped: string, character: string) => (character === '|' ? '|' : escaped)

/** Finds the `]` closing link text from `at` (after the `[`), stepping over code spans. */
function linkTextEnd(text: string, at: number, to: number): number {
  for (let index = at; index < to; index++) {
    const character = text[index]!
    if (character === ']') return index
    if (character === '[' || character === '\\') unsupported()
    if (character === '`') index = codeSpan(text, index, to).end - 1
  }
  return unsupported()
}

/** The code span at `at` (a backtick run) and its end; micromark when it is not closed. */
function codeSpan(text: string, at: number, to: number): { value: string; end: number } {
  let open = at
  while (text[open] === '`') open++
  const size = open - at
  for (let search = open; ;) {
    const found = text.indexOf('`', search)
    if (found === -1 || found >= to) unsupported()
    let close = found
    while (text[close] === '`') close++
    if (close - found === size) {
      let value = text.slice(open, found)
      if (value.includes('\n')) unsupported()
      // one space off each end unless it is all spaces (U+0020 only: CommonMark, not trim())
      if (value.length > 2 && value[0] === ' ' && value.at(-1) === ' ' && /[^ ]/.test(value))
        value = value.slice(1, -1)
      return { value, end: close }
    }
    search = close
  }
}

/**
 * The phrasing content of `start`–`end` (a heading, a paragraph's lines, a table cell, a link's
 * text). `from`–`to` bound what emphasis looks at around its runs: the same range, or the
 * enclosing one for a link's text.
 */
export function parseInline(
  source: Source,
  start: number,
  end: number,
  from = start,
  to = end,
  inTable = false
): PhrasingContent[] {
  const text = source.text
  const tokens: Token[] = []
  let textStart = start
  const flush = (upTo: number) => {
    if (upTo <= textStart) return
    if (AUTOLINK.test(text.slice(textStart, upTo))) unsupported()
    tokens.push({ kind: 'text', start: textStart, end: upTo })
  }
  const push = (token: Token, at: number, next: number) => {
    flush(at)
    tokens.push(token)
    textStart = next
    return next
  }
  for (let index = start; index < end;) {
    const character = text[index]!
    if (UNSUPPORTED_CHARACTERS.has(character)) unsupported()
    if (character === '`') {
      const span = codeSpan(text, index, end)
      const node = {
        type: 'inlineCode',
        // in a table cell, `\|` in code is a pipe (mdast-util-gfm-table; `\\` stays two)
        value: inTable ? span.value.replace(/\\([\\|])/g, unescapePipe) : span.value,
        position: source.position(index, span.end),
      }
      index = push({ kind: 'node', node: node as PhrasingContent }, index, span.end)
    } else if (character === '*' || character === '_') {
      const run = readRun(text, index, from, to)
      index = push(run, index, run.end)
    } else if (character === '[' || (character === '!' && text[index + 1] === '[')) {
      const link = readLink(source, index, end, from, to, inTable)
      index = push({ kind: 'node', node: link.node }, index, link.end)
    } else if (character === ':') {
      // remark-mdc: a text component starts after nothing, a space or a line ending (`[`, `*`,
      // `_` and `(` too: those go to micromark)
      const before = index === start && from === start ? ' ' : text[index - 1]
      const component =
        before === ' ' || before === '\n'
          ? readComponent(source, index, end)
          : '[*_('.includes(before ?? ' ') && /[A-Za-z]/.test(text[index + 1] ?? '')
            ? unsupported()
            : undefined
      if (component)
        index = push({ kind: 'node', node: component.node as never }, index, component.end)
      else index++
    } else if (character === '\n') {
      if (text[index - 1] === ' ' || text[index + 1] === ' ') unsupported()
      index++
    } else index++
  }
  flush(end)
  return build(source, tokens, pairRuns(text, tokens), 0, tokens.length)
}

/** `[text](url "title")` or `![alt](url "title")` at `at`; references and spans go to micromark. */
function readLink(
  source: Source,
  at: number,
  end: number,
  from: number,
  to: number,
  inTable: boolean
) {
  const text = source.text
  const image = text[at] === '!'
  const open = image ? at + 1 : at
  const close = linkTextEnd(text, open + 1, end)
  LINK_TAIL.lastIndex = close + 1
  const tail = LINK_TAIL.exec(text)
  if (!tail || LINK_TAIL.lastIndex > end) unsupported()
  const children = parseInline(source, open + 1, close, from, to, inTable)
  const position = source.position(at, LINK_TAIL.lastIndex)
  const title = tail[2] ?? null
  if (!image)
    return {
      node: { type: 'link', title, url: tail[1], children, position } as PhrasingContent,
      end: LINK_TAIL.lastIndex,
    }
  if (children.some((child) => child.type !== 'text')) unsupported()
  const alt = children.map((child) => (child as Text).value).join('')
  return {
    node: { type: 'image', title, url: tail[1], alt, position } as PhrasingContent,
    end: LINK_TAIL.lastIndex,
  }
}

/** Nodes of tokens `from`–`to`: adjacent text merged, paired runs as emphasis and strong. */
function build(
  source: Source,
  tokens: Token[],
  pairs: Map<number, number>,
  from: number,
  to: number
): PhrasingContent[] {
  const nodes: PhrasingContent[] = []
  let textStart = -1
  let textEnd = -1
  const flush = () => {
    if (textStart === -1) return
    const value = source.text.slice(textStart, textEnd)
    nodes.push({ type: 'text', value, position: source.position(textStart, textEnd) })
    textStart = -1
  }
  for (let index = from; index < to; index++) {
    const token = tokens[index]!
    if (token.kind === 'node') {
      flush()
      nodes.push(token.node)
      continue
    }
    const closer = pairs.get(index)
    if (token.kind === 'text' || closer === undefined) {
      if (textStart === -1) textStart = token.start
      textEnd = token.end
      continue
    }
    flush()
    const end = (tokens[closer] as Run).end
    nodes.push({
      type: token.end - token.start === 2 ? 'strong' : 'emphasis',
      children: build(source, tokens, pairs, index + 1, closer),
      position: source.position(token.start, end),
    } as PhrasingContent)
    index = closer
  }
  flush()
  return nodes
}
