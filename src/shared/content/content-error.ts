/**
 * A content problem an author must fix. The message always reads
 * `<file>:<line>: <rule>` so editors and terminals link straight to it.
 */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly rule: string
  ) {
    super(`${file}:${line}: ${rule}`)
    this.name = 'ContentError'
  }
}
