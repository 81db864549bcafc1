/**
 * Literal, case-insensitive text matching, written once and free of dependencies (safe for any
 * browser chunk). Consumers: the modules directory filter (src/shared/modules/filter.ts), the
 * palette's module and hosting groups (src/shared/search/palette-filter.ts) and the search
 * highlight (src/shared/search/highlight.ts, escapeRegExp only).
 */

const REGEXP_SPECIAL_RE = /[.*+?^${}()|[\]\\]/g

/** Escapes regular-expression syntax so user text matches literally (`c++`, `(`, `.`). */
export function escapeRegExp(text: string): string {
  return text.replace(REGEXP_SPECIAL_RE, '\\$&')
}

/** Tells whether a text contains the term of a {@link createTextMatcher}. */
export type TextMatcher = (text: string) => boolean

/**
 * A matcher of texts that contain `term` (trimmed), ignoring case, regular-expression syntax
 * taken literally; null for a blank term (callers decide whether that matches all or nothing).
 * Build it once per term and test every field with it.
 */
export function createTextMatcher(term: string): TextMatcher | null {
  const trimmed = term.trim()
  if (!trimmed) return null
  const pattern = new RegExp(escapeRegExp(trimmed), 'i')
  return (text) => pattern.test(text)
}
