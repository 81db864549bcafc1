import { describe, expect, it } from 'vitest'
import { OG_SIZE } from '../../src/shared/seo/og-path'
import { DEFAULT_OG_CARD } from '../../src/shared/seo/og-card'
import { MAX_DRAWN_CHARACTERS, toDrawable } from './canvas'
import { drawOgCard } from './draw-card'
import { loadFont, type BitmapFont } from './font'
import { wrapText } from './wrap-text'

/** The card's title box: the image width less two 80 px margins. */
const WIDTH = OG_SIZE.width - 2 * 80
const widthOf = (font: BitmapFont, text: string, scale: number) =>
  [...text].reduce((sum, char) => sum + (font.glyphs.get(char.charCodeAt(0))?.advance ?? 0), 0) *
  scale

describe('Open Graph title lines', () => {
  it('keeps a short title on one line, as it is', async () => {
    const font = await loadFont()
    expect(wrapText('Installation', font, 1, WIDTH, 3)).toEqual(['Installation'])
    expect(wrapText('', font, 1, WIDTH, 3)).toEqual([])
  })

  it.each([
    ['50,000 characters without a space', 'W'.repeat(50_000)],
    ['50,000 characters of short words', 'ab cd '.repeat(8_334).slice(0, 50_000)],
  ])('draws at most 3 lines, each within the box, the last ellipsed: %s', async (_, title) => {
    const font = await loadFont()
    const started = performance.now()
    const lines = wrapText(title, font, 0.8, WIDTH, 3)
    // linear: 50,000 characters take milliseconds (the old wrap measured each line anew)
    expect(performance.now() - started).toBeLessThan(500)
    expect(lines).toHaveLength(3)
    for (const line of lines) expect(widthOf(font, line, 0.8)).toBeLessThanOrEqual(WIDTH)
    expect(lines[2]).toMatch(/\.\.\.$/)
  })

  it('cuts a word wider than the box between characters', async () => {
    const font = await loadFont()
    const lines = wrapText(`Intro ${'x'.repeat(200)} end`, font, 1, WIDTH, 3)
    expect(lines[0]).toBe('Intro')
    expect(lines.length).toBeGreaterThan(2)
    for (const line of lines) expect(widthOf(font, line, 1)).toBeLessThanOrEqual(WIDTH)
  })

  it('looks at no more of a title than it can draw: 50,000 characters cost what 500 do', async () => {
    const font = await loadFont()
    const huge = 'Q'.repeat(50_000)
    expect(toDrawable(huge, font)).toHaveLength(MAX_DRAWN_CHARACTERS)
    const card = { ...DEFAULT_OG_CARD, title: huge }
    const started = performance.now()
    const png = await drawOgCard(card, 'aster.example')
    // it took 4.7 s before the cap (issue 36); the bound leaves room for a loaded machine
    expect(performance.now() - started).toBeLessThan(1500)
    const capped = await drawOgCard(
      { ...card, title: huge.slice(0, MAX_DRAWN_CHARACTERS) },
      'aster.example'
    )
    expect(png).toEqual(capped)
  })
})
