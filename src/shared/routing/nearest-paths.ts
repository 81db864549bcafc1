import { editDistance } from '../edit-distance'

/**
 * Suggested targets for a path that answered 404 (the admin 'Not found' screen, the build's
 * did-you-mean hints of broken links: build/content/link-check.ts): the existing
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

/** A page within reach of the missing one: same area first (0) or not (1000), + slug edits. */
interface Candidate {
  path: string
  rank: number
}

/**
 * The `limit` best candidates: by rank, then by the edit distance of the whole paths (computed
 * only while a candidate can still enter the top, bounded by the worst kept), then by path.
 */
function closest(candidates: Candidate[], target: string, limit: number): string[] {
  candidates.sort((a, b) => a.rank - b.rank)
  const top: { path: string; rank: number; distance: number }[] = []
  const worse = (a: (typeof top)[number], b: (typeof top)[number]) =>
    a.rank - b.rank || a.distance - b.distance || a.path.localeCompare(b.path)
  for (const candidate of candidates) {
    const last = top.length === limit ? top[limit - 1]! : undefined
    if (last && candidate.rank > last.rank) break
    const bound = last && candidate.rank === last.rank ? last.distance : 64
    const distance = editDistance(target, candidate.path.toLowerCase(), bound)
    const entry = { ...candidate, distance }
    if (last && worse(entry, last) >= 0) continue
    top.push(entry)
    top.sort(worse)
    if (top.length > limit) top.pop()
  }
  return top.map((entry) => entry.path)
}

/**
 * Up to `limit` existing paths closest to `missing` (never `missing` itself); `fillIn: false`
 * leaves out the nearest section's first page (the build's did-you-mean hints: only a close page).
 */
export function suggestPaths(
  missing: string,
  index: PathIndex,
  limit = 3,
  { fillIn = true }: { fillIn?: boolean } = {}
): string[] {
  const area = areaOf(missing)
  const slug = slugOf(missing)
  const target = missing.toLowerCase()
  const max = Math.max(2, Math.ceil(slug.length / 3))
  const close: Candidate[] = []
  for (const [candidate, list] of index.bySlug) {
    const slugDistance = editDistance(slug, candidate, max)
    if (slugDistance > max) continue
    for (const entry of list)
      if (entry.path.toLowerCase() !== target)
        close.push({ path: entry.path, rank: (entry.area === area ? 0 : 1000) + slugDistance })
  }
  const found = new Set(closest(close, target, limit))
  // a renamed page: the first page of the nearest parent section that still exists
  for (let cut = target.lastIndexOf('/'); fillIn && cut > 0 && found.size < limit;) {
    const first = index.firstUnder.get(target.slice(0, cut))
    if (first && first.toLowerCase() !== target) found.add(first)
    cut = target.lastIndexOf('/', cut - 1)
  }
  return [...found].slice(0, limit)
}
