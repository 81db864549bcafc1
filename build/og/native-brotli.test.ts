import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import decompress, { NATIVE_BROTLI_SWITCH, packageDecompress } from './native-brotli'

const require = createRequire(import.meta.url)
const FILES = join(dirname(require.resolve('@fontsource/noto-sans-sc/700.css')), 'files')
const PARTS = readdirSync(FILES).filter((name) => name.endsWith('-700-normal.woff2'))

/** The brotli stream of a woff2 file and the size its header announces (the tables' sum). */
function woff2Stream(file: string): { stream: Uint8Array; size: number } {
  const bytes = readFileSync(file)
  const tables = bytes.readUInt16BE(12)
  const totalCompressed = bytes.readUInt32BE(20)
  // the table directory: flags byte, optional tag, UIntBase128 lengths (woff2 spec 5.2)
  let at = 48
  let size = 0
  const base128 = () => {
    let value = 0
    for (;;) {
      const byte = bytes[at++]!
      value = value * 128 + (byte & 0x7f)
      if (!(byte & 0x80)) return value
    }
  }
  for (let table = 0; table < tables; table++) {
    const flags = bytes[at++]!
    if ((flags & 0x3f) === 0x3f) at += 4
    const tag = flags & 0x3f
    const version = flags >> 6
    const origLength = base128()
    // glyf and loca (tags 10 and 11) are transformed unless their version is 3; others at 0
    const transformed = tag === 10 || tag === 11 ? version !== 3 : version !== 0
    size += transformed ? base128() : origLength
  }
  return { stream: bytes.subarray(at, at + totalCompressed), size }
}

describe('the og font step’s brotli (native-brotli.ts)', () => {
  afterEach(() => {
    delete process.env[NATIVE_BROTLI_SWITCH]
  })

  it('decodes every woff2 part of the font to the bytes the brotli package gives', () => {
    expect(PARTS.length).toBeGreaterThan(90)
    const port = packageDecompress()
    for (const part of PARTS) {
      const { stream, size } = woff2Stream(join(FILES, part))
      const native = decompress(stream, size)
      expect(native?.byteLength, part).toBe(size)
      expect(Buffer.from(native!).equals(Buffer.from(port(stream, size)!)), part).toBe(true)
    }
  }, 120_000)

  it('returns null for a stream it cannot decode, as the package does', () => {
    expect(decompress(new Uint8Array([1, 2, 3, 4, 5]), 100)).toBeNull()
  })

  it('goes back to the brotli package with OG_NATIVE_BROTLI=0', () => {
    // the package's modules, loaded afresh: whether a decoding loads them is what the switch decides
    const loaded = () => Object.keys(require.cache).filter((path) => /[\\/]brotli[\\/]/.test(path))
    for (const path of loaded()) delete require.cache[path]
    const { stream, size } = woff2Stream(join(FILES, PARTS[0]!))
    expect(decompress(stream, size)?.byteLength).toBe(size)
    expect(loaded()).toEqual([])
    process.env[NATIVE_BROTLI_SWITCH] = '0'
    expect(decompress(stream, size)?.byteLength).toBe(size)
    expect(loaded().length).toBeGreaterThan(0)
  })
})
