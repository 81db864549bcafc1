import { cp, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'

/** Folder of a content directory whose files are served as is from the site root. */
export const PUBLIC_DIR = 'public'

/**
 * Copies `<contentDir>/public/**` (the site's own images: blog covers, avatars, logos) into the
 * static assets root, so `content/public/assets/blog/x.svg` is served at `/assets/blog/x.svg`
 * by the assets binding without running the worker. A content folder without `public/` (test
 * fixtures) copies nothing. Returns how many files were copied.
 */
export async function copyPublicAssets(contentDir: string, clientRoot: string): Promise<number> {
  const from = join(contentDir, PUBLIC_DIR)
  const exists = await stat(from).then(
    (info) => info.isDirectory(),
    () => false
  )
  if (!exists) return 0
  await cp(from, clientRoot, { recursive: true })
  const entries = await readdir(from, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).length
}
