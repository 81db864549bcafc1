import { posix } from 'node:path'

/**
 * Page identity across builds (issue 40): every page of every published build keeps one record,
 * keyed by its identity, with each path it has had. The identity is the frontmatter `id` when the
 * page gives one (`<collection>#<id>`), else the page's path when it was first seen
 * (`<collection>:<path>`), carried over to the next build by path, then by the same text (a plain
 * move or rename), then by the same file name (a move with edits). The record list is the build's
 * `page-history.json`, published to R2 (`builds/page-history.json`) by the deploy and read back by
 * the next one, so a path a page once had keeps answering (page-moves.ts). Translations share
 * their source's path, so they move with it.
 */
export interface PageRecord {
  collection: string
  /** Every path the page had, oldest first; the last one is its path while it lives. */
  paths: string[]
  /** False once the page was deleted. */
  live: boolean
  /** Its text's digest and its file when last seen: how a move is recognised. */
  digest: string
  file: string
}

/** `page-history.json`. */
export interface PageHistory {
  version: 1
  pages: Record<string, PageRecord>
}

/** A page of this build (a source page: its translations share its path). */
export interface PageEntry {
  collection: string
  path: string
  file: string
  digest: string
  /** Frontmatter `id`. */
  id?: string
}

/** The file name a move keeps: `02.installation.md` → `installation`. */
function baseName(file: string): string {
  return posix
    .basename(file.replaceAll('\\', '/'))
    .replace(/\.md$/, '')
    .replace(/^\d+\./, '')
}

/** Adds `key` to the list under `at`. */
function push(map: Map<string, string[]>, at: string, key: string): void {
  const list = map.get(at)
  if (list) list.push(key)
  else map.set(at, [key])
}

/** The history after this build: the previous one with every current page matched or added. */
export function trackPages(previous: PageHistory | undefined, current: PageEntry[]): PageHistory {
  // a copy of each record (no structuredClone: 10,000 of them were 0.1 s of an edit): a record's
  // fields are replaced below, never changed in place, but for `live`
  const pages: Record<string, PageRecord> = {}
  for (const [key, record] of Object.entries(previous?.pages ?? {})) pages[key] = { ...record }
  const byPath = new Map<string, string>()
  for (const [key, record] of Object.entries(pages))
    if (record.live) byPath.set(`${record.collection}\0${record.paths.at(-1)}`, key)
  const seen = new Set<string>()
  const assign = (key: string, entry: PageEntry, from = key) => {
    const record = pages[from] ?? {
      ...{ collection: entry.collection, paths: [], live: true },
      ...{ digest: entry.digest, file: entry.file },
    }
    if (from !== key) delete pages[from]
    seen.add(from)
    if (record.paths.at(-1) !== entry.path)
      record.paths = [...record.paths.filter((path) => path !== entry.path), entry.path]
    pages[key] = { ...record, live: true, digest: entry.digest, file: entry.file }
    seen.add(key)
  }
  const ownKey = (entry: PageEntry) =>
    entry.id ? `${entry.collection}#${entry.id}` : `${entry.collection}:${entry.path}`
  const unmatched: PageEntry[] = []
  for (const entry of current) {
    const named = entry.id ? `${entry.collection}#${entry.id}` : undefined
    const atPath = byPath.get(`${entry.collection}\0${entry.path}`)
    if (named && pages[named] && !seen.has(named)) assign(named, entry)
    else if (atPath && !seen.has(atPath)) assign(named ?? atPath, entry, atPath)
    else unmatched.push(entry)
  }
  // the previous build's pages no page of this one took, by text and by file name: indexed
  // once (a first build has thousands of unmatched pages)
  const byDigest = new Map<string, string[]>()
  const byName = new Map<string, string[]>()
  for (const [key, record] of Object.entries(pages)) {
    if (!record.live || seen.has(key)) continue
    push(byDigest, `${record.collection}\0${record.digest}`, key)
    push(byName, `${record.collection}\0${baseName(record.file)}`, key)
  }
  // the one candidate left under `at`, or undefined (none, or more than one)
  const only = (map: Map<string, string[]>, at: string) => {
    const free = map.get(at)?.filter((key) => !seen.has(key)) ?? []
    return free.length === 1 ? free[0] : undefined
  }
  for (const entry of unmatched) {
    const moved =
      only(byDigest, `${entry.collection}\0${entry.digest}`) ??
      only(byName, `${entry.collection}\0${baseName(entry.file)}`)
    if (moved) assign(entry.id ? ownKey(entry) : moved, entry, moved)
    else assign(ownKey(entry), entry)
  }
  for (const [key, record] of Object.entries(pages))
    if (record.live && !seen.has(key)) record.live = false
  return { version: 1, pages }
}

/** Reads a `page-history.json` text; undefined for none or one that is not a history. */
export function parsePageHistory(text: string | undefined): PageHistory | undefined {
  if (!text) return undefined
  try {
    const history = JSON.parse(text) as PageHistory
    return history?.version === 1 && typeof history.pages === 'object' ? history : undefined
  } catch {
    return undefined
  }
}

/**
 * Two histories as one (the previous build's dist/ and the target's published copy): a record
 * known to both keeps the paths of both, the published copy's state first.
 */
export function mergePageHistories(
  ...histories: (PageHistory | undefined)[]
): PageHistory | undefined {
  const known = histories.filter((history) => history !== undefined)
  if (!known.length) return undefined
  const pages: Record<string, PageRecord> = {}
  for (const history of known)
    for (const [key, record] of Object.entries(history.pages)) {
      const seen = pages[key]
      pages[key] = seen
        ? {
            ...seen,
            paths: [...record.paths.filter((p) => !seen.paths.includes(p)), ...seen.paths],
          }
        : { ...record, paths: [...record.paths] }
    }
  return { version: 1, pages }
}
