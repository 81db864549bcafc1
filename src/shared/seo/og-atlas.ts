/*
 * The file format of a glyph atlas the build writes for the Open Graph cards (the Chinese glyphs:
 * build/og/cjk-font.ts) and the worker reads (worker/og/font.ts): the length of a JSON header
 * (4 bytes, big-endian), the header (metrics and, per glyph, char code, advance, cell width and
 * byte offset), then the cells' 8-bit coverage, deflated (zlib). Cells share the Latin atlas's
 * metrics, so one drawing routine blits both.
 */

/** The atlas's name among the client assets (`/_aster/og-cjk.atlas`). */
export const OG_CJK_ATLAS_FILE = 'og-cjk.atlas'

/** Cell height, baseline and left padding, in pixels: those of worker/og/glyph-atlas.ts. */
export const OG_CJK_METRICS = { size: 64, height: 80, baseline: 62, pad: 4 } as const

/** One glyph: char code, advance, cell width, byte offset in the inflated coverage. */
export type OgAtlasGlyph = readonly [number, number, number, number]

interface AtlasHeader {
  metrics: typeof OG_CJK_METRICS
  glyphs: OgAtlasGlyph[]
}

/** The atlas file of `glyphs` whose coverage is `deflated`. */
export function encodeOgAtlas(glyphs: OgAtlasGlyph[], deflated: Uint8Array): Uint8Array {
  const header = new TextEncoder().encode(JSON.stringify({ metrics: OG_CJK_METRICS, glyphs }))
  const bytes = new Uint8Array(4 + header.length + deflated.length)
  new DataView(bytes.buffer).setUint32(0, header.length)
  bytes.set(header, 4)
  bytes.set(deflated, 4 + header.length)
  return bytes
}

/** The header and the deflated coverage of an atlas file; throws on a file that is not one. */
export function decodeOgAtlas(bytes: Uint8Array): AtlasHeader & { deflated: Uint8Array } {
  const length = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0)
  if (length > bytes.length - 4) throw new Error('og atlas: truncated header')
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + length))) as AtlasHeader
  if (!Array.isArray(header.glyphs) || header.metrics?.height !== OG_CJK_METRICS.height)
    throw new Error('og atlas: not an atlas of these metrics')
  return { ...header, deflated: bytes.subarray(4 + length) }
}
