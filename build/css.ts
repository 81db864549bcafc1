import { createGenerator } from '@unocss/core'
import { readFile } from 'node:fs/promises'
import { glob } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import unoConfig from './uno.config'

/** Files whose classes end up in pages: src/ (components, islands), the MDC content components and the markdown compiler (heading anchors, code blocks). */
const CLASS_SOURCES = [
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
  const generator = await createGenerator(unoConfig)
  const tokens = new Set<string>()
  const sources: [string, string][] = []
  for await (const file of glob(CLASS_SOURCES, { cwd: root })) sources.push([root, file])
  // a site's own MDC components (content/_components/*.tsx) bring their classes too
  if (siteComponentsDir)
    for await (const file of glob('**/*.{ts,tsx}', { cwd: siteComponentsDir }))
      sources.push([siteComponentsDir, file])
  for (const [dir, file] of sources) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue
    await generator.applyExtractors(await readFile(join(dir, file), 'utf8'), file, tokens)
  }
  for (const text of extra) await generator.applyExtractors(text, undefined, tokens)
  const { css } = await generator.generate(tokens, { preflights: true, minify: true })
  const reset = await readFile(
    createRequire(import.meta.url).resolve('@unocss/reset/tailwind.css'),
    'utf8'
  )
  const base = await readFile(join(root, 'src/styles/base.css'), 'utf8')
  return `${reset}\n${css}\n${base}`
}
