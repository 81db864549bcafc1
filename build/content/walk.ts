import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs'
import { join, relative } from 'node:path'
import { ContentError } from '../../src/shared/content/content-error'
import { slugifyFileName, stripOrderPrefix } from '../../src/shared/content/file-slug'
import { parseTranslationName, type TranslationLocale } from '../../src/shared/content/translation'
import { DEFAULT_IGNORE, isIgnored } from './config'
import type { FileReporter } from './diagnostics'
import { checkSourceSize } from './limits'
import { readSourceTextSync } from './source-text'

/** A content file with its URL segments and navigation order. */
export interface SourceFile {
  /** Path relative to the working directory, e.g. content/docs/4.x/1.getting-started/02.installation.md */
  file: string
  /** Absolute path. */
  absolute: string
  /** Path under the collection dir without extension, numeric prefixes kept (the stem). */
  stem: string
  /** URL segments: numeric prefixes stripped, names slugged (`file-slug.ts`), `index` dropped. */
  segments: string[]
  /**
   * The segments the file had before slugging (prefixes stripped, names as written, e.g.
   * `['api', '$fetch']` for `segments` `['api', 'fetch']`), when they differ: a redirect from
   * the old URL keeps links into an imported corpus working. Not URL-encoded.
   */
  redirectFrom?: string[]
  extension: 'md' | 'yml'
  /** Its translations, the sibling files `<name>.<locale>.<ext>` (src/shared/content/translation.ts). */
  translations?: TranslationFile[]
}

/** A translation of a source file, beside it. */
export interface TranslationFile {
  locale: TranslationLocale
  file: string
  absolute: string
}

/** A folder's `.navigation.yml`, keyed by its URL segments. */
export interface FolderMeta {
  file: string
  segments: string[]
  source: string
  /** Its translations (`.navigation.<locale>.yml`), with their text. */
  translations?: (TranslationFile & { source: string })[]
}

/** A reporter for any file of the walk (`Diagnostics.reporter`). */
export type ReporterFor = (file: string) => FileReporter

/** How to walk a collection. */
export interface WalkOptions {
  /** File and folder names to skip (`*` wildcard); default {@link DEFAULT_IGNORE}. */
  ignore?: readonly string[]
  /** Report slug problems and skip the file or folder instead of throwing. */
  report?: ReporterFor
}

const PREFIX_RE = /^(\d+)\./
const NAVIGATION_FILE = '.navigation.yml'

/** Strips a numeric order prefix: `02.installation` → `installation`. */
export const stripPrefix = stripOrderPrefix

/** A folder's own page (`index.md`, `2.index.md`): listed first in its folder. */
const isIndexName = (name: string) => /^(?:\d+\.)?index\.(?:md|yml)$/.test(name)

/** Sorts names: the index page first, then by numeric prefix, then alphabetically (unprefixed after prefixed). */
function compareNames(a: string, b: string): number {
  if (isIndexName(a) !== isIndexName(b)) return isIndexName(a) ? -1 : 1
  const pa = PREFIX_RE.exec(a)
  const pb = PREFIX_RE.exec(b)
  if (pa && pb && pa[1] !== pb[1]) return Number(pa[1]) - Number(pb[1])
  if (pa && !pb) return -1
  if (!pa && pb) return 1
  return a.localeCompare(b)
}

/**
 * Lists a collection folder depth-first in navigation order. Names matching the ignore
 * patterns are skipped (a folder's `.navigation.yml` is always read); names are slugged
 * (`slugifyFileName`). A name that slugs to nothing, or two files or folders that slug to the
 * same path, are `slug` problems: reported and skipped with `options.report`, else thrown.
 */
