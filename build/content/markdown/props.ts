import type { ContentComponent, PropSpec } from '../components/registry'

/** A prop value after validation. */
export type PropValue = string | boolean

/**
 * Validates the props an author wrote on a registry component. Unknown props (`onclick`,
 * `style`, `class`, `id`...) are dropped silently; a known prop with a wrong value calls `fail`
 * with a message saying what is allowed. `:name='json'` (bound) props are JSON-decoded first.
 */
export function readProps(
  name: string,
  entry: ContentComponent,
  raw: Record<string, unknown>,
  fail: (rule: string) => never
): Record<string, PropValue> {
  const props: Record<string, PropValue> = {}
  for (const [key, value] of Object.entries(raw)) {
    const bound = key.startsWith(':')
    const prop = bound ? key.slice(1) : key
    const spec = Object.hasOwn(entry.props, prop) ? entry.props[prop] : undefined
    if (!spec) continue
    let decoded: unknown = value
    if (bound) {
      try {
        decoded = JSON.parse(String(value))
      } catch {
        fail(`prop "${prop}" of "${name}" is not valid JSON: ${String(value)}`)
      }
    }
    props[prop] = checkValue(name, prop, spec, decoded, fail)
  }
  for (const [prop, spec] of Object.entries(entry.props)) {
    if (spec.required && !(prop in props)) fail(`"${name}" needs a "${prop}" prop`)
  }
  return props
}

function checkValue(
  name: string,
  prop: string,
  spec: PropSpec,
  value: unknown,
  fail: (rule: string) => never
): PropValue {
  const where = `prop "${prop}" of "${name}"`
  if (spec.kind === 'boolean') {
    if (value === true || value === 'true' || value === '') return true
    if (value === false || value === 'false') return false
    return fail(`${where} must be true or false, got ${JSON.stringify(value)}`)
  }
  if (typeof value === 'number') value = String(value)
  if (typeof value !== 'string') {
    return fail(`${where} must be a string, got ${JSON.stringify(value)}`)
  }
  if (spec.values && !spec.values.includes(value)) {
    return fail(`${where} must be one of ${spec.values.join(', ')}; got "${value}"`)
  }
  if (spec.pattern && !spec.pattern.test(value)) {
    const example = spec.example ? ` like "${spec.example}"` : ` ${String(spec.pattern)}`
    return fail(`${where} must be a value${example}; got "${value}"`)
  }
  return value
}
