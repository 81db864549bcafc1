import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { deflateSync } from 'node:zlib'
import {
  decodeOgAtlas,
  encodeOgAtlas,
  OG_CJK_ATLAS_FILE,
  OG_CJK_METRICS,
  type OgAtlasGlyph,
} from '../../src/shared/seo/og-atlas'
import { ogSectionLabels } from '../../src/shared/seo/og-card'
import { LOCALES } from '../../src/shared/i18n/locales'

/*
 * The Chinese glyphs of the Open Graph cards (issue 37): Noto Sans SC Bold from npm
 * (@fontsource/noto-sans-sc, SIL Open Font Licence), subset at build time to the characters the
 * site's titles use and drawn once, here, into a glyph atlas of the same cells as the Latin one
 * (worker/og/glyph-atlas.ts: 64 px, baseline 62 in 80): the worker blits cells and never parses
 * a font or rasterises an outline (ms per image as for Latin titles; nothing added to its bundle:
 * the atlas is a static asset it reads once per isolate, worker/og/font.ts). A title with a
 * character outside the subset logs and gets the default card there.
 */

/** Where the font's files are, and how its 101 unicode-range parts are declared. */
const FONT_PACKAGE = '@fontsource/noto-sans-sc'
const WEIGHT = 700
/** Glyph cells per row of the one image every glyph is drawn in. */
const GRID_COLUMNS = 32

/** What a build step reports: the atlas file (in `outDir`) and how many glyphs it holds. */
export interface CjkAtlas {
  file: string
  glyphs: number
}

/** Characters the Latin atlas draws (printable ASCII and the typographic marks it has). */
const LATIN_RE = /^[\u0020-\u007e\u00a0\u00b7\u2013\u2014\u2018\u2019\u201c\u201d\u2026]$/

/** The characters of `titles` the Latin atlas cannot draw, sorted by code point. */
export function charactersToSubset(titles: readonly string[]): number[] {
  const codes = new Set<number>()
  for (const title of titles)
    for (const char of title)
      if (!LATIN_RE.test(char) && /\S/.test(char)) codes.add(char.codePointAt(0)!)
  return [...codes].sort((a, b) => a - b)
}

/** The font's parts: each woff2 file with the code point ranges it covers. */
async function readParts(): Promise<{ file: string; ranges: [number, number][] }[]> {
  const require = createRequire(import.meta.url)
  const css = require.resolve(`${FONT_PACKAGE}/${WEIGHT}.css`)
  const text = await readFile(css, 'utf8')
  return [...text.matchAll(/url\(\.\/(files\/[^)]+\.woff2)\)[\s\S]*?unicode-range:([^;]+);/g)].map(
    ([, file, ranges]) => ({
      file: join(dirname(css), file!),
      ranges: ranges!.split(',').map((range) => {
        const [from, to] = range.trim().slice(2).split('-')
        return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as [number, number]
      }),
    })
  )
}

interface Outline {
  code: number
  advance: number
  path: string
}

/** Each character's outline (SVG path in pixels from the baseline) and advance, from the font's parts. */
async function readOutlines(codes: number[]): Promise<{ outlines: Outline[]; missing: number[] }> {
  const fontkit = await import('fontkit')
  const parts = await readParts()
  const outlines: Outline[] = []
  const missing: number[] = []
  const byPart = new Map<string, number[]>()
  for (const code of codes) {
    const part = parts.find(({ ranges }) => ranges.some(([a, b]) => code >= a && code <= b))
    if (!part) missing.push(code)
    else byPart.set(part.file, [...(byPart.get(part.file) ?? []), code])
  }
  for (const [file, inPart] of byPart) {
    const font = fontkit.create(await readFile(file)) as import('fontkit').Font
    const scale = OG_CJK_METRICS.size / font.unitsPerEm
    for (const code of inPart) {
      const glyph = font.glyphForCodePoint(code)
      if (!glyph || glyph.id === 0) missing.push(code)
      else
        outlines.push({
          code,
          advance: Math.round(glyph.advanceWidth * scale),
          // pixels, y down: the cell's baseline is the origin
          path: glyph.path.scale(scale, -scale).toSVG(),
        })
    }
  }
  return { outlines: outlines.sort((a, b) => a.code - b.code), missing }
}

/**
 * Draws every outline into one grid image (one sharp call: librsvg's antialiasing, as the Latin
 * atlas had) and cuts it into cells: 8-bit coverage, cell by cell.
 */
