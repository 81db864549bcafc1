/*
 * The search tokens a thread has met, each kept once and known by a number, found from a span of
 * the text they were read in without cutting it out: the compile threads count every word of
 * every section (ascii-terms.ts), and a string sliced and hashed into a map per word, then an
 * entry object per section, were a third of what a page's compile allocated on the peers'
 * corpus. Here a word already met costs a hash over its characters and one comparison.
 */

/** FNV-1a's offset basis and prime, on 32 bits. */
const OFFSET = 0x811c9dc5 | 0
const PRIME = 0x01000193

/** Whether `token` is the span `text[start, start + token.length)`, its capitals folded when `lower`. */
function sameChars(token: string, text: string, start: number, lower: boolean): boolean {
  for (let index = 0; index < token.length; index++) {
    let code = text.charCodeAt(start + index)
    if (lower && code >= 65 && code <= 90) code += 32
    if (code !== token.charCodeAt(index)) return false
  }
  return true
}

/** Tokens by id: an open-addressing table over their characters, grown at half full. */
export class TokenIds {
  /** Each token's text, by id. */
  readonly tokens: string[] = []
  /** Per slot: the id + 1 of the token there, 0 when empty. */
  private slots = new Int32Array(1 << 12)
  /** Per slot: that token's hash. */
  private hashes = new Int32Array(1 << 12)

  /**
   * The id of the token `text[start, end)`, with its ASCII capitals lower-cased when `lower`
   * (the search tokenizer's lower case, for a span of ASCII characters), added when new.
   */
  ofSpan(text: string, start: number, end: number, lower: boolean): number {
    let hash = OFFSET
    for (let at = start; at < end; at++) {
      let code = text.charCodeAt(at)
      if (lower && code >= 65 && code <= 90) code += 32
      hash = Math.imul(hash ^ code, PRIME)
    }
    const mask = this.slots.length - 1
    const length = end - start
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const stored = this.slots[slot]!
      if (stored === 0) {
        const token = lower ? text.slice(start, end).toLowerCase() : text.slice(start, end)
        return this.insert(slot, hash, token)
      }
      if (this.hashes[slot] === hash) {
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
    this.slots[slot] = id + 1
    this.hashes[slot] = hash
    if (this.tokens.length * 2 > this.slots.length) this.grow()
    return id
  }

  /** Twice the slots, every token placed again by its hash. */
  private grow(): void {
    const { slots, hashes } = this
    this.slots = new Int32Array(slots.length * 2)
    this.hashes = new Int32Array(slots.length * 2)
    const mask = this.slots.length - 1
    for (let old = 0; old < slots.length; old++) {
      if (slots[old] === 0) continue
      let slot = hashes[old]! & mask
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask
      this.slots[slot] = slots[old]!
      this.hashes[slot] = hashes[old]!
    }
  }
}
