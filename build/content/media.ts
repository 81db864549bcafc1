import { copyFile, mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { CollectedCollection } from './collect'
import { MEDIA_PREFIX } from './markdown/media-urls'

/**
 * Copies the images pages show from beside themselves (`![…](./diagram.png)`, served at
 * `/_media/<folder>/diagram.png`: markdown/media-urls.ts) from the content folder into the
 * static assets folder, so the assets binding serves them as it serves `content/public/`. Only
 * files a page (or a translation) names are copied; the link check has already failed the build
 * for one that does not exist. Resolves to how many were copied.
 */
export async function copyContentMedia(
  contentDir: string,
  clientRoot: string,
  collections: readonly CollectedCollection[]
): Promise<number> {
  const files = new Set<string>()
  for (const collection of collections) {
    const pages = [...collection.pages, ...collection.translations.flatMap((t) => t.pages)]
    for (const page of pages)
      for (const link of page.links) {
        const path = link.image && link.href.split(/[?#]/)[0]!
        if (path && path.startsWith(MEDIA_PREFIX))
          files.add(decodeURIComponent(path.slice(MEDIA_PREFIX.length)))
      }
  }
  await Promise.all(
    [...files].map(async (file) => {
      const to = join(clientRoot, MEDIA_PREFIX, file)
      await mkdir(dirname(to), { recursive: true })
      await copyFile(join(contentDir, file), to)
    })
  )
  return files.size
}
