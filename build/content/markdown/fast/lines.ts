import type { RootContent } from 'mdast'
import type { Source } from './source'

/**
 * Reads lines `from`–`to` of a view as blocks (blocks.ts `parseBlocks`): handed to the readers
 * of containers (a list item, a block quote) so they do not import it back.
 */
export type ReadBlocks = (lines: Lines, from: number, to: number) => RootContent[]

/**
 * The lines of one container's content: the page itself, a block quote or a list item. Each
 * line is the source's line from where the container's content starts on it (past its `> ` or
 * its item's indentation), so the blocks inside read as at the top of a page. Offsets stay the
 * source's (positions need nothing else); a text that runs over lines drops the prefixes
 * between them ({@link Lines.value}), as micromark's text does.
 */
export class Lines {
  private constructor(
    readonly source: Source,
    /** The first line of `starts`; the lines before and after it are not this view's. */
    private readonly first: number,
    /** Each line's content start, or none: the page's own lines. */
    private readonly starts: readonly number[] | undefined
  ) {}

  /** The page's own lines. */
  static of(source: Source): Lines {
    return new Lines(source, 0, undefined)
  }

  /** Whether these are a block quote's or a list item's lines, not the page's. */
  get nested(): boolean {
    return this.starts !== undefined
  }

  /** Offset of line `index`'s content. */
  start(index: number): number {
    return this.starts ? this.starts[index - this.first]! : this.source.start(index)
  }

  /** Offset of line `index`'s end (its `\n`, or the text's end). */
  end(index: number): number {
    return this.source.end(index)
  }

  /** The content of line `index`, without its line ending. */
  line(index: number): string {
    return this.source.text.slice(this.start(index), this.end(index))
  }

  /**
   * The content of lines `from`–`to` one level down: each line from `skip(line)` characters
   * further (at most to its end: an empty line inside a list item has no indentation).
   */
  inner(from: number, to: number, skip: (line: number) => number): Lines {
    const starts: number[] = []
    for (let line = from; line < to; line++)
      starts.push(Math.min(this.start(line) + skip(line), this.end(line)))
    return new Lines(this.source, from, starts)
  }

  /** Where text goes on after the line ending at `newline`: the next line's content. */
  after(newline: number): number {
    return this.starts ? this.start(this.source.lineOf(newline) + 1) : newline + 1
  }

  /** The text of `start`–`end` as its node's value: the prefixes of the lines it runs over left out. */
  value(start: number, end: number): string {
    const text = this.source.text
    if (!this.starts) return text.slice(start, end)
    let value = ''
    let at = start
    for (let newline = text.indexOf('\n', at); newline !== -1 && newline < end;) {
      value += text.slice(at, newline + 1)
      at = this.after(newline)
      newline = text.indexOf('\n', at)
    }
    return value + text.slice(at, end)
  }
}
