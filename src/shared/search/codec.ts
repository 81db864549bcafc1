import { decodeUtf8, encodeUtf8 } from './utf8'

/**
 * Byte encoding of the search index values: unsigned varints (7 bits a byte, low bits first) and
 * length-prefixed UTF-8. Written by the build (build/search/write-index.ts), read by
 * index-format.ts in the worker and in Node. Binary, not JSON: a 10,000-page index never becomes
 * one giant string, and the postings stay bytes until a query reads them.
 */

/** A growable byte buffer with varint and string writers. */
export class ByteWriter {
  private bytes = new Uint8Array(1024)
  private length = 0

  private reserve(extra: number): void {
    if (this.length + extra <= this.bytes.length) return
    let size = this.bytes.length * 2
    while (size < this.length + extra) size *= 2
    const grown = new Uint8Array(size)
    grown.set(this.bytes.subarray(0, this.length))
    this.bytes = grown
  }

  /** Appends a non-negative integer (below 2^32) as a varint. */
  uint(value: number): this {
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff)
      throw new RangeError(`varint out of range: ${value}`)
    this.reserve(5)
    let rest = value
    while (rest >= 0x80) {
      this.bytes[this.length++] = (rest & 0x7f) | 0x80
      rest = Math.floor(rest / 128)
    }
    this.bytes[this.length++] = rest
    return this
  }

  /** Appends raw bytes, length first. */
  block(bytes: Uint8Array): this {
    this.uint(bytes.length)
    this.reserve(bytes.length)
    this.bytes.set(bytes, this.length)
    this.length += bytes.length
    return this
  }

  /** Appends a string as length-prefixed UTF-8. */
  string(text: string): this {
    return this.block(encodeUtf8(text))
  }

  /** Bytes written so far. */
  get size(): number {
    return this.length
  }

  /** A copy of the bytes written. */
  finish(): Uint8Array {
    return this.bytes.slice(0, this.length)
  }
}

/** Reads what ByteWriter wrote, in the same order; throws at the end of the bytes. */
export class ByteReader {
  constructor(
    private readonly bytes: Uint8Array,
    public offset = 0
  ) {}

  /** The next varint. */
  uint(): number {
    let value = 0
    let scale = 1
    for (;;) {
      if (this.offset >= this.bytes.length) throw new RangeError('search value is truncated')
      const byte = this.bytes[this.offset++]!
      value += (byte & 0x7f) * scale
      if (byte < 0x80) return value
      scale *= 128
    }
  }

  /** The next length-prefixed bytes (a view, not a copy). */
  block(): Uint8Array {
    const length = this.uint()
    if (this.offset + length > this.bytes.length) throw new RangeError('search value is truncated')
    const view = this.bytes.subarray(this.offset, this.offset + length)
    this.offset += length
    return view
  }

  /** The next length-prefixed string. */
  string(): string {
    return decodeUtf8(this.block())
  }
}
