import { createGenerator } from '@unocss/core'
import { readFile } from 'node:fs/promises'
import { glob } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import unoConfig from './uno.config'

/** Files whose classes end up in pages: src/ (components, islands) and the MDC content components. */
const CLASS_SOURCES = ['src/**/*.{ts,tsx}', 'build/content/components/**/*.{ts,tsx}']

/**
 * Generates the site CSS with UnoCSS from the classes used in {@link CLASS_SOURCES} (and `extra`
 * texts) plus the Tailwind-compatible reset and the base stylesheet. Content HTML uses only
 * classes from build/content/components.
 */
export async function buildCss(root: string, extra: string[] = []): Promise<string> {
  const generator = await createGenerator(unoConfig)
  const tokens = new Set<string>()
  for await (const file of glob(CLASS_SOURCES, { cwd: root })) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue
    await generator.applyExtractors(await readFile(join(root, file), 'utf8'), file, tokens)
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
