import { cp, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** The folder of hand-written static files (images of the content: screenshots, avatars, logos). */
export const PUBLIC_DIR = 'public'

/**
 * Copies `<root>/public/` as is into the static assets folder (dist/client), so
 * `public/assets/avatars/x.svg` is served at `/assets/avatars/x.svg` by the assets binding
 * without running the worker. Content refers to these files by site path. A missing folder
 * copies nothing. Returns how many files were copied.
 */
export async function copyPublicAssets(root: string, clientRoot: string): Promise<number> {
  const source = join(root, PUBLIC_DIR)
  const found = await stat(source).catch(() => undefined)
  if (!found?.isDirectory()) return 0
  await cp(source, clientRoot, { recursive: true, errorOnExist: false })
  const files = await readdir(source, { recursive: true, withFileTypes: true })
  return files.filter((entry) => entry.isFile()).length
}
