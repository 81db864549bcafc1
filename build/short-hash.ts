import { createHash } from 'node:crypto'

/** The first `length` hex characters of the SHA-256 of `input`: the build's names and versions. */
export function shortHash(input: Uint8Array | string, length: number): string {
  return createHash('sha256').update(input).digest('hex').slice(0, length)
}
