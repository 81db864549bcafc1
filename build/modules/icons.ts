import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { ContentError } from '../../src/shared/content/content-error'

/** Icon names per installed @iconify-json collection, read once per build. */
const collections = new Map<string, Promise<Set<string>>>()
const require = createRequire(import.meta.url)

async function loadCollection(prefix: string): Promise<Set<string>> {
  const json = JSON.parse(
    await readFile(require.resolve(`@iconify-json/${prefix}/icons.json`), 'utf8')
  ) as {
    icons: Record<string, unknown>
    aliases?: Record<string, unknown>
  }
  return new Set([...Object.keys(json.icons), ...Object.keys(json.aliases ?? {})])
}

/**
 * Fails with file and line when an icon class (`i-lucide-image`) names no icon of the
 * installed collections; the CSS generator would otherwise drop it without a word.
 */
export async function assertIcon(icon: string, file: string, line: number): Promise<void> {
  const prefix = ['simple-icons', 'lucide', 'logos'].find((name) => icon.startsWith(`i-${name}-`))
  if (!prefix)
    throw new ContentError(file, line, `"icon" ${icon} is not from lucide, simple-icons or logos`)
  if (!collections.has(prefix)) collections.set(prefix, loadCollection(prefix))
  const names = await collections.get(prefix)!
  if (!names.has(icon.slice(`i-${prefix}-`.length))) {
    throw new ContentError(
      file,
      line,
      `"icon" ${icon} does not exist in @iconify-json/${prefix} (browse https://icones.js.org/collection/${prefix})`
    )
  }
}
