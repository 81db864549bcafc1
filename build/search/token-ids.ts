/*
 * The search tokens a thread has met, each kept once and known by a number, found from a span of
 * the text they were read in without cutting it out: the compile threads count every word of
 * every section (ascii-terms.ts), and a string sliced and hashed into a map per word, then an
 * entry object per section, were a third of what a page's compile allocated on the peers'
 * corpus. Here a word already met costs a hash over its characters and one comparison.
 */

/** FNV-1a's offset basis and prime, on 32 bits: a span's hash is {@link hashStep} over its characters from this. */
export const HASH_OFFSET = 0x811c9dc5 | 0
const PRIME = 0x01000193

/** One character into a span's hash (FNV-1a): a reader may hash a word while it finds its end. */
export function hashStep(hash: number, code: number): number {
  return Math.imul(hash ^ code, PRIME)
}

/** Whether `token` is the span `text[start, start + token.length)`, its capitals folded when `lower`. */
function sameChars(token: string, text: string, start: number, lower: boolean): boolean {
  for (let index = 0; index < token.length; index++) {
    let code = text.charCodeAt(start + index)
    if (lower && code >= 65 && code <= 90) code += 32
    if (code !== token.charCodeAt(index)) return false
  }
  return true
}

/**
 * Tokens by id: an open-addressing table over their characters, grown at half full. A slot is
 * two neighbouring numbers (the id + 1 of its token, 0 when empty; that token's hash), so a
 * lookup touches one place of memory, not two arrays: the table outgrows the CPU's caches.
 */
export class TokenIds {
  /** Each token's text, by id. */
  readonly tokens: string[] = []
  /** Per slot `s`: `[2s]` the id + 1 of the token there (0: empty), `[2s + 1]` its hash. */
  private table = new Int32Array(2 << 12)

  /**
   * The id of the token `text[start, end)`, with its ASCII capitals lower-cased when `lower`
   * (the search tokenizer's lower case, for a span of ASCII characters), added when new.
   */
  ofSpan(text: string, start: number, end: number, lower: boolean): number {
    let hash = HASH_OFFSET
    for (let at = start; at < end; at++) {
      let code = text.charCodeAt(at)
      if (lower && code >= 65 && code <= 90) code += 32
      hash = hashStep(hash, code)
    }
    return this.ofHashedSpan(text, start, end, lower, hash)
  }

  /**
   * {@link ofSpan} with the span's hash worked out by the caller: {@link hashStep} from
   * {@link HASH_OFFSET} over its characters, lower-cased when `lower`.
   */
  ofHashedSpan(text: string, start: number, end: number, lower: boolean, hash: number): number {
    const table = this.table
    const mask = (table.length >> 1) - 1
    const length = end - start
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const stored = table[slot << 1]!
      if (stored === 0) {
        const token = lower ? text.slice(start, end).toLowerCase() : text.slice(start, end)
        return this.insert(slot, hash, token)
      }
      if (table[(slot << 1) + 1] === hash) {
        const token = this.tokens[stored - 1]!
        if (token.length === length && sameChars(token, text, start, lower)) return stored - 1
      }
    }
  }

  /** The id of a token as the tokenizer gave it (any characters), added when new. */
  of(token: string): number {
    return this.ofSpan(token, 0, token.length, false)
  }

  private insert(slot: number, hash: number, token: string): number {
    const id = this.tokens.length
    this.tokens.push(token)
    this.table[slot << 1] = id + 1
    this.table[(slot << 1) + 1] = hash
    if (this.tokens.length * 4 > this.table.length) this.grow()
    return id
  }

  /** Twice the slots, every token placed again by its hash. */
  private grow(): void {
    const old = this.table
    const table = new Int32Array(old.length * 2)
    const mask = (table.length >> 1) - 1
    for (let at = 0; at < old.length; at += 2) {
      if (old[at] === 0) continue
      let slot = old[at + 1]! & mask
      while (table[slot << 1] !== 0) slot = (slot + 1) & mask
      table[slot << 1] = old[at]!
      table[(slot << 1) + 1] = old[at + 1]!
    }
    this.table = table
  }
}
