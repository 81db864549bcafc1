/**
 * Redirect paths with wildcards, as stored redirect rules (redirect-rules.ts) and the build's
 * route rules (content.config.yml `redirects:`, route-rules.ts) both write them: `*` stands for
 * one whole segment, a final `/**` for the rest of the path (none, or any number of segments).
 * In a target, each `*` takes the segment its source matched, in order, and a final `/**` the
 * rest: `/guide/*` → `/docs/4.x/guide/*` sends `/guide/pages` to `/docs/4.x/guide/pages`, and
 * `/old/**` → `/new/**` sends `/old/a/b` to `/new/a/b`. Pure: no Node or DOM imports.
 */

const REST = '/**'

/** What a pattern holds: its path without a final `/**`, its `*` segments, and the `/**`. */
export interface PatternShape {
  base: string
  stars: number
  rest: boolean
}

/** The shape of a path or pattern. */
export function patternShape(path: string): PatternShape {
  const rest = path.endsWith(REST)
  const base = rest ? path.slice(0, -REST.length) || '/' : path
  const stars = base.split('/').filter((segment) => segment === '*').length
  return { base, stars, rest }
}

/** True when a path holds no wildcard at all. */
export function isExactPath(path: string): boolean {
  return !path.includes('*')
}

/**
 * Why a pattern is not one (a `*` inside a segment, `**` anywhere but at the end), or undefined.
 */
export function patternProblem(path: string): string | undefined {
  const { base } = patternShape(path)
  for (const segment of base.split('/'))
    if (segment.includes('*') && segment !== '*')
      return '* only as a whole segment (/docs/*/guide) or a final /** (a prefix rule)'
  return undefined
}

/** What a source pattern matched: the `*` segments in order, and the rest (`''` or `/a/b`). */
export interface PatternCaptures {
  stars: string[]
  rest: string
}

/** A compiled source pattern: the captures of a path it matches, else undefined. */
export type PatternTest = (path: string) => PatternCaptures | undefined

/** Compiles a source pattern (checked by {@link patternProblem}) into a test. */
export function compilePattern(pattern: string): PatternTest {
  const { base, rest } = patternShape(pattern)
  const source = (base === '/' && rest ? '' : base)
    .split('/')
    .map((segment) => (segment === '*' ? '([^/]+)' : escapeRegExp(segment)))
    .join('/')
  const regex = new RegExp(`^${source}${rest ? '(/.*)?' : ''}$`)
  const stars = patternShape(pattern).stars
  return (path) => {
    const match = regex.exec(path)
    if (!match) return undefined
    const groups = match.slice(1)
    return { stars: groups.slice(0, stars) as string[], rest: rest ? (groups[stars] ?? '') : '' }
  }
}

/** A target pattern filled with what its source matched. */
export function fillPattern(target: string, captures: PatternCaptures): string {
  const { base, rest } = patternShape(target)
  let star = 0
  const filled = base
    .split('/')
    .map((segment) => (segment === '*' ? (captures.stars[star++] ?? '') : segment))
    .join('/')
  if (!rest) return filled
  return `${filled === '/' ? '' : filled}${captures.rest}` || '/'
}

/** How specific a source pattern is: its literal characters (longer wins among matches). */
export function patternWeight(pattern: string): number {
  return patternShape(pattern).base.replace(/\*/g, '').length
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
