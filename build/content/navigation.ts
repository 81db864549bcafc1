import * as v from 'valibot'
import type { CollectionDefinition } from '../../src/shared/content/collections'
import type { NavigationItem } from '../../src/shared/content/navigation'
import type { FolderMeta } from './walk'
import { parseYaml, validate } from './frontmatter'

export type { NavigationItem }

/** `.navigation.yml` of a folder: its title and icon in the tree. */
export const FolderNavigationSchema = v.strictObject({
  title: v.pipe(v.string('"title" is required'), v.minLength(1)),
  icon: v.optional(v.string()),
  /** Open this group on load even when the current page is elsewhere. */
  defaultOpen: v.optional(v.boolean()),
  /** Title template of the pages below this folder, `%s` is the page title. */
  titleTemplate: v.optional(
    v.pipe(v.string(), v.includes('%s', '"titleTemplate" must contain %s'))
  ),
})

/**
 * Builds the navigation tree of a page collection (spec 3 "Navigation item") from rows in
 * depth-first source order; folders take title/icon from `.navigation.yml`, pages with
 * `navigation: false` are left out.
 */
export function buildNavigation(
  definition: CollectionDefinition,
  rows: Record<string, unknown>[],
  folders: FolderMeta[]
): NavigationItem[] {
  const base = definition.pathBase.replace(/\/$/, '')
  const root: NavigationItem = { title: '', path: base || '/', children: [] }
  const folderByPath = new Map<string, NavigationItem>([[root.path, root]])
  const metaByPath = new Map(
    folders.map((folder) => [[base, ...folder.segments].join('/') || '/', folder])
  )

  const folderFor = (path: string): NavigationItem => {
    const existing = folderByPath.get(path)
    if (existing) return existing
    const parentPath = path.slice(0, path.lastIndexOf('/')) || '/'
    const parent = folderFor(parentPath.length < root.path.length ? root.path : parentPath)
    const meta = metaByPath.get(path)
    const segment = path.slice(path.lastIndexOf('/') + 1)
    const item: NavigationItem = {
      title: segment.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()),
      path,
      children: [],
    }
    if (meta) {
      const { data, lineOf } = parseYaml(meta.file, meta.source)
      const folder = validate(meta.file, FolderNavigationSchema, data, lineOf)
      Object.assign(item, folder)
    }
    folderByPath.set(path, item)
    parent.children!.push(item)
    return item
  }

  for (const row of rows) {
    const navigation = row.navigation as boolean | { title?: string; icon?: string; badge?: string }
    if (navigation === false) continue
    const path = row.path as string
    const parentPath = path.slice(0, path.lastIndexOf('/')) || '/'
    const parent =
      path === root.path
        ? root
        : folderFor(parentPath.length < root.path.length ? root.path : parentPath)
    const extra = typeof navigation === 'object' ? navigation : {}
    parent.children!.push({
      title: extra.title ?? (row.title as string),
      path,
      ...(extra.icon ? { icon: extra.icon } : {}),
      ...(extra.badge ? { badge: extra.badge } : {}),
    })
  }
  return root.children!
}
