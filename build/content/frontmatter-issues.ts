/**
 * Valibot issues as author-facing frontmatter problems (messages, lines by path, fix-it hints):
 * the wording of build/content/frontmatter.ts `validate`.
 */
import * as v from 'valibot'
import { nearestName } from './nearest'

/** A key path into parsed data (`['links', 0, 'to']`). */
export type DataPath = (string | number)[]

/** One valibot issue as a frontmatter problem: path, message and a fix-it hint. */
export interface Problem {
  path: DataPath
  message: string
  hint?: string
}

type Issue = v.BaseIssue<unknown>

const issuePath = (issue: Issue): DataPath =>
  (issue.path ?? []).map((item) => item.key as string | number)

/**
 * An issue as author-facing problems. A union whose one matching option failed inside (e.g.
 * `navigation: {title: 3}`) yields that option's issues rather than "Expected (false | true |
 * Object)".
 */
export function describeIssue(schema: v.GenericSchema, issue: Issue): Problem[] {
  const path = issuePath(issue)
  // issues inside a union's option that matched the value's type (they have a path, relative
  // to the union's value); the other options' type mismatches have none
  const nested = issue.type === 'union' ? (issue.issues ?? []).filter((inner) => inner.path) : []
  if (nested.length)
    return nested.flatMap((inner) =>
      describeIssue(schema, { ...inner, path: [...(issue.path ?? []), ...inner.path!] })
    )
  const field = path.length ? `"${path.join('.')}"` : 'the document'
  const objectKey = issue.kind === 'schema' && /object$/.test(issue.type)
  if (objectKey && issue.input === undefined && issue.expected !== 'never')
    return [{ path, message: `${field} is required` }]
  if (objectKey && issue.expected === 'never') {
    const key = String(path.at(-1))
    const known = keysAt(schema, path.slice(0, -1))
    const near = nearestName(key, known)
    return [
      {
        path,
        // a schema's own message (the modules directory names its fields) wins over the generic one
        message: /^Invalid /.test(issue.message) ? `unknown key ${field}` : issue.message,
        hint: `${near ? `did you mean "${near}"? ` : ''}allowed keys: ${known.join(', ')}`,
      },
    ]
  }
  const message = issue.message.startsWith('"') ? issue.message : `${field}: ${issue.message}`
  const choices = ['union', 'picklist', 'literal', 'variant', 'enum'].includes(issue.type)
  return [{ path, message, ...(choices ? { hint: allowedHint(issue.expected) } : {}) }]
}

/** `(false | true | Object)` → `allowed: false, true, a mapping`. */
function allowedHint(expected: string | null): string | undefined {
  if (!expected) return undefined
  const names: Record<string, string> = { Object: 'a mapping', Array: 'a list' }
  const values = expected
    .replace(/^\((.*)\)$/, '$1')
    .split(' | ')
    .map((value) => names[value] ?? value)
  return `allowed: ${values.join(', ')}`
}

/** The keys of the object schema at `path` (best effort: through optional, pipe, array, union). */
function keysAt(schema: v.GenericSchema, path: DataPath): string[] {
  const candidates = objectSchemasAt(schema as AnySchema, path)
  return [...new Set(candidates.flatMap((candidate) => Object.keys(candidate.entries!)))]
}

interface AnySchema {
  type: string
  entries?: Record<string, AnySchema>
  item?: AnySchema
  wrapped?: AnySchema
  options?: AnySchema[]
}

function objectSchemasAt(schema: AnySchema, path: DataPath): AnySchema[] {
  if (schema.wrapped) return objectSchemasAt(schema.wrapped, path)
  if (schema.options) return schema.options.flatMap((option) => objectSchemasAt(option, path))
  if (!path.length) return schema.entries ? [schema] : []
  const [head, ...rest] = path
  if (schema.item && typeof head === 'number') return objectSchemasAt(schema.item, rest)
  const entry = schema.entries?.[String(head)]
  return entry ? objectSchemasAt(entry, rest) : []
}
