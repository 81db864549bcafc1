import type { Root } from 'mdast'
import { parseBlocks } from './blocks'
import { Lines } from './lines'
import { Source, Unsupported } from './source'

/**
 * The markdown's tree when every construct in it is one the fast parser reads (see
 * {@link parseBlocks}): the very tree remark (micromark, GFM, remark-mdc) gives, positions
 * included, in a single pass over the lines. Undefined otherwise: the caller then parses the page
 * with micromark. Most docs pages are headings, paragraphs, lists, code, tables and components;
 * micromark reads them at about 1.7 MB/s, this at many times that.
 */
export function fastParse(markdown: string): Root | undefined {
  if (/[\r\0]/.test(markdown)) return undefined
  const source = new Source(markdown)
  try {
    const children = parseBlocks(Lines.of(source), 0, source.lineCount)
    return { type: 'root', children, position: source.position(0, markdown.length) }
  } catch (error) {
    if (error instanceof Unsupported) return undefined
    throw error
  }
}
