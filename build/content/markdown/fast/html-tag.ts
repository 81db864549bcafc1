/*
 * CommonMark's HTML tags (spec 0.31, "Raw HTML"), as micromark's html-text and html-flow read
 * them, on one line: spaces only between attributes (a tag over lines or with tabs is left to
 * micromark by the callers, which give up on whatever `<` none of these match).
 */

/**
 * An attribute: spaces, a name, and maybe `=` and an unquoted, `'…'` or `"…"` value. micromark
 * ends an unquoted value at a `/` (html-flow) or reads one there only first (html-text): such a
 * value (`src=/a.png`) matches neither here, and goes to micromark.
 */
const ATTRIBUTE = ` +[A-Za-z_:][A-Za-z0-9_.:-]*(?: *= *(?:[^ \\t\\n\\r"'=<>\`/]+|'[^'\\n]*'|"[^"\\n]*"))?`
const TAG_NAME = '[A-Za-z][A-Za-z0-9-]*'
/** An open tag (`<img src="x" alt=y />`) or a closing tag (`</kbd >`), at `lastIndex`. */
const TAG = new RegExp(`<${TAG_NAME}(?:${ATTRIBUTE})* *\\/?>|<\\/${TAG_NAME} *>`, 'y')
/** An HTML comment on one line, after its `<!--`: not `<!-->` nor `<!--->` (micromark's edge). */
const COMMENT = /<!--(?!-?>)[^\n]*?-->/y

/** The offset after the HTML tag or one-line comment at `at`, or -1 when there is none. */
export function htmlTagEnd(text: string, at: number): number {
  const pattern = text[at + 1] === '!' ? COMMENT : TAG
  pattern.lastIndex = at
  return pattern.test(text) ? pattern.lastIndex : -1
}

/** The lowercased tag name of a tag at `at` (`<name` or `</name`). */
export function tagName(text: string, at: number): string {
  const start = text[at + 1] === '/' ? at + 2 : at + 1
  let end = start
  while (/[A-Za-z0-9-]/.test(text[end] ?? '')) end++
  return text.slice(start, end).toLowerCase()
}
