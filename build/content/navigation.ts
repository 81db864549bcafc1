import * as v from 'valibot'
import type { CollectionDefinition } from '../../src/shared/content/collections'
import type { NavigationItem } from '../../src/shared/content/navigation'
import { ContentError } from '../../src/shared/content/content-error'
import type { FileReporter } from './diagnostics'
import { foldDottedKeys, parseYaml, validate } from './frontmatter'
import type { TranslationLocale } from '../../src/shared/content/translation'
import type { FolderMeta, ReporterFor } from './walk'

export type { NavigationItem }

/** `navigation:` in a `.navigation.yml`: the folder's title and icon in the tree. */
const FolderNavigationEntrySchema = v.looseObject({
  title: v.optional(v.pipe(v.string(), v.minLength(1, '"navigation.title" must not be empty'))),
  icon: v.optional(v.string()),
})

/**
 * `.navigation.yml` of a folder: its title and icon in the tree. Every key is optional (the
 * title defaults to the folder name, `2.getting-started` → "Getting started"); `navigation.*`
 * wins over the top-level `title`/`icon`; dotted keys are folded (`navigation.title: X`);
 * `head.*` and unknown keys are accepted and ignored.
 */
export const FolderNavigationSchema = v.looseObject({
  title: v.optional(
    v.pipe(v.string('"title" must be text'), v.minLength(1, '"title" must not be empty'))
  ),
  icon: v.optional(v.string()),
  /** Open this group on load even when the current page is elsewhere. */
  defaultOpen: v.optional(v.boolean()),
  /** Title template of the pages below this folder, `%s` is the page title. */
  titleTemplate: v.optional(
    v.pipe(v.string(), v.includes('%s', '"titleTemplate" must contain %s'))
  ),
  /** Nuxt Content style: `navigation: {title, icon}` (or `navigation.title: X`). */
  navigation: v.optional(FolderNavigationEntrySchema),
  /** Head overrides of the folder (accepted for compatibility, not used by the tree). */
  head: v.optional(v.looseObject({})),
})

/** What a `.navigation.yml` sets on its folder's item. */
type FolderFields = Pick<NavigationItem, 'title' | 'icon' | 'defaultOpen' | 'titleTemplate'>

/**
 * Reads a `.navigation.yml`: the fields it sets (all optional). Problems are reported as kind
 * `navigation` (YAML syntax: `yaml`) when `report` is given, else the first one is thrown; the
 * folder keeps its defaults for what could not be read.
 */
export function readFolderNavigation(
  meta: FolderMeta,
  report?: FileReporter
): Partial<FolderFields> {
  const problems: ContentError[] = []
  const sink: FileReporter = {
    error: (line, kind, message, hint) =>
      problems.push(
        new ContentError(meta.file, line, message, {
          kind: kind === 'frontmatter' ? 'navigation' : kind,
          hint,
        })
      ),
    warn: (line, kind, message, hint) => report?.warn(line, kind, message, hint),
  }
  let fields: Partial<FolderFields> = {}
  try {
    const parsed = parseYaml(meta.file, meta.source)
    const raw = parsed.data ?? {}
    const { data, lineOf } =
      raw && typeof raw === 'object' && !Array.isArray(raw)
        ? foldDottedKeys(meta.file, raw as Record<string, unknown>, parsed.lineOf, sink)
        : { data: raw, lineOf: parsed.lineOf }
    const folder = validate(meta.file, FolderNavigationSchema, data, lineOf, sink)
    if (folder) {
      const title = folder.navigation?.title ?? folder.title
      const icon = folder.navigation?.icon ?? folder.icon
      fields = {
        ...(title ? { title } : {}),
        ...(icon ? { icon } : {}),
        ...(folder.defaultOpen !== undefined ? { defaultOpen: folder.defaultOpen } : {}),
        ...(folder.titleTemplate ? { titleTemplate: folder.titleTemplate } : {}),
      }
    }
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    problems.push(
      new ContentError(error.file, error.line, error.rule, {
        kind: error.kind === 'file' ? 'navigation' : error.kind,
        column: error.column,
        hint: error.hint,
      })
    )
  }
  if (!report && problems[0]) throw problems[0]
  for (const problem of problems)
    report?.error(problem.line, problem.kind, problem.rule, problem.hint)
  return fields
}

/** Takes problems already reported elsewhere. */
const SILENT: FileReporter = { error: () => undefined, warn: () => undefined }

/** The title of a folder without one: `getting-started` → "Getting started". */
export function titleFromSegment(segment: string): string {
  return segment.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase())
}

/**
 * Builds the navigation tree of a page collection (spec 3 "Navigation item") from rows in
 * depth-first source order; folders take title/icon from `.navigation.yml`, pages with
 * `navigation: false` are left out. With `report`, a bad `.navigation.yml` is reported
 * (kind `navigation`) and its folder still appears with the title from its name; without,
 * the first problem is thrown. With `locale`, folders take the fields of their
 * `.navigation.<locale>.yml` over their own (the rows are that language's already).
 */
export function buildNavigation(
  definition: CollectionDefinition,
  rows: Record<string, unknown>[],
  folders: FolderMeta[],
  report?: ReporterFor,
  locale?: TranslationLocale
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
    const item: NavigationItem = { title: titleFromSegment(segment), path, children: [] }
    // in another language the folder's own problems were reported already, with the source tree
    if (meta) Object.assign(item, readFolderNavigation(meta, locale ? SILENT : report?.(meta.file)))
    // in another language, the folder's `.navigation.<locale>.yml` over its own
    const translated = locale && meta?.translations?.find((entry) => entry.locale === locale)
    if (translated)
      Object.assign(
        item,
        readFolderNavigation({ ...translated, segments: meta!.segments }, report?.(translated.file))
      )
    folderByPath.set(path, item)
    parent.children!.push(item)
    return item
  }

  // a folder's own `index.md` has the folder's path: it is the folder's first entry, not a
  // sibling of the folder with the same path
  const folderPaths = new Set<string>()
  for (const row of rows) {
    const path = row.path as string
    for (
      let cut = path.lastIndexOf('/');
      cut > root.path.length;
      cut = path.lastIndexOf('/', cut - 1)
    )
      folderPaths.add(path.slice(0, cut))
  }
  for (const row of rows) {
    const navigation = row.navigation as boolean | { title?: string; icon?: string; badge?: string }
    if (navigation === false) continue
    const path = row.path as string
    const parentPath = path.slice(0, path.lastIndexOf('/')) || '/'
    const parent =
      path === root.path
        ? root
        : folderPaths.has(path)
          ? folderFor(path)
          : folderFor(parentPath.length < root.path.length ? root.path : parentPath)
    const extra = typeof navigation === 'object' ? navigation : {}
    parent.children![folderPaths.has(path) ? 'unshift' : 'push']({
      title: extra.title ?? (row.title as string),
      path,
      ...(extra.icon ? { icon: extra.icon } : {}),
      ...(extra.badge ? { badge: extra.badge } : {}),
    })
  }
  return root.children!
}
