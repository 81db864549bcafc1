import type { PhrasingContent, Text } from 'mdast'
import { readAttributes, type Attributes } from './attributes'
import { codeSpan, unescapePipe } from './code-span'
import { componentNode, readComponent } from './components'
import { pairRuns, readRun, type Run } from './emphasis'
import { htmlTagEnd } from './html-tag'
import type { Lines } from './lines'
import { readEscape, readReference } from './references'
import { unsupported } from './source'

/** Text from `start` to `end`: its value is that text's, unless decoded (an escape, a reference). */
type TextToken = { kind: 'text'; start: number; end: number; value?: string }
type Token = TextToken | { kind: 'node'; node: PhrasingContent } | Run

/** Characters the fast parser leaves to micromark wherever they appear in text. */
const UNSUPPORTED_CHARACTERS = new Set(['{', '}', '~', '|', '\r', '\t', '\0'])
/**
 * By ASCII code, 1 for a character {@link parseInline} acts on (or refuses): every other
 * character, and any outside ASCII, is plain text, stepped over by its code alone (a Set lookup
 * and a one-character string per character were most of the parser's time).
 */
const ACTIVE = new Uint8Array(128)
for (const character of [...UNSUPPORTED_CHARACTERS, ...'`\\&<*_[!:\n'])
  ACTIVE[character.charCodeAt(0)] = 1
/** What GFM autolink literals start from: such text goes to micromark. */
const AUTOLINK = /https?:\/\/|www\.|@/i
/**
 * `(destination "title")`: a destination of plain characters only. CommonMark ends a bare
 * destination at an ASCII control character (U+0000–U+001F, U+007F): such text is no link to
 * micromark, so it never matches here and the page goes there.
 */