export async function walkCollection(
  root: string,
  dir: string,
  options: WalkOptions = {}
): Promise<{ files: SourceFile[]; folders: FolderMeta[] }> {
  const ignore = options.ignore ?? DEFAULT_IGNORE
  const files: SourceFile[] = []
  const folders: FolderMeta[] = []
  // URL path (segments joined) → the file or folder that took it
  const filePaths = new Map<string, string>()
  const folderPaths = new Map<string, string>()
  const fail = (file: string, message: string, hint: string) => {
    if (!options.report) throw new ContentError(file, 1, message, { kind: 'slug', hint })
    options.report(file).error(1, 'slug', message, hint)
  }
  /** The slug of a prefix-stripped name, or undefined (reported) when it has none. */
  const slugOf = (file: string, name: string): string | undefined => {
    const slug = slugifyFileName(name)
    if (slug) return slug
    fail(
      file,
      `the name "${name}" has no letter or digit to make a URL from`,
      'rename it with at least one letter a-z or digit'
    )
    return undefined
  }
  const claim = (taken: Map<string, string>, path: string, file: string): boolean => {
    const other = taken.get(path)
    if (other === undefined) {
      taken.set(path, file)
      return true
    }
    fail(
      file,
      `the URL path "${path || '/'}" is already used by ${other}`,
      'rename one of them (names are slugged: lowercase, accents removed, other characters become "-")'
    )
    return false
  }

  // synchronous: hundreds of small folders; awaiting the thread pool per folder left the main
  // thread idle for most of a walk (0.1 s of a one-file rebuild at 1,000 pages)
  function visit(parents: string[], segments: string[], raw: string[]): void {
    const absolute = join(root, dir, ...parents)
    const entries = readdirSync(absolute, { withFileTypes: true }).sort((a, b) =>
      compareNames(a.name, b.name)
    )
    // this folder's translations, by the name of their source (`02.installation.md`)
    const translated = new Map<string, TranslationFile[]>()
    const sourcesAt = files.length
    let ownFolder: FolderMeta | undefined
    for (const entry of entries) {
      const file = relative(process.cwd(), join(absolute, entry.name))
      const translation = entry.isFile() ? parseTranslationName(entry.name) : undefined
      if (translation) {
        const source = `${translation.base}.${translation.extension}`
        const list = translated.get(source) ?? []
        list.push({ locale: translation.locale, file, absolute: join(absolute, entry.name) })
        translated.set(source, list)
        continue
      }
      if (entry.name === NAVIGATION_FILE && entry.isFile()) {
        const path = join(absolute, entry.name)
        try {
          checkSourceSize(file, statSync(path).size)
          ownFolder = { file, segments, source: readSourceTextSync(file, path) }
          folders.push(ownFolder)
        } catch (error) {
          if (!(error instanceof ContentError) || !options.report) throw error
          options.report(file).error(error.line, error.kind, error.rule, error.hint)
        }
        continue
      }
      if (isIgnored(entry.name, ignore)) continue
      const kind = entryKind(entry, join(absolute, entry.name), file, stack)
      if (kind === 'folder') {
        const name = stripOrderPrefix(entry.name)
        const slug = slugOf(file, name)
        if (slug === undefined) continue
        if (!claim(folderPaths, [...segments, slug].join('/'), file)) continue
        const real = realpathSync(join(absolute, entry.name))
        stack.push(real)
        visit([...parents, entry.name], [...segments, slug], [...raw, name])
        stack.pop()
      } else if (kind === 'file' && /\.(md|yml)$/.test(entry.name)) {
        const base = entry.name.replace(/\.(md|yml)$/, '')
        const name = stripOrderPrefix(base)
        const slug = slugOf(file, name)
        if (slug === undefined) continue
        const index = slug === 'index'
        const own = index ? segments : [...segments, slug]
        const old = index ? raw : [...raw, name]
        if (!claim(filePaths, own.join('/'), file)) continue
        files.push({
          file,
          absolute: join(absolute, entry.name),
          stem: [...parents, base].join('/'),
          segments: own,
          ...(old.join('/') !== own.join('/') ? { redirectFrom: old } : {}),
          extension: entry.name.endsWith('.md') ? 'md' : 'yml',
        })
      }
    }
    attachTranslations(translated, files.slice(sourcesAt), ownFolder, absolute)
  }
  /**
   * Gives each source of this folder its translations, the folder's `.navigation.yml` its own;
   * a translation whose source is not in the folder (renamed, removed, ignored) is reported.
   */
  const attachTranslations = (
    translated: Map<string, TranslationFile[]>,
    sources: SourceFile[],
    folder: FolderMeta | undefined,
    absolute: string
  ) => {
    for (const [name, list] of translated) {
      const source = sources.find((candidate) => candidate.absolute === join(absolute, name))
      if (source) {
        source.translations = list
        continue
      }
      if (name === NAVIGATION_FILE && folder) {
        folder.translations = list.map((translation) => ({
          ...translation,
          source: readSourceTextSync(translation.file, translation.absolute),
        }))
        continue
      }
      for (const translation of list)
        fail(
          translation.file,
          `a ${translation.locale} translation without its source: there is no ${name} beside it`,
          `add ${name}, rename the translation after its source, or remove it`
        )
    }
  }
  /**
   * A symbolic link counts as what it points to (a corpus linked in from elsewhere), except a
   * broken one, or a folder link back into a folder being walked (a loop): both are reported.
   */
  const entryKind = (entry: Dirent, path: string, file: string, ancestors: string[]) => {
    if (!entry.isSymbolicLink()) return entry.isDirectory() ? 'folder' : 'file'
    const target = statSync(path, { throwIfNoEntry: false })
    if (!target) {
      fail(file, 'the symbolic link points to nothing', 'fix or remove the link')
      return undefined
    }
    if (!target.isDirectory()) return 'file'
    const real = realpathSync(path)
    if (!ancestors.includes(real)) return 'folder'
    fail(
      file,
      `the symbolic link points back to a folder that contains it (${real})`,
      'link to a folder outside this collection, or remove the link'
    )
    return undefined
  }
  // the real paths of the folders being walked, outermost first (for symbolic link loops)
  const stack: string[] = []
  // a collection without a folder is empty
  if (statSync(join(root, dir), { throwIfNoEntry: false })?.isDirectory()) {
    stack.push(realpathSync(join(root, dir)))
    visit([], [], [])
  }
  return { files, folders }
}
