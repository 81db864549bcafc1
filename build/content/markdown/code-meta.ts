/** Fence info of a code block: ```ts [aster.config.ts] {2,4-5} */
export interface CodeInfo {
  /** Lower-cased language, when it is a plain identifier (`ts`, `c++`, `shell`). */
  language?: string
  /** The `[label]`: a filename, or a tab label in a code group (`[pnpm]`). */
  filename?: string
  /** Highlighted lines as written: `2,4-5`. */
  highlights?: string
}

const FILENAME_RE = /\[([^\]]+)\]/
const HIGHLIGHTS_RE = /\{([\d\s,-]+)\}/
const LANGUAGE_RE = /^[a-z0-9][a-z0-9+#.-]*$/
const RANGE_RE = /^(\d+)(?:-(\d+))?$/
/** Upper bound of a highlight range, so `{1-99999999}` cannot allocate a huge set. */
const MAX_LINE = 10_000

/** Reads language, `[filename]` and `{highlights}` from a fence's `lang` and `meta`. */
export function parseCodeInfo(
  lang: string | null | undefined,
  meta: string | null | undefined
): CodeInfo {
  let info = `${lang ?? ''} ${meta ?? ''}`.trim()
  const result: CodeInfo = {}
  const filename = FILENAME_RE.exec(info)
  if (filename) {
    result.filename = filename[1]!.trim()
    info = info.replace(filename[0], ' ')
  }
  const highlights = HIGHLIGHTS_RE.exec(info)
  if (highlights) {
    result.highlights = highlights[1]!.replace(/\s+/g, '')
    info = info.replace(highlights[0], ' ')
  }
  const language = info.trim().split(/\s+/)[0]?.toLowerCase()
  if (language && LANGUAGE_RE.test(language)) result.language = language
  return result
}

/** `2,4-5` → {2, 4, 5}. Malformed parts are ignored. */
export function parseHighlights(spec: string | undefined): Set<number> {
  const lines = new Set<number>()
  for (const part of spec?.split(',') ?? []) {
    const range = RANGE_RE.exec(part.trim())
    if (!range) continue
    const start = Number(range[1])
    const end = Math.min(Number(range[2] ?? range[1]), start + MAX_LINE)
    for (let line = start; line <= end; line++) lines.add(line)
  }
  return lines
}
