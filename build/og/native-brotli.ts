import { createRequire } from 'node:module'
import { brotliDecompressSync } from 'node:zlib'
import { switchOn } from '../env-switch'

/**
 * `OG_NATIVE_BROTLI=0`: fontkit decodes the font's woff2 parts with the `brotli` package, as
 * installed, instead of Node's own brotli.
 */
export const NATIVE_BROTLI_SWITCH = 'OG_NATIVE_BROTLI'

/** The `brotli` package's decoder: `(compressed, size) => bytes`. */
type Decompress = (buffer: Uint8Array, outputSize?: number) => Uint8Array | null

/**
 * What fontkit imports as `brotli/decompress.js` in the build tool's bundle
 * (build/threads/launch.ts): the same bytes from node:zlib's brotli (C) instead of the package's
 * JavaScript port, whose decoding and optimizing were most of the og font step's CPU (a woff2 part
 * of Noto Sans SC: 24 ms against 7). Brotli is one format: both give the stream's bytes, and the
 * comparison test (native-brotli.test.ts) decodes every part both ways. `size` is what the woff2
 * header announces; the package's port returns null on a stream it cannot decode, so does this.
 */
export default function decompress(buffer: Uint8Array, size?: number): Uint8Array | null {
  if (!switchOn(NATIVE_BROTLI_SWITCH)) return packageDecompress()(buffer, size)
  try {
    const bytes = brotliDecompressSync(buffer)
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  } catch {
    return null
  }
}

/** The `brotli` package's own decoder (loaded only with the switch off). */
export function packageDecompress(): Decompress {
  // the package fontkit itself resolves (its dependency, wherever npm put it)
  const fontkit = createRequire(import.meta.url).resolve('fontkit')
  return createRequire(fontkit)('brotli/decompress.js') as Decompress
}