async function rasterise(outlines: Outline[]) {
  const { size, height, baseline, pad } = OG_CJK_METRICS
  const cell = size + pad * 2 + 4
  const rows = Math.max(1, Math.ceil(outlines.length / GRID_COLUMNS))
  const width = cell * GRID_COLUMNS
  const paths = outlines.map((outline, index) => {
    const x = (index % GRID_COLUMNS) * cell + pad
    const y = Math.floor(index / GRID_COLUMNS) * height + baseline
    return `<path transform="translate(${x} ${y})" d="${outline.path}"/>`
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${rows * height}"><rect width="100%" height="100%" fill="black"/><g fill="white">${paths.join('')}</g></svg>`
  const { default: sharp } = await import('sharp')
  const image = await sharp(Buffer.from(svg)).greyscale().raw().toBuffer()
  const glyphs: OgAtlasGlyph[] = []
  const coverage = Buffer.alloc(outlines.length * cell * height)
  outlines.forEach((outline, index) => {
    const left = (index % GRID_COLUMNS) * cell
    const top = Math.floor(index / GRID_COLUMNS) * height
    const offset = index * cell * height
    for (let y = 0; y < height; y++)
      image.copy(
        coverage,
        offset + y * cell,
        (top + y) * width + left,
        (top + y) * width + left + cell
      )
    glyphs.push([outline.code, outline.advance, cell, offset])
  })
  return { glyphs, coverage }
}

/**
 * Subsets Noto Sans SC Bold to the characters of `titles` the Latin atlas lacks and writes their
 * glyph atlas to `outDir/og-cjk.atlas` (the client assets folder: the worker reads it through
 * its ASSETS binding). Characters the font lacks are left out (such a title gets the default
 * card). The build's step: `.step('og font', ['content', 'staging'], (i) =>
 * subsetCjkFont(ogTitlesOf(i.content.collections), i.staging.assets))`.
 */
export async function subsetCjkFont(
  titles: readonly string[],
  outDir: string,
  { cacheDir }: { cacheDir?: string } = {}
): Promise<CjkAtlas> {
  const codes = charactersToSubset(titles)
  const file = join(outDir, OG_CJK_ATLAS_FILE)
  await mkdir(outDir, { recursive: true })
  // the same characters make the same atlas: a build whose titles gained none reuses it
  const key = createHash('sha256').update(`${FONT_PACKAGE}@${WEIGHT}|${codes.join(',')}`)
  const cached = cacheDir && join(cacheDir, `${key.digest('hex').slice(0, 16)}.atlas`)
  if (cached) {
    const bytes = await readFile(cached).catch(() => undefined)
    if (bytes) {
      await writeFile(file, bytes)
      return { file, glyphs: decodeOgAtlas(bytes).glyphs.length }
    }
  }
  const { outlines, missing } = await readOutlines(codes)
  if (missing.length)
    console.warn(
      `og font: ${missing.length} characters not in ${FONT_PACKAGE} (cards with them get the default card): ${String.fromCodePoint(...missing.slice(0, 20))}`
    )
  const { glyphs, coverage } = await rasterise(outlines)
  const bytes = encodeOgAtlas(glyphs, deflateSync(coverage, { level: 9 }))
  await writeFile(file, bytes)
  if (cached) {
    await mkdir(dirname(cached), { recursive: true })
    await writeFile(cached, bytes)
  }
  return { file, glyphs: glyphs.length }
}

/**
 * The texts a card may show: every row's title and category, the navigation's titles (docs
 * section labels), and the cards' own section labels in every language.
 */
export function ogTitlesOf(
  collections: readonly {
    rows: readonly Record<string, unknown>[]
    navigation?: unknown
    /** Its rows in each translation language (build/content/collect-translations.ts). */
    translations?: readonly { rows: readonly Record<string, unknown>[]; navigation?: unknown }[]
  }[]
) {
  const titles: string[] = LOCALES.flatMap(ogSectionLabels)
  const visit = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) visit(item)
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if (typeof record.title === 'string') titles.push(record.title)
      if (typeof record.category === 'string') titles.push(record.category)
      visit(record.children)
    }
  }
  for (const collection of [
    ...collections,
    ...collections.flatMap((collection) => collection.translations ?? []),
  ]) {
    visit(collection.navigation)
    for (const row of collection.rows) {
      visit(row)
      visit(row.navigation)
    }
  }
  return titles
}
