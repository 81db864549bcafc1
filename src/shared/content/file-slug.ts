/**
 * URL segments of content file and folder names. Consumers: the content walk
 * (build/content/walk.ts: page paths, `redirectFrom`, slug clashes) and the author docs.
 * Pure: no Node or DOM imports.
 *
 * The rule, applied after the numeric order prefix (`02.`) is stripped:
 * - a name already made of `a-z`, `0-9` and `-` (starting with a letter or digit) is kept as is;
 * - otherwise camelCase is split into words (`useAsyncData` → `use-async-data`, an acronym stays
 *   one word: `HTMLParser` → `html-parser`), accents are removed (NFKD: `café` → `cafe`, plus
 *   `ß` → `ss`, `æ` → `ae`, `ø` → `o`...), the name is lowercased, every run of other characters
 *   becomes one `-` (`Getting Started` → `getting-started`) and edge `-` are trimmed
 *   (`$fetch` → `fetch`). A name with no letter or digit left (`$$$`) has no slug: `''`.
 *
 * A name with a symbol also has a spelled slug (`spelledFileName`: `$` → `dollar`, `&` → `and`,
 * `@` → `at`, `+` → `plus`; `$fetch` → `dollarfetch`), the other spelling corpora link to: the
 * build redirects it, and the name as written (`$fetch`), to the page.
 */

const PREFIX_RE = /^(\d+)\./
const SEGMENT_RE = /^[a-z0-9][a-z0-9-]*$/
// lower or digit then upper: useAsync → use-Async; an acronym before a word: HTMLParser → HTML-Parser
const CAMEL_RE = /([\p{Ll}\p{N}])(\p{Lu})/gu
const ACRONYM_RE = /(\p{Lu}+)(\p{Lu}\p{Ll})/gu
const MARKS_RE = /\p{M}+/gu
const OTHER_RE = /[^a-z0-9]+/g
const EDGE_DASH_RE = /^-+|-+$/g

/** Latin letters NFKD does not decompose. */
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
}
const LETTERS_RE = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g')

/** Strips a numeric order prefix: `02.installation` → `installation`. */
export function stripOrderPrefix(name: string): string {
  return name.replace(PREFIX_RE, '')
}

/** True when a segment is already a slug (`a-z`, `0-9`, `-`, not starting with `-`). */
export function isSlugSegment(segment: string): boolean {
  return SEGMENT_RE.test(segment)
}

/**
 * The URL segment of a prefix-stripped file or folder name (without extension), by the rule
 * above; `''` when nothing is left.
 */
export function slugifyFileName(name: string): string {
  if (isSlugSegment(name)) return name
  return name
    .replace(ACRONYM_RE, '$1-$2')
    .replace(CAMEL_RE, '$1-$2')
    .normalize('NFKD')
    .replace(MARKS_RE, '')
    .toLowerCase()
    .replace(LETTERS_RE, (letter) => LETTERS[letter]!)
    .replace(OTHER_RE, '-')
    .replace(EDGE_DASH_RE, '')
}

/** Symbols that corpora spell out in URLs instead of dropping them. */
const SPELLED: Record<string, string> = { $: 'dollar', '&': 'and', '@': 'at', '+': 'plus' }
const SPELLED_RE = /[$&@+]/g

/**
 * The slug of a name with its symbols spelled out (`$fetch` → `dollarfetch`,
 * `a+b` → `aplusb`), or `''` when the name has none of them.
 */
export function spelledFileName(name: string): string {
  if (!/[$&@+]/.test(name)) return ''
  return slugifyFileName(name.replace(SPELLED_RE, (symbol) => SPELLED[symbol]!))
}
