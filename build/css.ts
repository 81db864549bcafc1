import { createGenerator } from '@unocss/core'
import { readFile } from 'node:fs/promises'
import { glob } from 'node:fs/promises'
import { join } from 'node:path'
import unoConfig from '../src/styles/uno.config'

/**
 * Generates the site CSS with UnoCSS from the classes used in src/ (components, islands)
 * plus the base stylesheet. Content HTML uses only classes from src/components/content.
 */
export async function buildCss(root: string, extra: string[] = []): Promise<string> {
  const generator = await createGenerator(unoConfig)
  const tokens = new Set<string>()
  for await (const file of glob('src/**/*.{ts,tsx}', { cwd: root })) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue
    await generator.applyExtractors(await readFile(join(root, file), 'utf8'), file, tokens)
  }
  for (const text of extra) await generator.applyExtractors(text, undefined, tokens)
  const { css } = await generator.generate(tokens, { preflights: true, minify: true })
  const base = await readFile(join(root, 'src/styles/base.css'), 'utf8')
  return `${css}\n${base}`
}
