import { lastStartAtOrBefore } from '../../../../src/shared/partition-point'
import type { Point, Position } from 'unist'

/**
 * Thrown by the fast parser at the first construct it does not read itself: the page then goes
 * to micromark, which reads all of CommonMark, GFM and MDC. Never escapes {@link fastParse}.
 */
export class Unsupported extends Error {}

/** Gives up on the page (see {@link Unsupported}). */
export function unsupported(): never {
  throw new Unsupported()
}

/**
 * True for a blank line: nothing but spaces and tabs, as CommonMark counts one. A line of other
 * Unicode spaces (U+00A0, U+2003, U+3000, …) is blank to `String.prototype.trim` but a paragraph
 * to micromark: the page goes to micromark rather than guess.
 */
export function isBlank(line: string): boolean {
  if (/^[ \t]*$/.test(line)) return true
  if (!line.trim()) unsupported()
  return false
}

/** A markdown body with its line starts: offsets to unist points and positions. */
export class Source {
  /** Offset of the first character of each line. */
  readonly lineStarts: number[] = [0]
  /** Offset of each line's end (its `\n`, or the text's length for the last line). */
  readonly lineEnds: number[] = []

  constructor(readonly text: string) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
      this.lineEnds.push(at)
      this.lineStarts.push(at + 1)
    }
    this.lineEnds.push(text.length)
  }

  private defines: boolean | undefined

  /**
   * Whether the text may define a link reference (`[label]: url`, a footnote's `[^x]: …`):
   * without one, a `[…]` that is not followed by `(` is text.
   */
  get mayDefine(): boolean {
    return (this.defines ??= this.text.includes(']:'))
  }

  /** Number of lines (a final `\n` starts one more, empty line). */
  get lineCount(): number {
    return this.lineStarts.length
  }

  /** Offset of line `index`'s first character (0-based lines). */
  start(index: number): number {
    return this.lineStarts[index]!
  }

  /** Offset of line `index`'s end: its `\n`, or the text's end. */
  end(index: number): number {
    return this.lineEnds[index]!
  }

  /** The text of line `index`, without its line ending. */
  line(index: number): string {
    return this.text.slice(this.start(index), this.end(index))
  }

  /** The 0-based line of an offset. */
  lineOf(offset: number): number {
    const starts = this.lineStarts
    return lastStartAtOrBefore(starts.length, (n) => starts[n]! <= offset)
  }

  /** The unist point of an offset (lines and columns count from 1). */
  point(offset: number): Point {
    const line = this.lineOf(offset)
    return { line: line + 1, column: offset - this.lineStarts[line]! + 1, offset }
  }

  /** The unist position from one offset to another. */
  position(start: number, end: number): Position {
    return { start: this.point(start), end: this.point(end) }
  }
}
