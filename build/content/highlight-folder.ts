import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileKey } from '../thread-bundle'

/** What a highlighted block's HTML depends on besides its code: the renderer and Shiki. */
const HIGHLIGHT_SOURCES = [
  'build/content/markdown/highlight.ts',
  'build/content/markdown/highlight-cache.ts',
  'build/content/markdown/dual-theme.ts',
  'build/content/markdown/line-cache.ts',
  'build/content/markdown/code-languages.ts',
  'build/content/markdown/code-meta.ts',
  'package-lock.json',
]

/**
 * `.cache/highlight/<hash of HIGHLIGHT_SOURCES>/`, the highlighted blocks (highlight-cache.ts),
 * shared by every content folder; the folders of an older highlighter go. Undefined with
 * `CONTENT_CACHE=0`.
 */
export async function highlightFolder(root: string): Promise<string | undefined> {
  if (process.env.CONTENT_CACHE === '0') return undefined
  const parent = join(root, '.cache', 'highlight')
  const name = (
    await fileKey(
      HIGHLIGHT_SOURCES.map((file) => join(root, file)),
      root
    )
  ).slice(0, 16)
  for (const old of await readdir(parent).catch(() => [] as string[]))
    if (old !== name) await rm(join(parent, old), { recursive: true, force: true })
  return join(parent, name)
}
