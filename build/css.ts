import { createGenerator } from '@unocss/core'
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { glob } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { codeThemeCss } from './content/markdown/dual-theme'
import { CODE_THEMES, getHighlighter } from './content/markdown/highlight'
import { transform } from 'esbuild'
import { splitIconCss, type SplitCss } from './icon-css'
import unoConfig from './uno.config'

/** Files whose classes end up in pages: src/ (components, islands), the MDC content components and the markdown compiler (heading anchors, code blocks). */
export const CLASS_SOURCES = [
  'src/**/*.{ts,tsx}',
  'build/content/components/**/*.{ts,tsx}',
  'build/content/markdown/**/*.ts',
]

/** Icon classes (`i-lucide-rocket`) as content, frontmatter and navigation spell them. */
const ICON_CLASS_RE = /\bi-[a-z0-9]+(?:-[a-z0-9]+)+/g

/**
 * The icon classes in content texts (rendered HTML, navigation JSON): the only classes content
 * brings that the component sources do not already contain. A regex pass over the text instead
 * of UnoCSS's extractors, which cost seconds at 1,000 pages for no new class.
 */
export function iconClasses(texts: Iterable<string>): string[] {
  const found = new Set<string>()
  for (const text of texts) for (const match of text.matchAll(ICON_CLASS_RE)) found.add(match[0])
  return [...found].sort()
}

/** The texts of the content that may hold icon classes: rendered bodies and frontmatter. */
export function* contentTexts(
  content: {
    rows: Record<string, unknown>[]
    drafts: Record<string, unknown>[]
    navigation: unknown
  }[]
) {
  for (const collection of content) {
    yield JSON.stringify(collection.navigation)
    for (const { body, raw: _raw, toc: _toc, ...rest } of [
      ...collection.rows,
      ...collection.drafts,
    ]) {
      if (typeof body === 'string') yield body
      yield JSON.stringify(rest)
    }
  }
}

/**
 * Generates the site CSS with UnoCSS from the classes used in {@link CLASS_SOURCES} (and `extra`
 * texts) plus the Tailwind-compatible reset and the base stylesheet. Content HTML uses only
 * classes from build/content/components.
 */
export async function buildCss(
  root: string,
  extra: string[] = [],
  siteComponentsDir?: string
): Promise<string> {
  const sources: [string, string][] = []
  for await (const file of glob(CLASS_SOURCES, { cwd: root })) sources.push([root, file])
  // a site's own MDC components (content/_components/*.tsx) bring their classes too
  if (siteComponentsDir)
    for await (const file of glob('**/*.{ts,tsx}', { cwd: siteComponentsDir }))
      sources.push([siteComponentsDir, file])
  const texts: [string, string][] = []
  for (const [dir, file] of sources.sort(([, a], [, b]) => a.localeCompare(b))) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue
    texts.push([file, await readFile(join(dir, file), 'utf8')])
  }
  // the same sources, extra texts, config and packages give the same CSS: read it back
  const key = createHash('sha256')
  for (const part of [...CSS_INPUTS, ...texts.flat(), ...extra]) key.update(part).update('\0')
  for (const input of CSS_FILES) key.update(await readFile(join(root, input)).catch(() => ''))
  const cached = join(root, '.cache', 'css', `${key.digest('hex').slice(0, 32)}.css`)
  const hit =
    process.env.CONTENT_CACHE === '0'
      ? undefined
      : await readFile(cached, 'utf8').catch(() => undefined)
  if (hit !== undefined) return hit
  const generator = await createGenerator(unoConfig)
  const tokens = new Set<string>()
  for (const [file, text] of texts) await generator.applyExtractors(text, file, tokens)
  for (const text of extra) await generator.applyExtractors(text, undefined, tokens)
  const { css } = await generator.generate(tokens, { preflights: true, minify: true })
  const reset = await readFile(
    createRequire(import.meta.url).resolve('@unocss/reset/tailwind.css'),
    'utf8'
  )
  const base = await readFile(join(root, 'src/styles/base.css'), 'utf8')
  const code = codeThemeCss(await getHighlighter(), CODE_THEMES)
  const result = `${reset}\n${css}\n${base}\n${code}\n`
  if (process.env.CONTENT_CACHE !== '0') {
    // one entry: the CSS of the last build
    await rm(dirname(cached), { recursive: true, force: true })
    await mkdir(dirname(cached), { recursive: true })
    await writeFile(cached, result)
  }
  return result
}

/**
 * The two stylesheets of the site from {@link buildCss}'s CSS: the render-blocking one, minified
 * (the reset and base sheet come unminified), and the icon images (build/icon-css.ts).
 */
export async function splitSiteCss(css: string): Promise<SplitCss> {
  const { main, icons } = splitIconCss(css)
  const minified = await transform(main, { loader: 'css', minify: true })
  return { main: minified.code, icons }
}

/** Inputs of the CSS besides the class sources: a change in one of them is a new CSS. */
const CSS_INPUTS = ['css-cache-v1']
const CSS_FILES = [
  'build/content/markdown/dual-theme.ts',
  'build/content/markdown/highlight.ts',
  'build/uno.config.ts',
  'src/styles/base.css',
  'src/shared/site.ts',
  'package-lock.json',
]
