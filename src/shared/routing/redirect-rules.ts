import { isAdminArea } from './admin-path'
import {
  compilePattern,
  fillPattern,
  isExactPath,
  patternProblem,
  patternShape,
  patternWeight,
} from './redirect-pattern'
import { toRedirectTarget } from './redirect-target'
import { SERVICE_PREFIXES } from './routes'

/**
 * Redirect rules an editor stores in D1 from the admin 'Not found' screen (worker/db/tables/
 * redirects.ts): what a rule may be, and how a path finds its rule. Consumers: the admin API
 * (checks a rule before saving it), the worker's stored-redirects middleware (serves them),
 * `npm run redirects:export` (redirect-rules-yaml.ts), and the build's route rules (route-rules.ts
 * `redirectOf`: content.config.yml `redirects:`), so both speak the same patterns. `from` is an
 * exact path, or a pattern (redirect-pattern.ts): `*` for one whole segment, a final `/**` for
 * a prefix that also matches the prefix itself; a `to` ending in `/**` keeps the rest of the
 * path (`/a/** → /b/**`: `/a/x/y` → `/b/x/y`), and each `*` of `to` takes its matched segment.
 */

/** Redirect hops followed before a chain counts as a loop. */
export const MAX_REDIRECT_HOPS = 8

/** Statuses a rule answers with: permanent, method kept or not. */
export const REDIRECT_STATUSES = [301, 308] as const
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number]

/** Rules kept at most: every isolate holds them all; more belong in content.config.yml. */
export const MAX_REDIRECT_RULES = 1000
/** Longest `from` or `to`, in characters. */
export const MAX_RULE_PATH_LENGTH = 512

export interface RedirectRule {
  from: string
  to: string
  status: RedirectStatus
}

/** A rule as checked: the rule, or which field is wrong and why (English, for the API). */
export type RuleCheck =
  { ok: true; rule: RedirectRule } | { ok: false; field: 'from' | 'to' | 'status'; message: string }

/** A rule of any status: stored ones answer 301 or 308, the build's route rules 302 too. */
export interface AnyRedirectRule<S extends number = number> {
  from: string
  to: string
  status: S
}

const PREFIX = '/**'
const fail = (field: 'from' | 'to' | 'status', message: string): RuleCheck => ({
  ok: false,
  field,
  message,
})

/** `path` without its trailing `/**`, and whether it had one. */
function splitPrefix(path: string): [string, boolean] {
  return path.endsWith(PREFIX) ? [path.slice(0, -PREFIX.length) || '/', true] : [path, false]
}

/** A path as the worker sees it (decoded, no trailing slash), or the reason it cannot be one. */
function normalisePath(raw: string): string | { error: string } {
  const text = raw.trim()
  if (!text.startsWith('/')) return { error: 'must be a path of this site, starting with /' }
  if (text.length > MAX_RULE_PATH_LENGTH)
    return { error: `at most ${MAX_RULE_PATH_LENGTH} characters` }
  if (/[?#\s]/.test(text)) return { error: 'a path only: no query, fragment or spaces' }
  const [base, prefix] = splitPrefix(text)
  const problem = patternProblem(text)
  if (problem) return { error: problem }
  if (!toRedirectTarget(base) || base.startsWith('//'))
    return { error: 'not a path of this site (control characters, // or \\)' }
  let decoded = base
  try {
    decoded = decodeURI(base)
  } catch {
    return { error: 'malformed percent-encoding' }
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded
  return prefix ? `${trimmed === '/' ? '' : trimmed}${PREFIX}` : trimmed
}

/**
 * Checks and normalises a rule from a form or a client: both paths of this site (decoded, no
 * trailing slash), `from` not a service or admin path nor the home page, `to/**` only after a
 * prefix `from`, a different target, status 301 (default) or 308.
 */
export function checkRedirectRule(input: {
  from?: unknown
  to?: unknown
  status?: unknown
}): RuleCheck {
  if (typeof input.from !== 'string' || !input.from.trim()) return fail('from', 'from: required')
  if (typeof input.to !== 'string' || !input.to.trim()) return fail('to', 'to: required')
  const from = normalisePath(input.from)
  if (typeof from !== 'string') return fail('from', `from: ${from.error}`)
  const to = normalisePath(input.to)
  if (typeof to !== 'string') return fail('to', `to: ${to.error}`)
  const [fromBase, fromPrefix] = splitPrefix(from)
  const [, toPrefix] = splitPrefix(to)
  if (fromBase === '/' || from === '/**') return fail('from', 'from: the home page cannot move')
  const literal = fromBase.split('/*')[0] || '/'
  if (literal === '/') return fail('from', 'from: must start with a segment of its own, not *')
  if (isAdminArea(literal) || SERVICE_PREFIXES.some((p) => `${literal}/`.startsWith(p)))
    return fail('from', 'from: admin, API and asset paths cannot be redirected')
  if (toPrefix && !fromPrefix) return fail('to', 'to: /** needs a prefix rule (from ending in /**)')
  if (patternShape(to).stars > patternShape(from).stars)
    return fail('to', 'to: more * than from has')
  if (from === to) return fail('to', 'to: must differ from from')
  const status = input.status === undefined || input.status === '' ? 301 : Number(input.status)
  if (!REDIRECT_STATUSES.includes(status as RedirectStatus))
    return fail('status', `status: ${REDIRECT_STATUSES.join(' or ')}`)
  return { ok: true, rule: { from, to, status: status as RedirectStatus } }
}

/** Where a path goes: the target (not yet encoded: answerRedirect encodes it) and the status. */
export interface RedirectMatch<S extends number = RedirectStatus> {
  location: string
  status: S
}

/** Finds the rule of a path: an exact rule first, then the most specific pattern. */
export type RedirectMatcher<S extends number = RedirectStatus> = (
  path: string
) => RedirectMatch<S> | undefined

/**
 * Compiles rules once (an isolate keeps the result) into a {@link RedirectMatcher}: an exact
 * rule wins, then the pattern with the most literal characters (the longest prefix).
 */
export function compileRedirectRules<S extends number = RedirectStatus>(
  rules: readonly AnyRedirectRule<S>[]
): RedirectMatcher<S> {
  const exact = new Map<string, AnyRedirectRule<S>>()
  const patterns: {
    weight: number
    test: ReturnType<typeof compilePattern>
    rule: AnyRedirectRule<S>
  }[] = []
  for (const rule of rules) {
    if (isExactPath(rule.from)) exact.set(rule.from, rule)
    else patterns.push({ weight: patternWeight(rule.from), test: compilePattern(rule.from), rule })
  }
  patterns.sort((a, b) => b.weight - a.weight)
  return (path) => {
    const rule = exact.get(path)
    if (rule) return { location: patternShape(rule.to).base, status: rule.status }
    for (const { test, rule: patternRule } of patterns) {
      const captures = test(path)
      if (!captures) continue
      return { location: fillPattern(patternRule.to, captures), status: patternRule.status }
    }
    return undefined
  }
}

/** True when saving `rule` among `others` would send some path round in a loop. */
export function makesRedirectLoop(rule: RedirectRule, others: readonly RedirectRule[]): boolean {
  const match = compileRedirectRules([...others.filter((o) => o.from !== rule.from), rule])
  let path = splitPrefix(rule.to)[0]
  const seen = new Set<string>([splitPrefix(rule.from)[0]])
  for (let hop = 0; hop < MAX_REDIRECT_HOPS; hop++) {
    if (seen.has(path)) return true
    seen.add(path)
    const next = match(path)
    if (!next) return false
    path = next.location
  }
  return true
}
