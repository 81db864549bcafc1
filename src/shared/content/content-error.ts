/**
 * The classes of content problems, for the build report's per-class counts:
 * `frontmatter` (schema), `yaml` (syntax, aliases), `component` (unknown name, prop, slot),
 * `link` and `anchor` (link check), `slug` (file names, path clashes), `code` (fences),
 * `limit` (size and nesting limits), `translation` (a translation that does not fit its source),
 * `file` (anything else that stopped one file).
 */
export const CONTENT_ISSUE_CLASSES = [
  'frontmatter',
  'yaml',
  'navigation',
  'component',
  'link',
  'anchor',
  'slug',
  'code',
  'limit',
  'translation',
  'file',
] as const
export type ContentIssueClass = (typeof CONTENT_ISSUE_CLASSES)[number]

/** Where and how to fix a problem, beyond the rule itself. */
export interface ContentErrorDetail {
  /** 1-based column, when known. */
  column?: number
  /** Report class (defaults to `file`). */
  kind?: ContentIssueClass
  /** A fix-it hint: the nearest known name, the allowed keys. */
  hint?: string
}

/**
 * A content problem an author must fix. The message always reads
 * `<file>:<line>: <rule>` so editors and terminals link straight to it.
 */
export class ContentError extends Error {
  readonly column?: number
  readonly kind: ContentIssueClass
  readonly hint?: string
  constructor(
    readonly file: string,
    readonly line: number,
    readonly rule: string,
    detail: ContentErrorDetail = {}
  ) {
    super(`${file}:${line}${detail.column ? `:${detail.column}` : ''}: ${rule}`)
    this.name = 'ContentError'
    this.column = detail.column
    this.kind = detail.kind ?? 'file'
    this.hint = detail.hint
  }
}
