/** `:br`, a line break inside a paragraph or a table cell (where a raw newline cannot go). */
export function LineBreak() {
  return <br />
}