const LINK_TAIL = /\(([^\s()<>\\&"'`\u0000-\u001f\u007f]+)(?: "([^"\\&\n]*)")?\)/y

/**
 * Finds the `]` closing link text from `at` (after the `[`), stepping over escapes and code
 * spans; -1 when there is none before `to` (the `[` is text).
 */
function linkTextEnd(text: string, at: number, to: number): number {
  for (let index = at; index < to; index++) {
    const character = text[index]!
    if (character === ']') return index
    if (character === '[') unsupported()
    if (character === '\\') index++
    else if (character === '<') {
      // a tag is one construct to micromark: a `]` in its attributes is not the link's end
      const tagEnd = htmlTagEnd(text, index)
      if (tagEnd !== -1 && /[[\]]/.test(text.slice(index, tagEnd))) unsupported()
    } else if (character === '`') {
      const span = codeSpan(text, index, to)
      // remark-mdc's span ends at a `]` in code, a link does not: micromark decides
      if (/[[\]]/.test(span.value)) unsupported()
      index = span.end - 1
    }
  }
  return -1
}

/**
 * The phrasing content of `start`–`end` of `lines` (a heading, a paragraph's lines, a table
 * cell, a link's text). `from`–`to` bound what emphasis looks at around its runs: the same
 * range, or the enclosing one for a link's text.
 */
export function parseInline(
  lines: Lines,
  start: number,
  end: number,
  from = start,
  to = end,
  inTable = false
): PhrasingContent[] {
  const source = lines.source
  const text = source.text
  const tokens: Token[] = []
  let textStart = start
  // the last line ending stepped over, and where the next line's content starts
  let newline = -1
  let content = -1
  const flush = (upTo: number) => {
    if (upTo <= textStart) return
    if (AUTOLINK.test(text.slice(textStart, upTo))) unsupported()
    // text that ends where a line's content starts ends at the line ending before it (the
    // `> ` or indentation between is the container's)
    tokens.push({ kind: 'text', start: textStart, end: upTo === content ? newline + 1 : upTo })
  }
  const push = (token: Token, at: number, next: number) => {
    flush(at)
    tokens.push(token)
    textStart = next
    return next
  }
  const decoded = (at: number, read: { value: string; end: number }) =>
    push({ kind: 'text', start: at, end: read.end, value: read.value }, at, read.end)
  for (let index = start; index < end;) {
    const code = text.charCodeAt(index)
    if (code > 127 || ACTIVE[code] === 0) {
      index++
      continue
    }
    const character = text[index]!
    if (UNSUPPORTED_CHARACTERS.has(character)) unsupported()
    if (character === '`') {
      const span = codeSpan(text, index, end)
      const node: Record<string, unknown> = {
        type: 'inlineCode',
        // in a table cell, `\|` in code is a pipe (mdast-util-gfm-table; `\\` stays two)
        value: inTable ? span.value.replace(/\\([\\|])/g, unescapePipe) : span.value,
        position: source.position(index, span.end),
      }
      let next = span.end
      // remark-mdc: `{…}` right after the code are its attributes (`\`x()\`{lang=ts}`)
      if (text[next] === '{') {
        const read = readAttributes(text, next)
        if (read.end > end || !Object.keys(read.attributes).length) unsupported()
        node.attributes = read.attributes
        next = read.end
      }
      index = push({ kind: 'node', node: node as unknown as PhrasingContent }, index, next)
    } else if (character === '\\') {
      // before a line ending: a hard break, left to micromark
      if (index + 1 < end && text[index + 1] === '\n') unsupported()
      const escape = readEscape(text, index, end)
      index = escape ? decoded(index, escape) : index + 1
    } else if (character === '&') {
      const reference = readReference(text, index, end)
      index = reference ? decoded(index, reference) : index + 1
    } else if (character === '<') {
      const tagEnd = htmlTagEnd(text, index)
      if (tagEnd === -1 || tagEnd > end) unsupported()
      const node = {
        type: 'html',
        value: text.slice(index, tagEnd),
        position: source.position(index, tagEnd),
      }
      index = push({ kind: 'node', node: node as PhrasingContent }, index, tagEnd)
    } else if (character === '*' || character === '_') {
      const run = readRun(text, index, from, to)
      index = push(run, index, run.end)
    } else if (character === '[' || (character === '!' && text[index + 1] === '[')) {
      const link = readLink(lines, index, end, from, to, inTable)
      // no node: the `[` (and `!`) are text, what follows them is read on
      index = link.node ? push({ kind: 'node', node: link.node }, index, link.end) : link.end
    } else if (character === ':') {
      // remark-mdc: a text component starts after nothing, a space or a line ending (`[`, `*`,
      // `_` and `(` too: those go to micromark)
      const before = index === start && from === start ? ' ' : text[index - 1]
      const component =
        before === ' ' || before === '\n'
          ? readComponent(source, index, end, labelReader(lines, end, inTable))
          : '[*_('.includes(before ?? ' ') && /[A-Za-z]/.test(text[index + 1] ?? '')
            ? unsupported()
            : undefined
      if (component)
        index = push({ kind: 'node', node: component.node as never }, index, component.end)
      else index++
    } else if (character === '\n') {
      // the next line's content, past a block quote's `> ` or a list item's indentation
      const next = lines.after(index)
      if (text[index - 1] === ' ' || text[next] === ' ') unsupported()
      newline = index
      index = content = next
    } else index++
  }
  flush(end)
  return build(lines, tokens, pairRuns(text, tokens), 0, tokens.length)
}

/**
 * Reads a text component's label (`:badge[New]`) from its `[`: its text on its own, as a span's,
 * up to the `]` before `end`; no `]` there goes to micromark.
 */
export function labelReader(lines: Lines, end: number, inTable = false) {
  return (open: number) => {
    const close = linkTextEnd(lines.source.text, open + 1, end)
    if (close === -1 || close - open > 999) unsupported()
    return {
      children: parseInline(lines, open + 1, close, open + 1, close, inTable),
      end: close + 1,
    }
  }
}

/**
 * What starts at `at`, a `[` or `![`: `[text](url "title")` or `![alt](url "title")`, or with
 * no `(` after the `]`, remark-mdc's span (`[text]`, a text component named `span`; `![alt]` is
 * text). A node and the offset after it, or only the offset up to which it is text. Reference
 * links, `[text][label]` and anything else after the `]` go to micromark.
 */
function readLink(
  lines: Lines,
  at: number,
  end: number,
  from: number,
  to: number,
  inTable: boolean
): { node?: PhrasingContent; end: number } {
  const source = lines.source
  const text = source.text
  const image = text[at] === '!'
  const open = image ? at + 1 : at
  if (text[open + 1] === '[') unsupported()
  const close = linkTextEnd(text, open + 1, end)
  if (close === -1) return { end: open + 1 }
  if (text[close + 1] !== '(') {
    if (source.mayDefine || text[close + 1] === '[' || close - open > 999) unsupported()
    if (image) return { end: open + 1 }
    // the span's text is read on its own: outside it counts as nothing for emphasis
    const children = parseInline(lines, open + 1, close, open + 1, close, inTable)
    let spanEnd = close + 1
    let attributes: Attributes = {}
    if (text[spanEnd] === '{') ({ attributes, end: spanEnd } = readAttributes(text, spanEnd))
    if (spanEnd > end) unsupported()
    // remark-mdc's span ends at its `]`, its attributes after it notwithstanding
    const span = componentNode('textComponent', 'span', attributes, children, source, at, close + 1)
    return { node: span as never, end: spanEnd }
  }
  LINK_TAIL.lastIndex = close + 1
  const tail = LINK_TAIL.exec(text)
  if (!tail || LINK_TAIL.lastIndex > end) unsupported()
  const children = parseInline(lines, open + 1, close, from, to, inTable)
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

/**
 * Nodes of tokens `from`–`to`: adjacent text merged (as mdast-util-from-markdown merges it),
 * paired runs as emphasis and strong. A text that reads as a GFM autolink literal once decoded
 * goes to micromark (its transform finds them in the text nodes).
 */
function build(
  lines: Lines,
  tokens: Token[],
  pairs: Map<number, number>,
  from: number,
  to: number
): PhrasingContent[] {
  const nodes: PhrasingContent[] = []
  let value = ''
  let textStart = -1
  let textEnd = -1
  const flush = () => {
    if (textStart === -1) return
    if (AUTOLINK.test(value)) unsupported()
    nodes.push({ type: 'text', value, position: lines.source.position(textStart, textEnd) })
    textStart = -1
    value = ''
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
      value +=
        token.kind === 'text' && token.value !== undefined
          ? token.value
          : lines.value(token.start, token.end)
      continue
    }
    flush()
    const end = (tokens[closer] as Run).end
    nodes.push({
      type: token.end - token.start === 2 ? 'strong' : 'emphasis',
      children: build(lines, tokens, pairs, index + 1, closer),
      position: lines.source.position(token.start, end),
    } as PhrasingContent)
    index = closer
  }
  flush()
  return nodes
}
