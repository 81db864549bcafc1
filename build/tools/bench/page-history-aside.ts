import { rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { PAGE_HISTORY_FILE } from '../../content/page-identity'

/**
 * For benches that build other corpora into the project's dist/: the page history there
 * (build/content/page-identity.ts) would otherwise take each corpus's pages for the previous
 * one's moved or deleted pages and answer thousands of redirects (which every request then
 * carries in the route rules). Sets the project's history aside; `fresh()` clears it before a
 * corpus's build; `restore()` puts the project's back.
 */
export async function setPageHistoryAside(
  distDir: string,
  scratchDir: string
): Promise<{ fresh: () => Promise<void>; restore: () => Promise<void> }> {
  const file = join(distDir, PAGE_HISTORY_FILE)
  const saved = join(scratchDir, PAGE_HISTORY_FILE)
  const had = await rename(file, saved).then(
    () => true,
    () => false
  )
  const fresh = () => rm(file, { force: true })
  return {
    fresh,
    restore: async () => {
      await fresh()
      if (had) await rename(saved, file)
    },
  }
}
