import { OG_SIZE } from '../../src/shared/seo/og-path'
import { DEFAULT_OG_CARD, type OgCard } from '../../src/shared/seo/og-card'
import { SITE } from '../../src/shared/site'
import { Canvas, drawsEveryLetter, toDrawable, type Rgb } from './canvas'
import { loadFont, type BitmapFont } from './font'
import { encodePng } from './png'
import { wrapText } from './wrap-text'

const INK: Rgb = [255, 255, 255]
const MUTED: Rgb = [148, 163, 184] // slate-400
const GREEN: Rgb = [0, 220, 130]
const NAVY_TOP: Rgb = [2, 4, 32] // #020420, the dark theme colour
const NAVY_BOTTOM: Rgb = [10, 22, 56]
const MARGIN = 80

/**
 * Draws a page's Open Graph card (1200×630 PNG): brand at the top left, the version badge at the
 * top right, the section label, the title in up to three lines (ellipsed), the site's host at
 * the bottom. Flat rows and few colours keep it far below 100 KB; no text is looked at beyond
 * MAX_DRAWN_CHARACTERS, so a huge title costs what a long one does. `font` is the Latin atlas
 * unless given (with the Chinese glyphs: worker/og/font.ts `loadFontWithCjk`); a title or
 * section with a letter the font lacks is logged and the default card drawn instead.
 */
export async function drawOgCard(
  requested: OgCard,
  host: string,
  given?: BitmapFont
): Promise<Uint8Array<ArrayBuffer>> {
  const font = given ?? (await loadFont())
  const drawable =
    drawsEveryLetter(requested.title, font) && drawsEveryLetter(requested.section, font)
  if (!drawable)
    console.warn(
      `[og] a character of "${requested.title.slice(0, 80)}" is not in the card's glyphs: the default card`
    )
  const card = drawable ? requested : DEFAULT_OG_CARD
  const canvas = new Canvas(OG_SIZE.width, OG_SIZE.height)
  canvas.fillVertical(NAVY_TOP, NAVY_BOTTOM)
  canvas.fillRect(0, OG_SIZE.height - 12, OG_SIZE.width, 12, GREEN)

  // brand: a green mark and the site name
  canvas.fillRect(MARGIN, 78, 36, 36, GREEN)
  canvas.fillRect(MARGIN + 10, 88, 16, 16, NAVY_TOP)
  canvas.drawText(toDrawable(SITE.name, font), MARGIN + 52, 110, font, 0.6, INK)

  const badge = card.badge && toDrawable(card.badge, font)
  if (badge) {
    const scale = 0.5
    const width = canvas.measure(badge, font, scale) + 40
    const x = OG_SIZE.width - MARGIN - width
    canvas.fillRect(x, 70, width, 52, GREEN)
    canvas.drawText(badge, x + 20, 108, font, scale, NAVY_TOP)
  }

  const section = toDrawable(card.section, font).toUpperCase()
  canvas.drawText(section, MARGIN, 240, font, 0.45, GREEN)

  const title = toDrawable(card.title, font)
  const scale = canvas.measure(title, font, 1) > 2 * (OG_SIZE.width - 2 * MARGIN) ? 0.8 : 1
  const lines = wrapText(title, font, scale, OG_SIZE.width - 2 * MARGIN, 3)
  const lineHeight = 78 * scale
  lines.forEach((line, index) => {
    canvas.drawText(line, MARGIN, 320 + index * lineHeight, font, scale, INK)
  })

  canvas.drawText(toDrawable(host, font), MARGIN, OG_SIZE.height - 60, font, 0.45, MUTED)
  return encodePng(canvas.pixels, OG_SIZE.width, OG_SIZE.height)
}
