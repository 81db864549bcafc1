import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { ContentError } from '../../src/shared/content/content-error'
import { checkSourceSize } from './limits'

/** A content file with its stripped URL segments and navigation order. */
export interface SourceFile {
  /** Path relative to the working directory, e.g. content/docs/4.x/1.getting-started/02.installation.md */
  file: string
  /** Absolute path. */
  absolute: string
  /** Path under the collection dir without extension, numeric prefixes kept (the stem). */
  stem: string
  /** URL segments with numeric prefixes stripped, `index` dropped. */
  segments: string[]
  extension: 'md' | 'yml'
}

/** A folder's `.navigation.yml`, keyed by its stripped path segments. */
export interface FolderMeta {
  file: string
  segments: string[]
  source: string
}

const PREFIX_RE = /^(\d+)\./
const SEGMENT_RE = /^[a-z0-9][a-z0-9-]*$/

/** Strips a numeric order prefix: `02.installation` → `installation`. */
export function stripPrefix(name: string): string {
  return name.replace(PREFIX_RE, '')
}

/** Sorts names by numeric prefix, then alphabetically (unprefixed after prefixed). */
function compareNames(a: string, b: string): number {
  const pa = PREFIX_RE.exec(a)
  const pb = PREFIX_RE.exec(b)
  if (pa && pb && pa[1] !== pb[1]) return Number(pa[1]) - Number(pb[1])
  if (pa && !pb) return -1
  if (!pa && pb) return 1
  return a.localeCompare(b)
}

/** Lists a collection folder depth-first in navigation order. */
export async function walkCollection(
  root: string,
  dir: string
): Promise<{ files: SourceFile[]; folders: FolderMeta[] }> {
  const files: SourceFile[] = []
  const folders: FolderMeta[] = []
  async function visit(parents: string[], segments: string[]): Promise<void> {
    const absolute = join(root, dir, ...parents)
    const entries = (await readdir(absolute, { withFileTypes: true })).sort((a, b) =>
      compareNames(a.name, b.name)
    )
    for (const entry of entries) {
      const file = relative(process.cwd(), join(absolute, entry.name))
      if (entry.name === '.navigation.yml') {
        const path = join(absolute, entry.name)
        checkSourceSize(file, (await stat(path)).size)
        folders.push({ file, segments, source: await readFile(path, 'utf8') })
      } else if (entry.isDirectory()) {
        await visit(
          [...parents, entry.name],
          [...segments, checkSegment(file, stripPrefix(entry.name))]
        )
      } else if (/\.(md|yml)$/.test(entry.name) && !entry.name.startsWith('.')) {
        const base = entry.name.replace(/\.(md|yml)$/, '')
        const name = stripPrefix(base)
        files.push({
          file,
          absolute: join(absolute, entry.name),
          stem: [...parents, base].join('/'),
          segments: name === 'index' ? segments : [...segments, checkSegment(file, name)],
          extension: entry.name.endsWith('.md') ? 'md' : 'yml',
        })
      }
    }
  }
  // a collection without a folder is empty
  if (await exists(join(root, dir))) await visit([], [])
  return { files, folders }
}

function checkSegment(file: string, segment: string): string {
  if (!SEGMENT_RE.test(segment)) {
    throw new ContentError(
      file,
      1,
      `file and folder names must be lowercase letters, digits and "-" after the numeric prefix (got "${segment}")`
    )
  }
  return segment
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isDirectory(),
    () => false
  )
}
