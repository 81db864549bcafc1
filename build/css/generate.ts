import type { createGenerator } from '@unocss/core'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { glob } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { codeThemeCss } from '../content/markdown/dual-theme'
import { splitIconCss, type SplitCss } from './icon-css'
import { extractClassTokens, keepUtilities, literalTokensOn } from './class-tokens'
import { cachedTransform } from '../cache/transform-cache'
import { cacheKey, openCache } from '../cache/store'
import { formatBytes } from '../step-graph'

/** Files whose classes end up in pages: src/ (components, islands), the MDC content components and the markdown compiler (heading anchors, code blocks). */
export const CLASS_SOURCES = [
  'src/**/*.{ts,tsx}',
  'build/content/components/**/*.{ts,tsx}',
  'build/content/markdown/**/*.ts',
]
/** The markdown parser writes no class: its words (`container`, `table`) would be utilities. */
const NOT_CLASS_SOURCES = ['build/content/markdown/fast/**']

/** The class sources read and their hash. */
export interface CssSources {
  texts: [string, string][]
  /** Hash of the sources, the config and the packages: the first half of the cache key. */
  key: string
  /** Whether a cached CSS of these sources exists (then nothing is generated ahead). */
  cachedBefore: boolean
}

type UnoGenerator = Awaited<ReturnType<typeof createGenerator>>

/** Reads the class sources ({@link CLASS_SOURCES}, the site components) and hashes them. */
export async function readCssSources(
  root: string,
  siteComponentsDir?: string
): Promise<CssSources> {
  const sources: [string, string][] = []
  for await (const file of glob(CLASS_SOURCES, { cwd: root, exclude: NOT_CLASS_SOURCES }))
    sources.push([root, file])
  // a site's own MDC components (content/_components/*.tsx) bring their classes too
  if (siteComponentsDir)
    for await (const file of glob('**/*.{ts,tsx}', { cwd: siteComponentsDir }))
      sources.push([siteComponentsDir, file])
  const texts: [string, string][] = []
  for (const [dir, file] of sources.sort(([, a], [, b]) => a.localeCompare(b))) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue
    // synchronous: ~130 small sources on every build, warm ones included
    texts.push([file, readFileSync(join(dir, file), 'utf8')])
  }
  const hash = createHash('sha256')
  const inputs = [...CSS_INPUTS, `literal-tokens:${literalTokensOn()}`, ...texts.flat()]
  for (const part of inputs) hash.update(part).update('\0')
  for (const input of CSS_FILES) hash.update(await readFile(join(root, input)).catch(() => ''))
  const key = hash.digest('hex').slice(0, 32)
  // a CSS of these sources is kept (whatever the content's icons were): likely read back
  const cachedBefore = openCache(root, 'css', key).get(LAST_CSS) !== undefined
  return { texts, key, cachedBefore }
}

/** The highlighter, for the code colour classes; loaded only when a CSS is generated. */
const highlighter = () => import('../content/markdown/highlighter')

/**
 * The classes of the sources, extracted, and generated once: UnoCSS keeps each token's rules,
 * so the final generate (with the content's icon classes) only adds those. None of it depends
 * on the content: build/css/css-thread.ts does it while the pages compile.
 */
export async function prepareCss(
  texts: [string, string][]
): Promise<{ generator: UnoGenerator; tokens: Set<string> }> {
  // Shiki's themes load meanwhile (the code colour classes need them)
  const themes = highlighter().then(({ getThemeHighlighter }) => getThemeHighlighter())
  // UnoCSS and its presets load here, not with the build: an edit whose CSS is kept never needs them
  const [{ createGenerator }, { default: unoConfig }] = await Promise.all([
    import('@unocss/core'),
    import('./uno.config'),
  ])
  const generator = await createGenerator(unoConfig)
  const tokens = new Set<string>()
  const literalsOnly = literalTokensOn()
  for (const [file, text] of texts)
    await extractClassTokens(generator, text, file, tokens, literalsOnly)
  keepUtilities(tokens)
  await generator.generate(tokens, { preflights: true, minify: true })
  await themes
  return { generator, tokens }
}

/** The site CSS from prepared sources and the extra texts: reset, utilities, base, code colours. */
export async function finishCss(
  root: string,
  { generator, tokens }: Awaited<ReturnType<typeof prepareCss>>,
  extra: string[]
): Promise<string> {
  const all = new Set(tokens)
  for (const text of extra) await generator.applyExtractors(text, undefined, all)
  keepUtilities(all)
  const { css } = await generator.generate(all, { preflights: true, minify: true })
  const reset = await readFile(
    createRequire(import.meta.url).resolve('@unocss/reset/tailwind.css'),
    'utf8'
  )
  const base = await readFile(join(root, 'src/styles/base.css'), 'utf8')
  const { CODE_THEMES, getThemeHighlighter } = await highlighter()
  const code = codeThemeCss(await getThemeHighlighter(), CODE_THEMES)
  return `${reset}\n${css}\n${base}\n${code}\n`
}

/**
 * Generates the site CSS with UnoCSS from the classes of the class sources (and `extra` texts:
 * the content's icon classes) plus the Tailwind-compatible reset and the base stylesheet, or
 * reads it back from the cache scope `css` (fingerprint: the sources). Content HTML uses only
 * classes from build/content/components.
 */
export async function buildCss(
  root: string,
  {
    cssSources: read,
    cssThread,
    sql,
    modules,
  }: {
    cssSources: CssSources
    /** The CSS thread (css-thread.ts), when the build started one. */
    cssThread?: { finish(extra: string[]): Promise<string> }
    /** The content's icon classes (content/collection-sql.ts) and the modules'. */
    sql: { icons: string }
    modules: { icons: string[] }
  }
): Promise<string> {
  const extra = [sql.icons, modules.icons.join(' ')]
  const generate = cssThread && ((texts: string[]) => cssThread.finish(texts))
  // the same sources, extra texts, config and packages give the same CSS: read it back
  const scope = openCache(root, 'css', read.key)
  const key = cacheKey(...extra)
  let css = scope.get(key)?.toString('utf8')
  if (css === undefined) {
    css = generate
      ? await generate(extra)
      : await finishCss(root, await prepareCss(read.texts), extra)
    scope.put(key, Buffer.from(css))
  }
  // one entry kept, the CSS of this build, and the mark that one of these sources exists
  scope.put(LAST_CSS, Buffer.from(key))
  scope.close(true)
  return css
}

/** The entry that says a CSS of the scope's class sources is kept. */
const LAST_CSS = 'last'

/** The css step's line: the CSS's size. */
export function cssDetail(css: string): string {
  return formatBytes(css.length)
}

/**
 * The two stylesheets of the site from {@link buildCss}'s CSS: the render-blocking one, minified
 * (the reset and base sheet come unminified), and the icon images (build/css/icon-css.ts).
 */
export async function splitSiteCss(root: string, css: string): Promise<SplitCss> {
  const { main, icons } = splitIconCss(css)
  return { main: await cachedTransform(root, 'css', main, { loader: 'css', minify: true }), icons }
}

/** Inputs of the CSS besides the class sources: a change in one of them is a new CSS. */
const CSS_INPUTS = ['css-cache-v3']
const CSS_FILES = [
  'build/css/class-tokens.ts',
  'build/content/markdown/dual-theme.ts',
  'build/content/markdown/highlighter.ts',
  'build/css/uno.config.ts',
  'src/styles/base.css',
  'src/shared/site.ts',
  'package-lock.json',
]
