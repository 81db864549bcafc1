import type { NavigationItem } from '../../src/shared/content/navigation'
import { findFolder, pathAncestors } from '../../src/shared/docs/navigation'
import { swapDocsVersion, type DocsVersion } from '../../src/shared/docs/versions'
import { firstPage } from '../../src/shared/routing/docs-rules'
import type { Db } from '../db/client'
import { listExistingPaths } from '../db/queries/content'

/**
 * Where the version switch leads from `path` in another version: the same page when it exists,
 * else the nearest existing parent (a page, or a folder's first page), else the version's first
 * page. Never a 404.
 */
export async function resolveAlternate(
  db: Db,
  path: string,
  target: DocsVersion,
  navigation: NavigationItem[]
): Promise<string> {
  const candidates = pathAncestors(swapDocsVersion(path, target), target.path)
  const existing = await listExistingPaths(db, target.collection, candidates)
  for (const candidate of candidates) {
    if (existing.has(candidate)) return candidate
    const folder = findFolder(navigation, candidate)
    const first = folder && firstPage(folder)
    if (first) return first
  }
  return firstPage({ title: '', path: target.path, children: navigation }) ?? target.path
}
