import type { ContentComponent, PropSpec } from '../components/registry'
import { nearestName } from '../nearest'

/** A prop value after validation. */
export type PropValue = string | boolean

/** Receives one problem of a prop: the rule broken and how to fix it. */
export type PropProblem = (rule: string, hint?: string) => void

/**
 * Validates the props an author wrote on a registry component. Unknown props (`onclick`,
 * `style`, `class`, `id`...) are dropped silently; every known prop with a wrong value, and
 * every missing required prop, goes to `problem` with a hint saying what is allowed, and is left
 * out of the result. `:name='json'` (bound) props are JSON-decoded first. An attribute reaches
 * its camelCase prop: remark-mdc writes `{videoId="x"}` as `video-id`, and a prop is declared
 * `videoId` (props are camelCase: components/site.ts), so both spellings find it.
 */
export function readProps(
  name: string,
  entry: ContentComponent,
  raw: Record<string, unknown>,
  problem: PropProblem
): Record<string, PropValue> {
  const props: Record<string, PropValue> = {}
  for (const [key, value] of Object.entries(raw)) {
    const bound = key.startsWith(':')
    const prop = propName(entry, bound ? key.slice(1) : key)
    const spec = Object.hasOwn(entry.props, prop) ? entry.props[prop] : undefined
    if (!spec) continue
    let decoded: unknown = value
    if (bound) {
      try {
        decoded = JSON.parse(String(value))
      } catch {
        problem(`prop "${prop}" of "${name}" is not valid JSON: ${String(value)}`)
        continue
      }
    }
    const checked = checkValue(name, prop, spec, decoded, problem)
    if (checked !== undefined) props[prop] = checked
  }
  for (const [prop, spec] of Object.entries(entry.props)) {
    if (spec.required && !(prop in props) && !hasRaw(raw, prop)) {
      problem(`"${name}" needs a "${prop}" prop`, `write ${name}{${prop}="..."}`)
    }
  }
  return props
}

function hasRaw(raw: Record<string, unknown>, prop: string): boolean {
  const kebab = prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
  return [prop, kebab].some((name) => Object.hasOwn(raw, name) || Object.hasOwn(raw, `:${name}`))
}

/** The declared prop an attribute names: itself, else its camelCase form (`video-id` → `videoId`). */
function propName(entry: ContentComponent, attribute: string): string {
  if (Object.hasOwn(entry.props, attribute) || !attribute.includes('-')) return attribute
  return attribute.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())
}

function checkValue(
  name: string,
  prop: string,
  spec: PropSpec,
  value: unknown,
  problem: PropProblem
): PropValue | undefined {
  const where = `prop "${prop}" of "${name}"`
  const bad = (rule: string, hint?: string): undefined => {
    problem(rule, hint)
    return undefined
  }
  if (spec.kind === 'boolean') {
    if (value === true || value === 'true' || value === '') return true
    if (value === false || value === 'false') return false
    return bad(`${where} must be true or false, got ${JSON.stringify(value)}`, 'true or false')
  }
  if (typeof value === 'number') value = String(value)
  if (typeof value !== 'string') {
    return bad(`${where} must be a string, got ${JSON.stringify(value)}`)
  }
  if (spec.values && !spec.values.includes(value)) {
    const near = nearestName(value, spec.values)
    const allowed = `allowed: ${spec.values.join(', ')}`
    return bad(
      `${where} must be one of ${spec.values.join(', ')}; got "${value}"`,
      near ? `did you mean "${near}"? (${allowed})` : allowed
    )
  }
  if (spec.pattern && !spec.pattern.test(value)) {
    const example = spec.example ? ` like "${spec.example}"` : ` ${String(spec.pattern)}`
    return bad(
      `${where} must be a value${example}; got "${value}"`,
      spec.example ? `e.g. ${spec.example}` : undefined
    )
  }
  return value
}
