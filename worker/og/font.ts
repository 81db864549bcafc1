import { ATLAS_DATA, ATLAS_GLYPHS, ATLAS_METRICS } from './glyph-atlas'
import { inflate } from './png'

/** One glyph of the bitmap font: advance, cell width and its coverage (cell width × height). */
export interface Glyph {
  advance: number
  width: number
  coverage: Uint8Array
}

/** The bitmap font of the Open Graph images (worker/og/glyph-atlas.ts), by char code. */
export interface BitmapFont {
  glyphs: Map<number, Glyph>
  metrics: typeof ATLAS_METRICS
}

let font: Promise<BitmapFont> | undefined

/** Inflates the glyph atlas once per isolate. */
export function loadFont(): Promise<BitmapFont> {
  font ??= (async () => {
    const bytes = Uint8Array.from(atob(ATLAS_DATA), (char) => char.charCodeAt(0))
    const pixels = await inflate(bytes)
    const glyphs = new Map<number, Glyph>()
    for (const [code, advance, width, offset] of ATLAS_GLYPHS) {
      const size = width * ATLAS_METRICS.height
      glyphs.set(code, { advance, width, coverage: pixels.subarray(offset, offset + size) })
    }
    return { glyphs, metrics: ATLAS_METRICS }
  })().catch((error: unknown) => {
    font = undefined
    throw error
  })
  return font
}
