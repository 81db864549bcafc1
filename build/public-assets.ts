import { cp, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** The folder of a content directory whose files are served as is from the site root. */
export const PUBLIC_DIR = 'public'

/**
 * Copies `<contentDir>/public/` as is (the content's images: screenshots, covers, avatars, logos)
 * into the static assets folder (dist/client), so `content/public/assets/avatars/x.svg` is served
 * at `/assets/avatars/x.svg` by the assets binding without running the worker. Content refers to
 * these files by site path. A content folder without `public/` (test fixtures) copies nothing.
 * Returns how many files were copied.
 */
export async function copyPublicAssets(contentDir: string, clientRoot: string): Promise<number> {
  const source = join(contentDir, PUBLIC_DIR)
  const found = await stat(source).catch(() => undefined)
  if (!found?.isDirectory()) return 0
  await cp(source, clientRoot, { recursive: true, errorOnExist: false })
  const files = await readdir(source, { recursive: true, withFileTypes: true })
  return files.filter((entry) => entry.isFile()).length
}
