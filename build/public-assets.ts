import { copyFile, mkdir, readdir, readlink, stat, symlink } from 'node:fs/promises'
import { join } from 'node:path'

/** The folder of a content directory whose files are served as is from the site root. */
export const PUBLIC_DIR = 'public'

/**
 * Copies `<contentDir>/public/` as is (the content's images: screenshots, covers, avatars, logos)
 * into the static assets folder (dist/client), so `content/public/assets/avatars/x.svg` is served
 * at `/assets/avatars/x.svg` by the assets binding without running the worker. Content refers to
 * these files by site path. A content folder without `public/` (test fixtures) copies nothing.
 * Resolves to how many files were copied. The files are copied all at once on the thread pool
 * (build/index.ts starts this with the build and awaits it before `_headers` is written):
 * `fs/promises` `cp` took 70–150 ms of the main thread for 150 small images on every build.
 */
export async function copyPublicAssets(contentDir: string, clientRoot: string): Promise<number> {
  const source = join(contentDir, PUBLIC_DIR)
  if (!(await stat(source).catch(() => undefined))?.isDirectory()) return 0
  const entries = await readdir(source, { recursive: true, withFileTypes: true })
  const folders = new Set([clientRoot])
  for (const entry of entries) {
    const target = join(clientRoot, entry.parentPath.slice(source.length))
    folders.add(entry.isDirectory() ? join(target, entry.name) : target)
  }
  for (const folder of folders) await mkdir(folder, { recursive: true })
  const files = entries.filter((entry) => entry.isFile() || entry.isSymbolicLink())
  await Promise.all(
    files.map(async (entry) => {
      const from = join(entry.parentPath, entry.name)
      const to = join(clientRoot, from.slice(source.length))
      if (entry.isSymbolicLink()) await symlink(await readlink(from), to)
      else await copyFile(from, to)
    })
  )
  return files.filter((entry) => entry.isFile()).length
}
