import { OG_CJK_ATLAS_FILE, decodeOgAtlas } from '../../src/shared/seo/og-atlas'
import { CLIENT_BASE } from '../../src/shared/site'
import { ATLAS_DATA, ATLAS_GLYPHS, ATLAS_METRICS } from './glyph-atlas'
import { inflate } from './png'

/** One glyph of the bitmap font: advance, cell width and its coverage (cell width × height). */
export interface Glyph {
  advance: number
  width: number
  coverage: Uint8Array
}

/**
 * The bitmap font of the Open Graph images, by char code: the Latin atlas
 * (worker/og/glyph-atlas.ts) and, once a Chinese card asked for it, the Chinese glyphs of the
 * build's atlas (build/og/cjk-font.ts), in cells of the same metrics.
 */
export interface BitmapFont {
  glyphs: Map<number, Glyph>
  metrics: typeof ATLAS_METRICS
}

/** What reads the build's static assets (the ASSETS binding). */
export interface AssetReader {
  fetch(input: URL | string): Promise<Response>
}

let latin: Promise<BitmapFont> | undefined
let withCjk: Promise<BitmapFont> | undefined

/** Adds the cells of `glyphs` (code, advance, width, offset) over `pixels` to `into`. */
function addGlyphs(
  into: Map<number, Glyph>,
  glyphs: readonly (readonly [number, number, number, number])[],
  pixels: Uint8Array
): void {
  for (const [code, advance, width, offset] of glyphs) {
    const size = width * ATLAS_METRICS.height
    into.set(code, { advance, width, coverage: pixels.subarray(offset, offset + size) })
  }
}

/** Inflates the Latin glyph atlas once per isolate. */
export function loadFont(): Promise<BitmapFont> {
  latin ??= (async () => {
    const bytes = Uint8Array.from(atob(ATLAS_DATA), (char) => char.charCodeAt(0))
    const glyphs = new Map<number, Glyph>()
    addGlyphs(glyphs, ATLAS_GLYPHS, await inflate(bytes))
    return { glyphs, metrics: ATLAS_METRICS }
  })().catch((error: unknown) => {
    latin = undefined
    throw error
  })
  return latin
}

/**
 * The Latin atlas plus the Chinese glyphs of this build (`/_aster/og-cjk.atlas`, read through the
 * ASSETS binding and inflated once per isolate; 720 glyphs are about 450 KB). A build without
 * the atlas, or a failed read, gives the Latin font alone (logged): a Chinese title then gets
 * the default card.
 */
export function loadFontWithCjk(assets: AssetReader, origin: string): Promise<BitmapFont> {
  withCjk ??= (async () => {
    const base = await loadFont()
    const response = await assets.fetch(new URL(`${CLIENT_BASE}/${OG_CJK_ATLAS_FILE}`, origin))
    if (!response.ok) {
      await response.body?.cancel()
      console.warn(`[og] no Chinese glyph atlas in this build (${response.status})`)
      return base
    }
    const atlas = decodeOgAtlas(new Uint8Array(await response.arrayBuffer()))
    const glyphs = new Map(base.glyphs)
    addGlyphs(glyphs, atlas.glyphs, await inflate(new Uint8Array(atlas.deflated)))
    return { glyphs, metrics: base.metrics }
  })().catch((error: unknown) => {
    withCjk = undefined
    throw error
  })
  return withCjk
}
