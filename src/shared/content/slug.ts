/**
 * Heading anchors. Consumers: the markdown compiler (heading ids, TOC, search section ids) and
 * the build link check (anchors are compared with these ids). Pure: no Node or DOM imports.
 */

const DROP_RE = /[^\p{L}\p{M}\p{N}\s-]/gu
const SPACE_RE = /\s+/g
const DASHES_RE = /-{2,}/g
const EDGE_DASH_RE = /^-+|-+$/g

/** Id used when a heading has no letter or digit at all (e.g. only an emoji). */
export const FALLBACK_HEADING_ID = 'section'

/**
 * Turns heading text into an anchor id: lowercase, Unicode letters, marks and digits kept (so
 * `安装指南` survives), other characters dropped, whitespace runs and repeated hyphens become
 * one `-`, edge hyphens trimmed. `Hello, World!` → `hello-world`.
 */
export function slugifyHeading(text: string): string {
  const slug = text
    .normalize('NFC')
    .toLowerCase()
    .replace(DROP_RE, '')
    .replace(SPACE_RE, '-')
    .replace(DASHES_RE, '-')
    .replace(EDGE_DASH_RE, '')
  return slug || FALLBACK_HEADING_ID
}

/**
 * Returns a slugger for one page: the first `Setup` is `setup`, the next ones `setup-1`,
 * `setup-2`, skipping ids already taken by other headings: `a`, `a`, `a-1` → `a`, `a-1`,
 * `a-1-1`.
 */
export function createHeadingSlugger(): (text: string) => string {
  const taken = new Set<string>()
  // Next suffix to try per base. Ids are never released, so every suffix below it is still
  // taken and the search resumes there: N identical headings cost O(N) lookups, not N²/2.
  const next = new Map<string, number>()
  return (text) => {
    const base = slugifyHeading(text)
    let id = base
    if (taken.has(id)) {
      let n = next.get(base) ?? 1
      while (taken.has(`${base}-${n}`)) n++
      id = `${base}-${n}`
      next.set(base, n + 1)
    }
    taken.add(id)
    return id
  }
}
