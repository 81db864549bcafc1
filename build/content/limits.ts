import { ContentError } from '../../src/shared/content/content-error'

/**
 * Size, depth and count limits of content sources, in one place. Each guards a parser that
 * would otherwise crash (recursion: "Maximum call stack size exceeded", the yaml library's
 * "Excessive alias count") or go quadratic on hostile input (micromark and its GFM extensions
 * walk back over every event of a paragraph or document for each closing bracket, emphasis
 * closer and closed container). They are checked by cheap linear scans BEFORE parsing, so a
 * hostile file fails in milliseconds with `file:line: rule`. Real pages sit far below them.
 * Consumers: `collect.ts` (file size), `frontmatter.ts` (YAML), `markdown/scan-limits.ts`.
 */

/** Bytes of one content file (markdown or yml); the largest page today is under 4 KB. */
export const MAX_SOURCE_BYTES = 128 * 1024

/**
 * `maxAliasCount` of the yaml library: how many times one anchor may be expanded through
 * `*alias` references, so a billion-laughs document fails instead of exhausting memory.
 */
export const MAX_YAML_ALIAS_COUNT = 100

/** Nesting of YAML mappings, sequences and flow collections (`[[[`...) in one document. */
export const MAX_YAML_NESTING = 32

/** Nesting of blockquotes, list items and block components (`::note` in `:::tabs`...). */
export const MAX_BLOCK_NESTING = 32

/**
 * Separate blockquotes and lists (not their items) in one markdown body: micromark's cost of
 * closing a container grows with the whole document, so thousands of them take minutes.
 */
export const MAX_CONTAINER_BLOCKS = 500

/** List items in one markdown body. */
export const MAX_LIST_ITEMS = 2_000

/**
 * Nesting of `[` (links, images, component labels) in one paragraph, table row or list item,
 * and length of one run of emphasis markers (`***…`).
 */
export const MAX_INLINE_NESTING = 32

/** `]` in one paragraph, table row or list item: each one makes GFM walk back the paragraph. */
export const MAX_PARAGRAPH_BRACKETS = 1_000

/**
 * Runs of emphasis markers (`*`, `_`, `~`) that may open or close emphasis, in one paragraph,
 * table row or list item: each closer walks back to its opener, so nested ones are quadratic.
 */
export const MAX_PARAGRAPH_EMPHASIS = 1_000

/**
 * Depth of the parsed markdown tree, checked (without recursion) before the recursive steps
 * that follow the parse: the last guard for nesting the scans above cannot see.
 */
export const MAX_TREE_DEPTH = 256

/** Fails when a content file is larger than {@link MAX_SOURCE_BYTES}. */
export function checkSourceSize(file: string, bytes: number): void {
  if (bytes <= MAX_SOURCE_BYTES) return
  const size = `${Math.ceil(bytes / 1024)} KB`
  throw new ContentError(
    file,
    1,
    `the file is ${size}; a content file may be at most ${MAX_SOURCE_BYTES / 1024} KB: split it into several pages or files`
  )
}

/**
 * Linear scan of a YAML text for nesting deeper than {@link MAX_YAML_NESTING}: indentation
 * levels and `- `/`? ` entries at line starts, and `[`/`{` that open a flow collection (at a
 * value position, or anywhere inside one). Quotes and comments are not told apart, so it can
 * only over-count: the yaml parser, which recurses per level, never sees a deeper document.
 */
export function checkYamlNesting(file: string, text: string, firstLine = 1): void {
  const indents: number[] = []
  let flow = 0
  for (const [index, line] of text.split(/\r\n|\r|\n/).entries()) {
    const fail = (what: string): never => {
      throw new ContentError(
        file,
        index + firstLine,
        `YAML ${what} nested more than ${MAX_YAML_NESTING} levels deep: flatten the data`
      )
    }
    const content = line.trimStart()
    if (content !== '') {
      const indent = line.length - content.length
      while (indents.length && indents.at(-1)! >= indent) indents.pop()
      indents.push(indent)
      const entries = ENTRY_MARKERS_RE.exec(content)![0]
      for (let at = 0; at < entries.length; at++) {
        if (entries[at] === '-' || entries[at] === '?') indents.push(indent + at + 1)
      }
      if (indents.length > MAX_YAML_NESTING) fail('mappings and sequences are')
    }
    let previous = ''
    for (const char of line) {
      if ((char === '[' || char === '{') && (flow > 0 || FLOW_START_AFTER.includes(previous))) {
        if (++flow > MAX_YAML_NESTING) fail('flow collections ("[", "{") are')
      } else if ((char === ']' || char === '}') && flow > 0) flow--
      if (char !== ' ' && char !== '\t') previous = char
    }
  }
}

/** `- `, `? ` entry markers at the start of a YAML line (`- - - x` nests three sequences). */
const ENTRY_MARKERS_RE = /^(?:[-?][ \t]+)*/
/** Characters after which `[` or `{` opens a flow collection ('' is the line start). */
const FLOW_START_AFTER = ['', ':', '-', '?', ',', '[', '{']
