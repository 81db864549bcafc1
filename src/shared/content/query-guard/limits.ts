import { MAX_LIKE_PATTERN_BYTES, MAX_LIKE_WILDCARDS } from './grammar'
import { QueryRejection } from './reject'

const WILDCARD_RE = /[%_]/g

/**
 * Throws once `count` passes `max`, naming the limit: `too many conditions in WHERE (51): the
 * limit is 50`, then `hint` (how to stay under it). Called by the parser as it counts, so a long
 * list is refused at its first item past the limit.
 */
export function checkCount(count: number, max: number, what: string, hint = ''): void {
  if (count <= max) return
  throw new QueryRejection(`too many ${what} (${count}): the limit is ${max}${hint}`)
}

/**
 * Rejects a LIKE pattern (its unescaped value) that D1 would refuse or that costs too much per
 * row: longer than MAX_LIKE_PATTERN_BYTES in UTF-8, as SQLite counts it, or with more than
 * MAX_LIKE_WILDCARDS wildcards. `pos` is the pattern's character position, for the message.
 */
export function checkLikePattern(pattern: string, pos: number): void {
  const bytes = countUtf8Bytes(pattern)
  if (bytes > MAX_LIKE_PATTERN_BYTES) {
    throw new QueryRejection(
      `the LIKE pattern at character ${pos} is ${bytes} bytes long: the limit is ` +
        `${MAX_LIKE_PATTERN_BYTES} bytes of UTF-8 (characters outside ASCII take 2 to 4 bytes)`
    )
  }
  const wildcards = pattern.match(WILDCARD_RE)?.length ?? 0
  if (wildcards > MAX_LIKE_WILDCARDS) {
    throw new QueryRejection(
      `the LIKE pattern at character ${pos} has ${wildcards} wildcards (% or _): the limit is ` +
        `${MAX_LIKE_WILDCARDS} per pattern`
    )
  }
}

/**
 * Length of `text` in UTF-8, as D1 stores it: a lone surrogate becomes U+FFFD (3 bytes).
 * Written out rather than with TextEncoder so the guard needs nothing of its host.
 */
export function countUtf8Bytes(text: string): number {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) bytes += 1
    else if (code < 0x800) bytes += 2
    else if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) {
      bytes += 4
      i++
    } else bytes += 3
  }
  return bytes
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff
