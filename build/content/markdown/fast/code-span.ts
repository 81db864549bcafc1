import { unsupported } from './source'

/** `\|` → `|`; an escaped backslash is kept as it is (it still cannot escape a pipe). */
export const unescapePipe = (escaped: string, character: string) =>
  character === '|' ? '|' : escaped

/** The code span at `at` (a backtick run) and its end; micromark when it is not closed. */
export function codeSpan(text: string, at: number, to: number): { value: string; end: number } {
  let open = at
  while (text[open] === '`') open++
  const size = open - at
  for (let search = open; ;) {
    const found = text.indexOf('`', search)
    if (found === -1 || found >= to) unsupported()
    let close = found
    while (text[close] === '`') close++
    if (close - found === size) {
      let value = text.slice(open, found)
      if (value.includes('\n')) unsupported()
      // one space off each end unless it is all spaces (U+0020 only: CommonMark, not trim())
      if (value.length > 2 && value[0] === ' ' && value.at(-1) === ' ' && /[^ ]/.test(value))
        value = value.slice(1, -1)
      return { value, end: close }
    }
    search = close
  }
}
