import type { BitmapFont } from './font'

/** An RGB colour, 0–255 per channel. */
export type Rgb = readonly [number, number, number]

/** Stand-ins for typographic characters an atlas lacks. */
const SUBSTITUTES: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00b7': '-',
  '\u00a0': ' ',
}

/**
 * Most characters of one text an image ever looks at: three lines of the card's narrowest glyphs
 * hold fewer, so a 50,000-character title costs what a 500-character one does.
 */
export const MAX_DRAWN_CHARACTERS = 500

/**
 * The text as the atlas can draw it: its first {@link MAX_DRAWN_CHARACTERS} characters, each
 * as it is when the font has it (Chinese punctuation stays full-width), else its typographic
 * substitute or its letter without accents; others dropped.
 */
export function toDrawable(text: string, font: BitmapFont): string {
  let out = ''
  const head = text.slice(0, MAX_DRAWN_CHARACTERS).replace(/[\ud800-\udbff]$/, '')
  for (const original of head) {
    if (font.glyphs.has(original.charCodeAt(0))) {
      out += original
      continue
    }
    for (const char of original.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')) {
      const substitute = font.glyphs.has(char.charCodeAt(0)) ? char : (SUBSTITUTES[char] ?? char)
      if ([...substitute].every((c) => font.glyphs.has(c.charCodeAt(0)))) out += substitute
    }
  }
  return out.replace(/\s+/g, ' ').trim()
}

/** Whether the font draws every letter and digit of a text (looked at as {@link toDrawable} does). */
export function drawsEveryLetter(text: string, font: BitmapFont): boolean {
  const letters = (value: string) => value.match(/[\p{L}\p{N}]/gu)?.length ?? 0
  const head = text.slice(0, MAX_DRAWN_CHARACTERS).replace(/[\ud800-\udbff]$/, '')
  return letters(toDrawable(head, font)) >= letters(head.normalize('NFKD'))
}

/** A width×height RGB bitmap with rectangle fills and bitmap-font text. */
export class Canvas {
  readonly pixels: Uint8Array

  constructor(
    readonly width: number,
    readonly height: number
  ) {
    this.pixels = new Uint8Array(width * height * 3)
  }

  /** Fills a rectangle (clipped), blending by `alpha` (0–1). */
  fillRect(x0: number, y0: number, w: number, h: number, color: Rgb, alpha = 1): void {
    const x1 = Math.min(this.width, Math.round(x0 + w))
    const y1 = Math.min(this.height, Math.round(y0 + h))
    for (let y = Math.max(0, Math.round(y0)); y < y1; y++) {
      for (let x = Math.max(0, Math.round(x0)); x < x1; x++) this.blend(x, y, color, alpha)
    }
  }

  /** Fills each row with a colour between `top` and `bottom` (rows stay flat: small PNGs). */
  fillVertical(top: Rgb, bottom: Rgb): void {
    const row = this.width * 3
    for (let y = 0; y < this.height; y++) {
      const t = y / (this.height - 1)
      const r = Math.round(top[0] + (bottom[0] - top[0]) * t)
      const g = Math.round(top[1] + (bottom[1] - top[1]) * t)
      const b = Math.round(top[2] + (bottom[2] - top[2]) * t)
      for (let i = y * row; i < (y + 1) * row; i += 3) {
        this.pixels[i] = r
        this.pixels[i + 1] = g
        this.pixels[i + 2] = b
      }
    }
  }

  /** Width of drawable text at a scale of the atlas size. */
  measure(text: string, font: BitmapFont, scale: number): number {
    let width = 0
    for (const char of text) width += (font.glyphs.get(char.charCodeAt(0))?.advance ?? 0) * scale
    return width
  }

  /** Draws drawable text with its baseline at `y`; returns the pen position after it. */
  drawText(
    text: string,
    x: number,
    y: number,
    font: BitmapFont,
    scale: number,
    color: Rgb
  ): number {
    const { height, baseline, pad } = font.metrics
    let pen = x
    for (const char of text) {
      // past the right edge nothing shows: stop drawing
      if (pen >= this.width) break
      const glyph = font.glyphs.get(char.charCodeAt(0))
      if (!glyph) continue
      const left = Math.round(pen - pad * scale)
      const top = Math.round(y - baseline * scale)
      const w = Math.ceil(glyph.width * scale)
      const h = Math.ceil(height * scale)
      for (let v = 0; v < h; v++) {
        const sy0 = Math.floor(v / scale)
        const sy1 = Math.max(sy0 + 1, Math.min(height, Math.floor((v + 1) / scale)))
        for (let u = 0; u < w; u++) {
          const sx0 = Math.floor(u / scale)
          const sx1 = Math.max(sx0 + 1, Math.min(glyph.width, Math.floor((u + 1) / scale)))
          // area average of the source cells under this pixel (downscaling keeps edges smooth)
          let sum = 0
          let count = 0
          for (let sy = sy0; sy < sy1 && sy < height; sy++) {
            for (let sx = sx0; sx < sx1 && sx < glyph.width; sx++) {
              sum += glyph.coverage[sy * glyph.width + sx]!
              count++
            }
          }
          if (count && sum) this.blend(left + u, top + v, color, sum / count / 255)
        }
      }
      pen += glyph.advance * scale
    }
    return pen
  }

  private blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return
    const i = (y * this.width + x) * 3
    const pixels = this.pixels
    if (alpha >= 1) {
      pixels[i] = color[0]
      pixels[i + 1] = color[1]
      pixels[i + 2] = color[2]
      return
    }
    // a Uint8Array rounds by truncation: + 0.5 rounds to nearest
    pixels[i] = pixels[i]! + (color[0] - pixels[i]!) * alpha + 0.5
    pixels[i + 1] = pixels[i + 1]! + (color[1] - pixels[i + 1]!) * alpha + 0.5
    pixels[i + 2] = pixels[i + 2]! + (color[2] - pixels[i + 2]!) * alpha + 0.5
  }
}
