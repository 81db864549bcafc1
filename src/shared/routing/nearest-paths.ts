import { editDistance } from '../edit-distance'

/**
 * Suggested targets for a path that answered 404 (the admin 'Not found' screen): the existing
 * pages closest to it. A page is close when its last segment is within a few edits of the missing
 * one's (a typo, a page moved to another section or version), ranked same area first (the docs
 * version `/docs/4.x`, else the first segment: `/blog`), then by that distance, then by the
 * distance of the whole paths; when fewer are close, the first page of the nearest existing
 * parent section fills in (a renamed page). Case is ignored.
 */

interface Entry {
  path: string
  area: string
  slug: string
}

/** The existing pages, indexed once for many lookups ({@link suggestPaths}). */
export interface PathIndex {
  entries: Entry[]
  /** Last segment (lower case) → its pages. */
  bySlug: Map<string, Entry[]>
  /** Every parent prefix (`/docs/4.x/guide`) → the first page below it, in the given order. */
  firstUnder: Map<string, string>
}

const DOCS_AREA_RE = /^\/docs\/[^/]+/

/** The area of a path: its docs version root, or its first segment. */
function areaOf(path: string): string {
  return DOCS_AREA_RE.exec(path)?.[0] ?? `/${path.split('/')[1] ?? ''}`
}

function slugOf(path: string): string {
  return (path.slice(path.lastIndexOf('/') + 1) || path).toLowerCase()
}

/** Indexes existing page paths (in navigation order: a section's first page is its entry). */
export function createPathIndex(paths: Iterable<string>): PathIndex {
  const entries: Entry[] = []
  const bySlug = new Map<string, Entry[]>()
  const firstUnder = new Map<string, string>()
  for (const path of paths) {
    const entry = { path, area: areaOf(path), slug: slugOf(path) }
    entries.push(entry)
    const list = bySlug.get(entry.slug)
    if (list) list.push(entry)
    else bySlug.set(entry.slug, [entry])
    for (let cut = path.lastIndexOf('/'); cut > 0; cut = path.lastIndexOf('/', cut - 1)) {
      const parent = path.slice(0, cut).toLowerCase()
      if (!firstUnder.has(parent)) firstUnder.set(parent, path)
    }
  }
  return { entries, bySlug, firstUnder }
}

/** Up to `limit` existing paths closest to `missing` (never `missing` itself). */
export function suggestPaths(missing: string, index: PathIndex, limit = 3): string[] {
  const area = areaOf(missing)
  const slug = slugOf(missing)
  const target = missing.toLowerCase()
  const max = Math.max(2, Math.ceil(slug.length / 3))
  const close: { path: string; same: number; slugDistance: number; pathDistance: number }[] = []
  for (const [candidate, list] of index.bySlug) {
    const slugDistance = editDistance(slug, candidate, max)
    if (slugDistance > max) continue
    for (const entry of list) {
      if (entry.path.toLowerCase() === target) continue
      close.push({
        path: entry.path,
        same: entry.area === area ? 0 : 1,
        slugDistance,
        pathDistance: editDistance(target, entry.path.toLowerCase(), 64),
      })
    }
  }
  close.sort(
    (a, b) =>
      a.same - b.same ||
      a.slugDistance - b.slugDistance ||
      a.pathDistance - b.pathDistance ||
      a.path.localeCompare(b.path)
  )
  const found = new Set(close.slice(0, limit).map((entry) => entry.path))
  // a renamed page: the first page of the nearest parent section that still exists
  for (let cut = target.lastIndexOf('/'); cut > 0 && found.size < limit;) {
    const first = index.firstUnder.get(target.slice(0, cut))
    if (first && first.toLowerCase() !== target) found.add(first)
    cut = target.lastIndexOf('/', cut - 1)
  }
  return [...found].slice(0, limit)
}
