/**
 * Text helpers and limits of the search with no dependency, safe for the palette's browser chunk.
 * Consumers: tokenizer.ts, highlight.ts, query-words.ts, api.ts, the palette (src/components/search).
 * Literal text matching (escapeRegExp, createTextMatcher) lives in src/shared/text.ts.
 */

/** Runs of CJK script (Han, kana, Hangul); CJK punctuation is not included. */
export const CJK_RUN_RE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+/g

/** True when the text holds CJK characters. */
export function hasCjk(text: string): boolean {
  CJK_RUN_RE.lastIndex = 0
  return CJK_RUN_RE.test(text)
}

/** Overlapping character bigrams of a CJK run (`中文社区` → `中文`, `文社`, `社区`); a lone character stays. */
export function cjkBigrams(run: string): string[] {
  const chars = Array.from(run)
  if (chars.length < 2) return chars
  const grams: string[] = []
  for (let i = 0; i < chars.length - 1; i++) grams.push(chars[i]! + chars[i + 1]!)
  return grams
}

/** The most results a search answers and a palette group shows (spec 9: result limit 42). */
export const SEARCH_LIMIT = 42

/**
 * Longest query, in characters: `GET /api/search` answers 400 above it (api.ts) and the palette's
 * input does not accept more (`maxLength`).
 */
export const MAX_QUERY_LENGTH = 200
