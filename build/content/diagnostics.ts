import {
  CONTENT_ISSUE_CLASSES,
  ContentError,
  type ContentIssueClass,
} from '../../src/shared/content/content-error'

/** One problem found in the content: an error fails the build, a warning is printed. */
export interface ContentIssue {
  severity: 'error' | 'warning'
  kind: ContentIssueClass
  /** Repo-relative file. */
  file: string
  line: number
  column?: number
  /** What is wrong. */
  message: string
  /** How to fix it (nearest known name, allowed keys), when the build knows. */
  hint?: string
}

/** What a compile step may report about one file without stopping. */
export interface FileReporter {
  error(line: number, kind: ContentIssueClass, message: string, hint?: string): void
  warn(line: number, kind: ContentIssueClass, message: string, hint?: string): void
}

/** Every issue of one build, in the order found. */
export class Diagnostics {
  readonly issues: ContentIssue[] = []

  add(issue: ContentIssue): void {
    this.issues.push(issue)
  }

  /** Records a thrown problem: a ContentError keeps its place, anything else is a `file` error. */
  addError(file: string, error: unknown): void {
    if (error instanceof ContentError) {
      this.add({
        severity: 'error',
        kind: error.kind,
        file: error.file,
        line: error.line,
        column: error.column,
        message: error.rule,
        hint: error.hint,
      })
      return
    }
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
    this.add({
      severity: 'error',
      kind: 'file',
      file,
      line: 1,
      message: `could not be built (${message}); simplify the file`,
    })
  }

  /** A reporter bound to one file. */
  reporter(file: string): FileReporter {
    const push =
      (severity: ContentIssue['severity']) =>
      (line: number, kind: ContentIssueClass, message: string, hint?: string) =>
        this.add({ severity, kind, file, line, message, ...(hint ? { hint } : {}) })
    return { error: push('error'), warn: push('warning') }
  }

  get errors(): ContentIssue[] {
    return this.issues.filter((issue) => issue.severity === 'error')
  }

  get warnings(): ContentIssue[] {
    return this.issues.filter((issue) => issue.severity === 'warning')
  }

  /** Counts per class and severity, classes in their documented order. */
  summary(): { kind: ContentIssueClass; errors: number; warnings: number }[] {
    return CONTENT_ISSUE_CLASSES.map((kind) => ({
      kind,
      errors: this.errors.filter((issue) => issue.kind === kind).length,
      warnings: this.warnings.filter((issue) => issue.kind === kind).length,
    })).filter((row) => row.errors || row.warnings)
  }

  /** The JSON report (`npm run build -- --report file.json`). */
  toJSON() {
    return {
      errors: this.errors.length,
      warnings: this.warnings.length,
      summary: this.summary(),
      files: groupByFile(sortIssues(this.issues)),
    }
  }

  /** The printed report: issues grouped by file, `file:line:col  kind  message`, then counts. */
  format(): string {
    const lines: string[] = []
    for (const { file, issues } of groupByFile(sortIssues(this.issues))) {
      lines.push(file)
      for (const issue of issues) {
        const at = `${issue.line}${issue.column ? `:${issue.column}` : ''}`
        const mark = issue.severity === 'error' ? 'error' : 'warning'
        lines.push(`  ${file}:${at}  ${mark} [${issue.kind}] ${issue.message}`)
        if (issue.hint) lines.push(`      hint: ${issue.hint}`)
      }
    }
    const counts = this.summary()
      .map(
        (row) => `${row.kind} ${row.errors}${row.warnings ? ` (+${row.warnings} warnings)` : ''}`
      )
      .join(', ')
    lines.push(
      `${this.errors.length} content error(s), ${this.warnings.length} warning(s)${counts ? `: ${counts}` : ''}`
    )
    return lines.join('\n')
  }
}

function sortIssues(issues: ContentIssue[]): ContentIssue[] {
  return [...issues].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || (a.column ?? 0) - (b.column ?? 0)
  )
}

function groupByFile(issues: ContentIssue[]): { file: string; issues: ContentIssue[] }[] {
  const groups = new Map<string, ContentIssue[]>()
  for (const issue of issues) {
    const list = groups.get(issue.file) ?? []
    list.push(issue)
    groups.set(issue.file, list)
  }
  return [...groups].map(([file, list]) => ({ file, issues: list }))
}

/** Thrown by the content step when any error was found; carries the whole report. */
export class ContentBuildError extends Error {
  constructor(readonly diagnostics: Diagnostics) {
    super(diagnostics.format())
    this.name = 'ContentBuildError'
  }
}
