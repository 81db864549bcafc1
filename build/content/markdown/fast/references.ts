import { decodeNamedCharacterReference } from 'decode-named-character-reference'
import { decodeNumericCharacterReference } from 'micromark-util-decode-numeric-character-reference'

/**
 * Character escapes and references in text, read as micromark reads them, with the very
 * functions it decodes them with (so a table of entities can never differ): `\` before ASCII
 * punctuation is that character, `&name;`, `&#123;` and `&#x1F;` are theirs. Both become part
 * of the text around them (mdast-util-from-markdown merges them into one text node).
 */

/** What CommonMark lets a backslash escape. */
const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/
/** micromark's limits: a name of 1–31 alphanumerics, 1–7 decimal or 1–6 hex digits. */
const NAMED = /&([A-Za-z0-9]{1,31});/y
const DECIMAL = /&#([0-9]{1,7});/y
const HEXADECIMAL = /&#[xX]([0-9A-Fa-f]{1,6});/y

/** A decoded piece of text: its value and the offset after it. */
export interface Decoded {
  value: string
  end: number
}

/**
 * The escape at `at` (a backslash) when it escapes punctuation; undefined for a backslash that is
 * text. A backslash before a line ending (a hard break) is left to micromark by the caller.
 */
export function readEscape(text: string, at: number, end: number): Decoded | undefined {
  const next = text[at + 1]
  if (at + 1 >= end || next === undefined || !ASCII_PUNCTUATION.test(next)) return undefined
  return { value: next, end: at + 2 }
}

/** The character reference at `at` (an `&`); undefined when it is no reference (the `&` is text). */
export function readReference(text: string, at: number, end: number): Decoded | undefined {
  if (text[at + 1] === '#') {
    const hex = text[at + 2] === 'x' || text[at + 2] === 'X'
    const pattern = hex ? HEXADECIMAL : DECIMAL
    pattern.lastIndex = at
    const match = pattern.exec(text)
    if (!match || pattern.lastIndex > end) return undefined
    return {
      value: decodeNumericCharacterReference(match[1]!, hex ? 16 : 10),
      end: pattern.lastIndex,
    }
  }
  NAMED.lastIndex = at
  const match = NAMED.exec(text)
  if (!match || NAMED.lastIndex > end) return undefined
  const value = decodeNamedCharacterReference(match[1]!)
  return value === false ? undefined : { value, end: NAMED.lastIndex }
}
