/** Fence info of a code block: ```ts [aster.config.ts] {2,4-5} */
export interface CodeInfo {
  /** Lower-cased language, when it is a plain identifier (`ts`, `c++`, `shell`). */
  language?: string
  /** The `[label]`: a filename, or a tab label in a code group (`[pnpm]`). */
  filename?: string
  /** Highlighted lines as written: `2,4-5`. */
  highlights?: string
}

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
  const label = findLabel(info)
  if (label) {
    if (label.text.trim()) result.filename = label.text.trim()
    info = `${info.slice(0, label.start)} ${info.slice(label.end)}`
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

/**
 * The first non-empty `[label]` of a fence's info, by one linear scan. Brackets nest, so
 * `[app/[[slug]].tsx]` is whole. `\[`, `\]` and `\\` escape a bracket or a backslash: an escaped
 * `]` is text and never ends the label (it does pair with an open inner `[`, so the raw
 * `[pages/[id\].vue]` reads `pages/[id].vue`); any other backslash is text (`[a\b]`). Markdown
 * has already removed one level of backslashes from the info string. An unclosed label is none.
 */
function findLabel(info: string): { start: number; end: number; text: string } | undefined {
  let start = -1
  let depth = 0
  let text = ''
  for (let i = 0; i < info.length; i++) {
    const char = info[i]!
    if (start < 0) {
      if (char === '[') [start, depth, text] = [i, 1, '']
      continue
    }
    const next = info[i + 1]
    if (char === '\\' && (next === '[' || next === ']' || next === '\\')) {
      if (next === ']' && depth > 1) depth--
      text += next
      i++
    } else if (char === '[') {
      depth++
      text += char
    } else if (char === ']' && --depth === 0) {
      if (text) return { start, end: i + 1, text }
      start = -1
    } else text += char
  }
  return undefined
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
