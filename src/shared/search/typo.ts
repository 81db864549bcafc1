/**
 * Typo tolerance for the search (one edit). Orama's own `tolerance` walks its compressed
 * radix tree one character per edge and misses words behind a compressed edge
 * (`prerendring` never reaches `prerendering`), so the index keeps its vocabulary and a query
 * word that matches nothing is corrected against it here.
 */

/** Shortest query word that is corrected (shorter words have too many neighbours). */
export const TYPO_MIN_LENGTH = 4
/** Most corrections kept per word. */
const MAX_CORRECTIONS = 6

/**
 * True when `a` becomes `b` with at most one edit: insert, delete, substitute a character, or
 * swap two adjacent ones (`confgiuration` → `configuration`).
 */
export function isOneEditAway(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  let i = 0
  while (i < short.length && short[i] === long[i]) i++
  if (short.length === long.length) {
    if (short.slice(i + 1) === long.slice(i + 1)) return true
    return (
      short[i] === long[i + 1] &&
      short[i + 1] === long[i] &&
      short.slice(i + 2) === long.slice(i + 2)
    )
  }
  return short.slice(i) === long.slice(i + 1)
}

/**
 * Vocabulary words one edit away from `word`, either as whole words or as the start of a
 * longer word (the last word of a query is often half typed: `instalat` → `installation`).
 * Empty when `word` is short, or already a word or the start of one.
 */
export function findCorrections(word: string, vocabulary: readonly string[]): string[] {
  if (word.length < TYPO_MIN_LENGTH || vocabulary.some((known) => known.startsWith(word))) return []
  const found: string[] = []
  for (const known of vocabulary) {
    if (
      Math.abs(known.length - word.length) <= 1
        ? isOneEditAway(word, known)
        : isPrefixOneEditAway(word, known)
    )
      found.push(known)
  }
  return found.sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).slice(0, MAX_CORRECTIONS)
}

function isPrefixOneEditAway(word: string, known: string): boolean {
  if (known.length <= word.length) return false
  for (const length of [word.length - 1, word.length, word.length + 1]) {
    if (isOneEditAway(word, known.slice(0, length))) return true
  }
  return false
}
